import type { Queryable } from '../../db/db.ts';

/** SQL of activity_draw, activity_envelope_round / _grab and activity_guess (the activity module owns them). */

// ── draws (lottery, wheel) ──────────────────────────────────────────────────────────────────────────

export interface DrawRow {
  id: number;
  slot: number;
  prizeId: string;
  amount: number;
  createdAt: number;
}
interface DrawDb {
  id: number;
  slot: number;
  prize_id: string;
  amount: number;
  created_at: Date;
}
const toDraw = (r: DrawDb): DrawRow => ({
  id: r.id,
  slot: r.slot,
  prizeId: r.prize_id,
  amount: r.amount,
  createdAt: r.created_at.getTime(),
});

export async function drawByKey(q: Queryable, activityId: string, memberId: number, key: string) {
  const { rows } = await q.query<DrawDb>(
    'select * from activity_draw where activity_id = $1 and member_id = $2 and idem_key = $3',
    [activityId, memberId, key],
  );
  const r = rows[0];
  return r ? toDraw(r) : null;
}

export async function countDraws(q: Queryable, activityId: string, memberId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'select count(*) as n from activity_draw where activity_id = $1 and member_id = $2',
    [activityId, memberId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertDraw(
  tx: Queryable,
  d: { activityId: string; memberId: number; key: string; slot: number; prizeId: string; amount: number },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into activity_draw (activity_id, member_id, idem_key, slot, prize_id, amount)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [d.activityId, d.memberId, d.key, d.slot, d.prizeId, d.amount],
  );
  return rows[0]!.id;
}

// ── red envelopes ───────────────────────────────────────────────────────────────────────────────────

/** Creates the round with its full pool if it does not exist yet, then locks it; answers what remains. */
export async function lockEnvelopeRound(
  tx: Queryable,
  activityId: string,
  roundStart: number,
  pool: number,
): Promise<number> {
  await tx.query(
    `insert into activity_envelope_round (activity_id, round_start, pool, remaining) values ($1, $2, $3, $3)
     on conflict do nothing`,
    [activityId, new Date(roundStart), pool],
  );
  const { rows } = await tx.query<{ remaining: number }>(
    'select remaining from activity_envelope_round where activity_id = $1 and round_start = $2 for update',
    [activityId, new Date(roundStart)],
  );
  return rows[0]?.remaining ?? 0;
}

export async function envelopeGrabs(q: Queryable, activityId: string, roundStart: number, memberId: number) {
  const { rows } = await q.query<{ idem_key: string; amount: number }>(
    `select idem_key, amount from activity_envelope_grab where activity_id = $1 and round_start = $2
     and member_id = $3 order by id`,
    [activityId, new Date(roundStart), memberId],
  );
  return rows.map((r) => ({ key: r.idem_key, amount: r.amount }));
}

/** Takes `amount` from the round's pool and records the grab; the pool check is in the same statement. */
export async function takeEnvelope(
  tx: Queryable,
  g: { activityId: string; roundStart: number; memberId: number; key: string; amount: number },
): Promise<number | null> {
  const upd = await tx.query(
    `update activity_envelope_round set remaining = remaining - $3
     where activity_id = $1 and round_start = $2 and remaining >= $3 returning remaining`,
    [g.activityId, new Date(g.roundStart), g.amount],
  );
  if (upd.rows.length === 0) return null;
  const { rows } = await tx.query<{ id: number }>(
    `insert into activity_envelope_grab (activity_id, round_start, member_id, idem_key, amount)
     values ($1, $2, $3, $4, $5) returning id`,
    [g.activityId, new Date(g.roundStart), g.memberId, g.key, g.amount],
  );
  return rows[0]!.id;
}

export async function envelopeRound(q: Queryable, activityId: string, roundStart: number) {
  const { rows } = await q.query<{ pool: number; remaining: number }>(
    'select pool, remaining from activity_envelope_round where activity_id = $1 and round_start = $2',
    [activityId, new Date(roundStart)],
  );
  const r = rows[0];
  return r ? { pool: r.pool, remaining: r.remaining } : null;
}

// ── quiz and guess ──────────────────────────────────────────────────────────────────────────────────

export interface GuessRow {
  id: number;
  activityId: string;
  memberId: number;
  matchId: string;
  kickoffAt: number;
  pick: number;
  status: 'open' | 'won' | 'lost' | 'void';
}
interface GuessDb {
  id: number;
  activity_id: string;
  member_id: number;
  match_id: string;
  kickoff_at: number;
  pick: number;
  status: GuessRow['status'];
}
const toGuess = (r: GuessDb): GuessRow => ({
  id: r.id,
  activityId: r.activity_id,
  memberId: r.member_id,
  matchId: r.match_id,
  kickoffAt: r.kickoff_at,
  pick: r.pick,
  status: r.status,
});

/** Records a pick; false when the member already picked for that match instance. */
export async function insertGuess(
  tx: Queryable,
  g: { activityId: string; memberId: number; matchId: string; kickoffAt: number; pick: number },
): Promise<boolean> {
  const { rows } = await tx.query(
    `insert into activity_guess (activity_id, member_id, match_id, kickoff_at, pick) values ($1, $2, $3, $4, $5)
     on conflict do nothing returning id`,
    [g.activityId, g.memberId, g.matchId, g.kickoffAt, g.pick],
  );
  return rows.length > 0;
}

export async function memberGuesses(q: Queryable, activityId: string, memberId: number): Promise<GuessRow[]> {
  const { rows } = await q.query<GuessDb>(
    'select * from activity_guess where activity_id = $1 and member_id = $2 order by id desc limit 200',
    [activityId, memberId],
  );
  return rows.map(toGuess);
}

export async function openGuesses(q: Queryable): Promise<GuessRow[]> {
  const { rows } = await q.query<GuessDb>(`select * from activity_guess where status = 'open' order by id`);
  return rows.map(toGuess);
}

/** Settles one open guess; false when it was settled before (a concurrent settler got it). */
export async function settleGuess(
  tx: Queryable,
  id: number,
  status: 'won' | 'lost' | 'void',
  finalScore: string | null,
): Promise<boolean> {
  const { rows } = await tx.query(
    `update activity_guess set status = $2, final_score = $3, settled_at = now() where id = $1 and status = 'open'
     returning id`,
    [id, status, finalScore],
  );
  return rows.length > 0;
}

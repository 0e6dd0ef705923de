import type { Queryable } from '../../db/db.ts';

/*
 * All SQL of the responsible-play tables (responsible_limit, responsible_member, responsible_play_day,
 * responsible_exclusion). Other modules reach them through responsible-service.ts.
 */

export type LimitKind = 'deposit' | 'loss' | 'session';
export type LimitPeriodKey = 'day' | 'week' | 'month' | 'session';
export type ExclusionKind = 'timeout' | 'self_exclusion';

export interface LimitRow {
  kind: LimitKind;
  period: LimitPeriodKey;
  amount: number | null;
  pendingAmount: number | null;
  /** When the pending value takes effect; null = nothing pending. */
  pendingAt: number | null;
}

export interface PlayStateRow {
  realityMinutes: number | null;
  sessionStartedAt: number | null;
  sessionLastAt: number | null;
  sessionStakes: number;
  sessionWins: number;
  realityAckAt: number | null;
}

export interface ExclusionRow {
  kind: ExclusionKind;
  startsAt: number;
  endsAt: number;
  setBy: 'member' | 'operator';
  note: string | null;
}

const ms = (v: Date | null): number | null => (v === null ? null : v.getTime());

/**
 * Creates the member's play-state row if missing and locks it (FOR UPDATE) for the rest of the caller's
 * transaction: the one serialisation point of every limit check of this member, on every instance.
 */
export async function lockPlayState(tx: Queryable, memberId: number, now: number): Promise<PlayStateRow> {
  await tx.query(
    `insert into responsible_member (member_id, updated_at) values ($1, $2) on conflict (member_id) do nothing`,
    [memberId, new Date(now)],
  );
  return (await readPlayState(tx, memberId, true)) as PlayStateRow;
}

export async function readPlayState(
  q: Queryable,
  memberId: number,
  lock = false,
): Promise<PlayStateRow | null> {
  const { rows } = await q.query<{
    reality_minutes: number | null;
    session_started_at: Date | null;
    session_last_at: Date | null;
    session_stakes: number;
    session_wins: number;
    reality_ack_at: Date | null;
  }>(
    `select reality_minutes, session_started_at, session_last_at, session_stakes, session_wins, reality_ack_at
       from responsible_member where member_id = $1${lock ? ' for update' : ''}`,
    [memberId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    realityMinutes: r.reality_minutes,
    sessionStartedAt: ms(r.session_started_at),
    sessionLastAt: ms(r.session_last_at),
    sessionStakes: r.session_stakes,
    sessionWins: r.session_wins,
    realityAckAt: ms(r.reality_ack_at),
  };
}

/** Writes the session part of the play state (after a stake, a win, a reality answer). */
export async function saveSession(
  tx: Queryable,
  memberId: number,
  s: Pick<
    PlayStateRow,
    'sessionStartedAt' | 'sessionLastAt' | 'sessionStakes' | 'sessionWins' | 'realityAckAt'
  >,
  now: number,
): Promise<void> {
  const d = (v: number | null) => (v === null ? null : new Date(v));
  await tx.query(
    `update responsible_member set session_started_at = $2, session_last_at = $3, session_stakes = $4,
       session_wins = $5, reality_ack_at = $6, updated_at = $7 where member_id = $1`,
    [
      memberId,
      d(s.sessionStartedAt),
      d(s.sessionLastAt),
      s.sessionStakes,
      s.sessionWins,
      d(s.realityAckAt),
      new Date(now),
    ],
  );
}

export async function saveRealityMinutes(
  tx: Queryable,
  memberId: number,
  minutes: number | null,
  now: number,
) {
  await tx.query('update responsible_member set reality_minutes = $2, updated_at = $3 where member_id = $1', [
    memberId,
    minutes,
    new Date(now),
  ]);
}

export async function listLimits(q: Queryable, memberId: number): Promise<LimitRow[]> {
  const { rows } = await q.query<{
    kind: LimitKind;
    period: LimitPeriodKey;
    amount: number | null;
    pending_amount: number | null;
    pending_at: Date | null;
  }>('select kind, period, amount, pending_amount, pending_at from responsible_limit where member_id = $1', [
    memberId,
  ]);
  return rows.map((r) => ({
    kind: r.kind,
    period: r.period,
    amount: r.amount,
    pendingAmount: r.pending_amount,
    pendingAt: ms(r.pending_at),
  }));
}

export async function saveLimit(tx: Queryable, memberId: number, row: LimitRow, now: number): Promise<void> {
  await tx.query(
    `insert into responsible_limit (member_id, kind, period, amount, pending_amount, pending_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (member_id, kind, period) do update set amount = excluded.amount,
       pending_amount = excluded.pending_amount, pending_at = excluded.pending_at, updated_at = excluded.updated_at`,
    [
      memberId,
      row.kind,
      row.period,
      row.amount,
      row.pendingAmount,
      row.pendingAt === null ? null : new Date(row.pendingAt),
      new Date(now),
    ],
  );
}

/** Adds stakes and wins to the member's site day (`day` is 'YYYY-MM-DD' in UTC+8). */
export async function addPlay(tx: Queryable, memberId: number, day: string, stakes: number, wins: number) {
  await tx.query(
    `insert into responsible_play_day (member_id, day, stakes, wins) values ($1, $2, $3, $4)
     on conflict (member_id, day) do update set stakes = responsible_play_day.stakes + excluded.stakes,
       wins = responsible_play_day.wins + excluded.wins`,
    [memberId, day, stakes, wins],
  );
}

/** Stakes and wins of the site days from `fromDay` on (inclusive). */
export async function playSince(
  q: Queryable,
  memberId: number,
  fromDay: string,
): Promise<{ stakes: number; wins: number }> {
  const { rows } = await q.query<{ stakes: number; wins: number }>(
    `select coalesce(sum(stakes), 0) as stakes, coalesce(sum(wins), 0) as wins
       from responsible_play_day where member_id = $1 and day >= $2`,
    [memberId, fromDay],
  );
  return { stakes: rows[0]?.stakes ?? 0, wins: rows[0]?.wins ?? 0 };
}

/** Play per site day from `fromDay` on, newest first. */
export async function playDays(
  q: Queryable,
  memberId: number,
  fromDay: string,
): Promise<{ day: string; stakes: number; wins: number }[]> {
  const { rows } = await q.query<{ day: string; stakes: number; wins: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, stakes, wins from responsible_play_day
      where member_id = $1 and day >= $2 order by day desc`,
    [memberId, fromDay],
  );
  return rows.map((r) => ({ day: r.day, stakes: r.stakes, wins: r.wins }));
}

/** The exclusion running at `now` that ends last, or null. */
export async function activeExclusion(
  q: Queryable,
  memberId: number,
  now: number,
): Promise<ExclusionRow | null> {
  const { rows } = await q.query<{
    kind: ExclusionKind;
    starts_at: Date;
    ends_at: Date;
    set_by: 'member' | 'operator';
    note: string | null;
  }>(
    `select kind, starts_at, ends_at, set_by, note from responsible_exclusion
      where member_id = $1 and starts_at <= $2 and ends_at > $2
      order by (kind = 'self_exclusion') desc, ends_at desc limit 1`,
    [memberId, new Date(now)],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    kind: r.kind,
    startsAt: r.starts_at.getTime(),
    endsAt: r.ends_at.getTime(),
    setBy: r.set_by,
    note: r.note,
  };
}

export async function insertExclusion(
  tx: Queryable,
  memberId: number,
  e: ExclusionRow,
  now: number,
): Promise<void> {
  await tx.query(
    `insert into responsible_exclusion (member_id, kind, starts_at, ends_at, set_by, note, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [memberId, e.kind, new Date(e.startsAt), new Date(e.endsAt), e.setBy, e.note, new Date(now)],
  );
}

/** Every exclusion of a member, newest first (operators). */
export async function listExclusions(
  q: Queryable,
  memberId: number,
): Promise<(ExclusionRow & { id: string; createdAt: number })[]> {
  const { rows } = await q.query<{
    id: string;
    kind: ExclusionKind;
    starts_at: Date;
    ends_at: Date;
    set_by: 'member' | 'operator';
    note: string | null;
    created_at: Date;
  }>(
    `select id::text as id, kind, starts_at, ends_at, set_by, note, created_at from responsible_exclusion
      where member_id = $1 order by created_at desc, responsible_exclusion.id desc`,
    [memberId],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    startsAt: r.starts_at.getTime(),
    endsAt: r.ends_at.getTime(),
    setBy: r.set_by,
    note: r.note,
    createdAt: r.created_at.getTime(),
  }));
}

import type { BetOutcome, MarketKind } from '@arena/domain';
import type { Queryable } from '../../db/db.ts';

/** All SQL of the parlay tables (migration 20261127T0200_sportsbook_parlay.sql). */

export interface ParlayLegRow {
  legNo: number;
  matchId: string;
  matchStartAt: number;
  matchLabel: string;
  leagueName: string;
  marketKey: string;
  marketName: string;
  kind: MarketKind;
  line4: number;
  pick: string;
  selectionName: string;
  oddsE2: number;
  inPlay: boolean;
  scoreAtBet: string | null;
  outcome: BetOutcome | null;
  finalScore: string | null;
}

export interface ParlayRow {
  id: number;
  betNo: string;
  memberId: number;
  oddsE2: number;
  stake: number;
  status: 'pending' | 'settled';
  outcome: BetOutcome | null;
  returned: number | null;
  createdAt: number;
  settledAt: number | null;
  legs: ParlayLegRow[];
}

interface RawParlay {
  id: number;
  bet_no: string;
  member_id: number;
  odds_e2: number;
  stake: number;
  status: 'pending' | 'settled';
  outcome: BetOutcome | null;
  returned: number | null;
  created_at: Date;
  settled_at: Date | null;
  legs: RawLeg[] | string;
}

interface RawLeg {
  leg_no: number;
  match_id: string;
  match_start_at: number;
  match_label: string;
  league_name: string;
  market_key: string;
  market_name: string;
  kind: MarketKind;
  line4: number;
  pick: string;
  selection_name: string;
  odds_e2: number;
  in_play: boolean;
  score_at_bet: string | null;
  outcome: BetOutcome | null;
  final_score: string | null;
}

const PARLAY_SELECT = `
  select p.id, p.bet_no, p.member_id, p.odds_e2, p.stake, p.status, p.outcome, p.returned, p.created_at,
    p.settled_at,
    (select json_agg(json_build_object('leg_no', l.leg_no, 'match_id', l.match_id,
        'match_start_at', l.match_start_at, 'match_label', l.match_label, 'league_name', l.league_name,
        'market_key', l.market_key, 'market_name', l.market_name, 'kind', l.kind, 'line4', l.line4,
        'pick', l.pick, 'selection_name', l.selection_name, 'odds_e2', l.odds_e2, 'in_play', l.in_play,
        'score_at_bet', l.score_at_bet, 'outcome', l.outcome, 'final_score', l.final_score)
        order by l.leg_no)
      from sportsbook_parlay_leg l where l.parlay_id = p.id) as legs
  from sportsbook_parlay p`;

const toLeg = (l: RawLeg): ParlayLegRow => ({
  legNo: l.leg_no,
  matchId: l.match_id,
  matchStartAt: l.match_start_at,
  matchLabel: l.match_label,
  leagueName: l.league_name,
  marketKey: l.market_key,
  marketName: l.market_name,
  kind: l.kind,
  line4: l.line4,
  pick: l.pick,
  selectionName: l.selection_name,
  oddsE2: l.odds_e2,
  inPlay: l.in_play,
  scoreAtBet: l.score_at_bet,
  outcome: l.outcome,
  finalScore: l.final_score,
});

const toParlay = (r: RawParlay): ParlayRow => ({
  id: r.id,
  betNo: r.bet_no,
  memberId: r.member_id,
  oddsE2: r.odds_e2,
  stake: r.stake,
  status: r.status,
  outcome: r.outcome,
  returned: r.returned,
  createdAt: r.created_at.getTime(),
  settledAt: r.settled_at === null ? null : r.settled_at.getTime(),
  legs: (typeof r.legs === 'string' ? (JSON.parse(r.legs) as RawLeg[]) : (r.legs ?? [])).map(toLeg),
});

export async function findParlayByKey(
  q: Queryable,
  memberId: number,
  key: string,
): Promise<ParlayRow | null> {
  const { rows } = await q.query<RawParlay>(
    `${PARLAY_SELECT} where p.member_id = $1 and p.idempotency_key = $2`,
    [memberId, key],
  );
  return rows[0] ? toParlay(rows[0]) : null;
}

/** Inserts a parlay with its legs; null when the member's idempotency key is already taken. */
export async function insertParlay(
  q: Queryable,
  p: { key: string; betNo: string; memberId: number; oddsE2: number; stake: number; createdAt: number },
  legs: readonly Omit<ParlayLegRow, 'outcome' | 'finalScore'>[],
): Promise<ParlayRow | null> {
  const { rows } = await q.query<{ id: number }>(
    `insert into sportsbook_parlay (bet_no, member_id, idempotency_key, odds_e2, stake, created_at)
     values ($1, $2, $3, $4, $5, $6) on conflict (member_id, idempotency_key) do nothing returning id`,
    [p.betNo, p.memberId, p.key, p.oddsE2, p.stake, new Date(p.createdAt)],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await q.query(
    `insert into sportsbook_parlay_leg (parlay_id, member_id, leg_no, match_id, match_start_at, match_label,
       league_name, market_key, market_name, kind, line4, pick, selection_name, odds_e2, in_play, score_at_bet)
     select $1, $2, v.* from jsonb_to_recordset($3::jsonb) as v(leg_no int, match_id text, match_start_at bigint,
       match_label text, league_name text, market_key text, market_name text, kind text, line4 int, pick text,
       selection_name text, odds_e2 int, in_play boolean, score_at_bet text)`,
    [
      id,
      p.memberId,
      JSON.stringify(
        legs.map((l) => ({
          leg_no: l.legNo,
          match_id: l.matchId,
          match_start_at: l.matchStartAt,
          match_label: l.matchLabel,
          league_name: l.leagueName,
          market_key: l.marketKey,
          market_name: l.marketName,
          kind: l.kind,
          line4: l.line4,
          pick: l.pick,
          selection_name: l.selectionName,
          odds_e2: l.oddsE2,
          in_play: l.inPlay,
          score_at_bet: l.scoreAtBet,
        })),
      ),
    ],
  );
  const { rows: made } = await q.query<RawParlay>(`${PARLAY_SELECT} where p.id = $1`, [id]);
  return made[0] ? toParlay(made[0]) : null;
}

/** Open legs of one match, locked for settlement (skipping legs another settler holds). */
export async function lockOpenLegs(
  q: Queryable,
  matchId: string,
): Promise<(ParlayLegRow & { parlayId: number })[]> {
  const { rows } = await q.query<RawLeg & { parlay_id: number }>(
    `select parlay_id, leg_no, match_id, match_start_at, match_label, league_name, market_key, market_name,
       kind, line4, pick, selection_name, odds_e2, in_play, score_at_bet, outcome, final_score
     from sportsbook_parlay_leg where match_id = $1 and outcome is null
     order by parlay_id, leg_no for update skip locked`,
    [matchId],
  );
  return rows.map((r) => ({ ...toLeg(r), parlayId: r.parlay_id }));
}

export async function markLegSettled(
  q: Queryable,
  parlayId: number,
  legNo: number,
  s: { outcome: BetOutcome; finalScore: string | null },
) {
  await q.query(
    `update sportsbook_parlay_leg set outcome = $3, final_score = $4
     where parlay_id = $1 and leg_no = $2 and outcome is null`,
    [parlayId, legNo, s.outcome, s.finalScore],
  );
}

/** A pending parlay with its legs, locked while it is decided (null when settled already). */
export async function lockPendingParlay(q: Queryable, parlayId: number): Promise<ParlayRow | null> {
  const { rows: locked } = await q.query(
    `select id from sportsbook_parlay where id = $1 and status = 'pending' for update`,
    [parlayId],
  );
  if (locked.length === 0) return null;
  const { rows } = await q.query<RawParlay>(`${PARLAY_SELECT} where p.id = $1`, [parlayId]);
  return rows[0] ? toParlay(rows[0]) : null;
}

export async function markParlaySettled(
  q: Queryable,
  parlayId: number,
  s: { outcome: BetOutcome; returned: number; at: number },
) {
  await q.query(
    `update sportsbook_parlay set status = 'settled', outcome = $2, returned = $3, settled_at = $4
     where id = $1 and status = 'pending'`,
    [parlayId, s.outcome, s.returned, new Date(s.at)],
  );
}

/** A member's parlays, newest first: open ones or settled ones. */
export async function memberParlays(
  q: Queryable,
  memberId: number,
  status: 'pending' | 'settled',
  limit: number,
): Promise<ParlayRow[]> {
  const { rows } = await q.query<RawParlay>(
    `${PARLAY_SELECT} where p.member_id = $1 and p.status = $2 order by p.created_at desc, p.id desc limit $3`,
    [memberId, status, limit],
  );
  return rows.map(toParlay);
}

/** A member's parlays placed in [from, to), newest first (for the game records). */
export async function memberParlaysBetween(
  q: Queryable,
  memberId: number,
  from: number,
  to: number,
  limit: number,
): Promise<ParlayRow[]> {
  const { rows } = await q.query<RawParlay>(
    `${PARLAY_SELECT} where p.member_id = $1 and p.created_at >= $2 and p.created_at < $3
     order by p.created_at desc, p.id desc limit $4`,
    [memberId, new Date(from), new Date(to), limit],
  );
  return rows.map(toParlay);
}

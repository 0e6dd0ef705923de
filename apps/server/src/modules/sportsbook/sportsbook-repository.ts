import type { BetOutcome, MarketKind } from '@arena/domain';
import type { Queryable } from '../../db/db.ts';

/** All SQL of the sportsbook tables (migration 20261126T0200_sportsbook.sql). */

export interface Limits {
  minStake: number;
  maxStake: number;
  maxPayout: number;
  maxMarketStake: number;
  maxMatchStake: number;
}

export async function readLimits(q: Queryable): Promise<Limits> {
  const { rows } = await q.query<{
    min_stake: string | number;
    max_stake: string | number;
    max_payout: string | number;
    max_market_stake: string | number;
    max_match_stake: string | number;
  }>(
    `select min_stake, max_stake, max_payout, max_market_stake, max_match_stake from sportsbook_limit
     where id = 'default'`,
  );
  const r = rows[0];
  if (!r) throw new Error('sportsbook_limit default row missing');
  return {
    minStake: Number(r.min_stake),
    maxStake: Number(r.max_stake),
    maxPayout: Number(r.max_payout),
    maxMarketStake: Number(r.max_market_stake),
    maxMatchStake: Number(r.max_match_stake),
  };
}

export async function writeLimits(q: Queryable, l: Limits): Promise<void> {
  await q.query(
    `update sportsbook_limit set min_stake = $1, max_stake = $2, max_payout = $3, max_market_stake = $4,
       max_match_stake = $5 where id = 'default'`,
    [l.minStake, l.maxStake, l.maxPayout, l.maxMarketStake, l.maxMatchStake],
  );
}

export interface BookState {
  suspendedUntil: number;
  shiftE2: number;
  /** Start of the match instance the operator abandoned (its markets are closed), or null. */
  abandonedStart: number | null;
}

/**
 * Records the scores the book has seen and answers each match's state. A match whose score changed
 * since the last look (same start) is suspended until `now + suspendMs`; one statement for any number of
 * matches, and unchanged rows are not written.
 */
export async function observeScores(
  q: Queryable,
  seen: readonly { id: string; startAt: number; home: number | null; visit: number | null }[],
  now: number,
  suspendMs: number,
): Promise<Map<string, BookState>> {
  if (seen.length > 0)
    await q.query(
      `insert into sportsbook_match_state as s (match_id, start_at, home_score, visit_score)
       select id, start_at, home, visit from jsonb_to_recordset($1::jsonb)
         as v(id text, start_at bigint, home int, visit int)
       on conflict (match_id) do update set start_at = excluded.start_at, home_score = excluded.home_score,
         visit_score = excluded.visit_score,
         suspended_until = case when s.start_at = excluded.start_at and s.home_score is not null
           then $2::bigint + $3::bigint else s.suspended_until end
       where (s.start_at, s.home_score, s.visit_score)
         is distinct from (excluded.start_at, excluded.home_score, excluded.visit_score)`,
      [
        JSON.stringify(seen.map((m) => ({ id: m.id, start_at: m.startAt, home: m.home, visit: m.visit }))),
        now,
        suspendMs,
      ],
    );
  const { rows } = await q.query<{
    match_id: string;
    suspended_until: string | number;
    shift_e2: number;
    abandoned_start: string | number | null;
  }>(
    `select match_id, suspended_until, shift_e2, abandoned_start from sportsbook_match_state
     where match_id = any($1::text[])`,
    [seen.map((s) => s.id)],
  );
  return new Map(
    rows.map((r) => [
      r.match_id,
      {
        suspendedUntil: Number(r.suspended_until),
        shiftE2: r.shift_e2,
        abandonedStart: r.abandoned_start === null ? null : Number(r.abandoned_start),
      },
    ]),
  );
}

/** Trader shift of a match's home strength (hundredths, clamped to ±40). */
export async function shiftMatch(q: Queryable, matchId: string, startAt: number, byE2: number) {
  await q.query(
    `insert into sportsbook_match_state (match_id, start_at, shift_e2) values ($1, $2, greatest(-40, least(40, $3::int)))
     on conflict (match_id) do update set shift_e2 = greatest(-40, least(40, sportsbook_match_state.shift_e2 + $3::int))`,
    [matchId, startAt, byE2],
  );
}

/** Closes the current instance of a match (operator abandon): its markets stay closed until it moves on. */
export async function markAbandoned(q: Queryable, matchId: string, startAt: number) {
  await q.query(
    `insert into sportsbook_match_state (match_id, start_at, abandoned_start) values ($1, $2, $2)
     on conflict (match_id) do update set abandoned_start = $2`,
    [matchId, startAt],
  );
}

/** Operator-suspended market kinds, by match. */
export async function readSuspensions(q: Queryable, matchIds: readonly string[]): Promise<Set<string>> {
  const { rows } = await q.query<{ match_id: string; kind: string }>(
    'select match_id, kind from sportsbook_suspension where match_id = any($1::text[])',
    [matchIds],
  );
  return new Set(rows.map((r) => `${r.match_id}|${r.kind}`));
}

export async function setSuspension(q: Queryable, matchId: string, kind: string, on: boolean) {
  if (on)
    await q.query(
      'insert into sportsbook_suspension (match_id, kind) values ($1, $2) on conflict do nothing',
      [matchId, kind],
    );
  else await q.query('delete from sportsbook_suspension where match_id = $1 and kind = $2', [matchId, kind]);
}

export interface BetRow {
  betNo: string;
  memberId: number;
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
  stake: number;
  inPlay: boolean;
  scoreAtBet: string | null;
  status: 'pending' | 'settled';
  outcome: BetOutcome | null;
  returned: number | null;
  finalScore: string | null;
  createdAt: number;
  settledAt: number | null;
}

const BET_COLUMNS = `bet_no, member_id, match_id, match_start_at, match_label, league_name, market_key,
  market_name, kind, line4, pick, selection_name, odds_e2, stake, in_play, score_at_bet, status, outcome,
  returned, final_score, created_at, settled_at`;

interface RawBet {
  bet_no: string;
  member_id: string | number;
  match_id: string;
  match_start_at: string | number;
  match_label: string;
  league_name: string;
  market_key: string;
  market_name: string;
  kind: MarketKind;
  line4: number;
  pick: string;
  selection_name: string;
  odds_e2: number;
  stake: string | number;
  in_play: boolean;
  score_at_bet: string | null;
  status: 'pending' | 'settled';
  outcome: BetOutcome | null;
  returned: string | number | null;
  final_score: string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
}

const toBet = (r: RawBet): BetRow => ({
  betNo: r.bet_no,
  memberId: Number(r.member_id),
  matchId: r.match_id,
  matchStartAt: Number(r.match_start_at),
  matchLabel: r.match_label,
  leagueName: r.league_name,
  marketKey: r.market_key,
  marketName: r.market_name,
  kind: r.kind,
  line4: r.line4,
  pick: r.pick,
  selectionName: r.selection_name,
  oddsE2: r.odds_e2,
  stake: Number(r.stake),
  inPlay: r.in_play,
  scoreAtBet: r.score_at_bet,
  status: r.status,
  outcome: r.outcome,
  returned: r.returned === null ? null : Number(r.returned),
  finalScore: r.final_score,
  createdAt: new Date(r.created_at).getTime(),
  settledAt: r.settled_at === null ? null : new Date(r.settled_at).getTime(),
});

export async function findBetByKey(q: Queryable, memberId: number, key: string): Promise<BetRow | null> {
  const { rows } = await q.query<RawBet>(
    `select ${BET_COLUMNS} from sportsbook_bet where member_id = $1 and idempotency_key = $2`,
    [memberId, key],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

/** Inserts a bet; null when the member's idempotency key is already taken (a concurrent twin won). */
export async function insertBet(
  q: Queryable,
  bet: Omit<BetRow, 'status' | 'outcome' | 'returned' | 'finalScore' | 'settledAt'> & { key: string },
): Promise<BetRow | null> {
  const { rows } = await q.query<RawBet>(
    `insert into sportsbook_bet (bet_no, member_id, idempotency_key, match_id, match_start_at, match_label,
       league_name, market_key, market_name, kind, line4, pick, selection_name, odds_e2, stake, in_play,
       score_at_bet, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     on conflict (member_id, idempotency_key) do nothing returning ${BET_COLUMNS}`,
    [
      bet.betNo,
      bet.memberId,
      bet.key,
      bet.matchId,
      bet.matchStartAt,
      bet.matchLabel,
      bet.leagueName,
      bet.marketKey,
      bet.marketName,
      bet.kind,
      bet.line4,
      bet.pick,
      bet.selectionName,
      bet.oddsE2,
      bet.stake,
      bet.inPlay,
      bet.scoreAtBet,
      new Date(bet.createdAt),
    ],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

/** What a member already staked on one market of one match (for the per-market limit). */
export async function stakedOnMarket(q: Queryable, memberId: number, matchId: string, marketKey: string) {
  const { rows } = await q.query<{ total: string | number | null }>(
    `select sum(stake) as total from sportsbook_bet where member_id = $1 and match_id = $2 and market_key = $3
       and (outcome is null or outcome <> 'void')`,
    [memberId, matchId, marketKey],
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * What a member already staked on one match across its markets: singles plus the stakes of parlays with
 * a leg on it (void ones do not count), for the per-match limit.
 */
export async function stakedOnMatch(q: Queryable, memberId: number, matchId: string) {
  const { rows } = await q.query<{ total: string | number | null }>(
    `select coalesce((select sum(stake) from sportsbook_bet where member_id = $1 and match_id = $2
         and (outcome is null or outcome <> 'void')), 0)
       + coalesce((select sum(p.stake) from sportsbook_parlay_leg l join sportsbook_parlay p on p.id = l.parlay_id
         where l.member_id = $1 and l.match_id = $2 and (p.outcome is null or p.outcome <> 'void')), 0) as total`,
    [memberId, matchId],
  );
  return Number(rows[0]?.total ?? 0);
}

/** Open bets of a match, locked for settlement (skipping rows another settler holds). */
export async function lockOpenBets(q: Queryable, matchId: string): Promise<BetRow[]> {
  const { rows } = await q.query<RawBet>(
    `select ${BET_COLUMNS} from sportsbook_bet where match_id = $1 and status = 'pending'
     order by id for update skip locked`,
    [matchId],
  );
  return rows.map(toBet);
}

export async function markSettled(
  q: Queryable,
  betNo: string,
  s: { outcome: BetOutcome; returned: number; finalScore: string | null; at: number },
) {
  await q.query(
    `update sportsbook_bet set status = 'settled', outcome = $2, returned = $3, final_score = $4, settled_at = $5
     where bet_no = $1 and status = 'pending'`,
    [betNo, s.outcome, s.returned, s.finalScore, new Date(s.at)],
  );
}

/** Match ids that have open bets or open parlay legs. */
export async function matchesWithOpenBets(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ match_id: string }>(
    `select match_id from sportsbook_bet where status = 'pending'
     union select match_id from sportsbook_parlay_leg where outcome is null`,
  );
  return rows.map((r) => r.match_id);
}

/** A member's bets, newest first: open ones or settled ones. */
export async function memberBets(
  q: Queryable,
  memberId: number,
  status: 'pending' | 'settled',
  limit: number,
): Promise<BetRow[]> {
  const { rows } = await q.query<RawBet>(
    `select ${BET_COLUMNS} from sportsbook_bet where member_id = $1 and status = $2
     order by created_at desc, id desc limit $3`,
    [memberId, status, limit],
  );
  return rows.map(toBet);
}

/** A member's singles placed in [from, to), newest first (for the game records). */
export async function memberBetsBetween(
  q: Queryable,
  memberId: number,
  from: number,
  to: number,
  limit: number,
): Promise<BetRow[]> {
  const { rows } = await q.query<RawBet>(
    `select ${BET_COLUMNS} from sportsbook_bet where member_id = $1 and created_at >= $2 and created_at < $3
     order by created_at desc, id desc limit $4`,
    [memberId, new Date(from), new Date(to), limit],
  );
  return rows.map(toBet);
}

/**
 * Count, stakes and net result (returns less stakes of settled bets) of a member's singles and parlays
 * placed in [from, to), for the game records' totals.
 */
export async function betTotalsBetween(q: Queryable, memberId: number, from: number, to: number) {
  const { rows } = await q.query<{ n: string | number; bet: string | number; wl: string | number }>(
    `select count(*) as n, coalesce(sum(stake), 0) as bet,
       coalesce(sum(case when status = 'settled' then returned - stake else 0 end), 0) as wl
     from (select stake, returned, status from sportsbook_bet
             where member_id = $1 and created_at >= $2 and created_at < $3
           union all select stake, returned, status from sportsbook_parlay
             where member_id = $1 and created_at >= $2 and created_at < $3) b`,
    [memberId, new Date(from), new Date(to)],
  );
  return {
    count: Number(rows[0]?.n ?? 0),
    bet: Number(rows[0]?.bet ?? 0),
    winLoss: Number(rows[0]?.wl ?? 0),
  };
}

import type { BetOutcome, MarketKind } from '@arena/domain';
import type { Queryable } from '../../db/db.ts';

/**
 * SQL of the book's single bets (`sportsbook_bet`, migration 20261126T0200_sportsbook.sql): placing,
 * limits already staked, settlement and the member's lists. Limits, match state and operator holds live
 * in sportsbook-state-repository.ts, parlays in sportsbook-parlay-repository.ts.
 */

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
  member_id: number;
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
  stake: number;
  in_play: boolean;
  score_at_bet: string | null;
  status: 'pending' | 'settled';
  outcome: BetOutcome | null;
  returned: number | null;
  final_score: string | null;
  created_at: Date;
  settled_at: Date | null;
}

const toBet = (r: RawBet): BetRow => ({
  betNo: r.bet_no,
  memberId: r.member_id,
  matchId: r.match_id,
  matchStartAt: r.match_start_at,
  matchLabel: r.match_label,
  leagueName: r.league_name,
  marketKey: r.market_key,
  marketName: r.market_name,
  kind: r.kind,
  line4: r.line4,
  pick: r.pick,
  selectionName: r.selection_name,
  oddsE2: r.odds_e2,
  stake: r.stake,
  inPlay: r.in_play,
  scoreAtBet: r.score_at_bet,
  status: r.status,
  outcome: r.outcome,
  returned: r.returned,
  finalScore: r.final_score,
  createdAt: r.created_at.getTime(),
  settledAt: r.settled_at === null ? null : r.settled_at.getTime(),
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

/**
 * What a member already staked on one match (for the per-match limit): singles plus the stakes of parlays
 * with a leg on it; and, of that, the singles on one of its markets (for the per-market limit). Void bets
 * do not count.
 */
export async function stakedOn(
  q: Queryable,
  memberId: number,
  matchId: string,
  marketKey: string | null,
): Promise<{ match: number; market: number }> {
  const { rows } = await q.query<{ market: number; match: number }>(
    `select coalesce(sum(stake) filter (where market_key = $3), 0) as market,
            coalesce(sum(stake), 0)
              + coalesce((select sum(p.stake) from sportsbook_parlay_leg l
                  join sportsbook_parlay p on p.id = l.parlay_id
                  where l.member_id = $1 and l.match_id = $2 and (p.outcome is null or p.outcome <> 'void')), 0)
              as match
       from sportsbook_bet where member_id = $1 and match_id = $2 and (outcome is null or outcome <> 'void')`,
    [memberId, matchId, marketKey],
  );
  return { market: rows[0]?.market ?? 0, match: rows[0]?.match ?? 0 };
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
  const { rows } = await q.query<{ n: number; bet: number; wl: number }>(
    `select count(*) as n, coalesce(sum(stake), 0) as bet,
       coalesce(sum(case when status = 'settled' then returned - stake else 0 end), 0) as wl
     from (select stake, returned, status from sportsbook_bet
             where member_id = $1 and created_at >= $2 and created_at < $3
           union all select stake, returned, status from sportsbook_parlay
             where member_id = $1 and created_at >= $2 and created_at < $3) b`,
    [memberId, new Date(from), new Date(to)],
  );
  return {
    count: rows[0]?.n ?? 0,
    bet: rows[0]?.bet ?? 0,
    winLoss: rows[0]?.wl ?? 0,
  };
}

import {
  settleParlay,
  settleSelection,
  settledReturn,
  validTurnover,
  type BetOutcome,
  type SelectionRef,
} from '@arena/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { matchClock } from '../live/live-phase.ts';
import { readMatchRow } from '../live/live-match-service.ts';
import { recordSettledStake } from '../rewards/turnover-service.ts';
import { recordWin } from '../responsible/responsible-service.ts';
import { postMovement } from '../wallet/ledger.ts';
import { venueWallet } from '../wallet/venue-transfer-service.ts';
import { BOOK_VENUE } from './sportsbook-bet-service.ts';
import { lockOpenBets, markSettled, matchesWithOpenBets } from './sportsbook-repository.ts';
import {
  lockOpenLegs,
  lockPendingParlay,
  markLegSettled,
  markParlaySettled,
} from './sportsbook-parlay-repository.ts';
import type { MatchRow } from '../live/live-match-service.ts';

type Decided = { outcome: BetOutcome; finalScore: string | null } | null;

/** How a selection on this match instance ended at `now`; null while it is still to be played. */
function decide(
  row: MatchRow | null,
  sel: SelectionRef & { matchStartAt: number },
  now: number,
  abandon: boolean,
): Decided {
  if (abandon || !row || row.start_at > sel.matchStartAt) return { outcome: 'void', finalScore: null };
  const { phase } = matchClock(
    { sport: row.sport, startAt: row.start_at, durationMin: row.duration_min },
    now,
  );
  if (phase !== 'ended') return null;
  const score = { home: row.home_score ?? 0, visit: row.visit_score ?? 0 };
  return { outcome: settleSelection(sel, score), finalScore: `${score.home}-${score.visit}` };
}

/** Pays a settled return into the venue (when any) and books the stake's valid turnover. */
async function payOut(
  tx: Queryable,
  bet: { betNo: string; memberId: number; stake: number; remark: string },
  outcome: BetOutcome,
  returned: number,
  now: number,
) {
  if (returned > 0)
    await postMovement(tx, {
      idempotencyKey: `sportsbook-settle:${bet.betNo}`,
      memberId: bet.memberId,
      type: 'game_win',
      refNo: bet.betNo,
      remark: bet.remark,
      now,
      postings: [
        { memberId: null, account: 'house:games', currency: 'CNY', amount: -returned },
        { memberId: bet.memberId, account: venueWallet(BOOK_VENUE), currency: 'CNY', amount: returned },
      ],
    });
  await recordWin(tx, bet.memberId, returned, now);
  const turnover = validTurnover(bet.stake, outcome);
  if (turnover > 0)
    await recordSettledStake(tx, {
      memberId: bet.memberId,
      venueCode: BOOK_VENUE,
      gameType: 'sports',
      stake: turnover,
      refNo: bet.betNo,
    });
}

/**
 * Settles the open parlay legs of one match, then every parlay they decide (a lost leg decides at once;
 * otherwise the last leg does). The parlay row is locked while decided, so two settlers of two of its
 * matches cannot both miss or both pay it. Answers how many parlays were settled.
 */
async function settleLegs(
  tx: Queryable,
  row: MatchRow | null,
  matchId: string,
  now: number,
  abandon: boolean,
) {
  const touched = new Set<number>();
  for (const leg of await lockOpenLegs(tx, matchId)) {
    const decided = decide(row, leg, now, abandon);
    if (!decided) continue;
    await markLegSettled(tx, leg.parlayId, leg.legNo, decided);
    touched.add(leg.parlayId);
  }
  let settled = 0;
  for (const id of touched) {
    const parlay = await lockPendingParlay(tx, id);
    const result = parlay ? settleParlay(parlay.stake, parlay.legs) : null;
    if (!parlay || !result) continue;
    await payOut(
      tx,
      { ...parlay, remark: `体育串关派彩 ${parlay.legs.length} 串 1` },
      result.outcome,
      result.returned,
      now,
    );
    await markParlaySettled(tx, id, { ...result, at: now });
    settled++;
  }
  return settled;
}

/**
 * Settles the open bets and parlay legs of one match, in one transaction with their money. With `abandon` every open
 * bet is void (stake back). Otherwise a bet settles on the final score once its match has ended; a bet
 * whose match has since moved on to a later day (the engine replays a finished match a day later, score
 * cleared) without being settled is void, since its result is gone. (An operator finish moves the start
 * back, never forward.) Bets another settler holds are
 * skipped (`skip locked`), and every movement has the bet's key, so two instances settle each bet once.
 * Answers how many bets and parlays were settled.
 */
export async function settleMatch(
  db: Db,
  matchId: string,
  now: number,
  opts: { abandon?: boolean } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await readMatchRow(tx, matchId);
    const bets = await lockOpenBets(tx, matchId);
    let settled = 0;
    for (const bet of bets) {
      const decided = decide(row, bet, now, opts.abandon ?? false);
      if (!decided) continue;
      const returned = settledReturn(bet.stake, bet.oddsE2, decided.outcome);
      await payOut(
        tx,
        { ...bet, remark: `体育派彩 ${bet.matchLabel} ${bet.selectionName}` },
        decided.outcome,
        returned,
        now,
      );
      await markSettled(tx, bet.betNo, { ...decided, returned, at: now });
      settled++;
    }
    settled += await settleLegs(tx, row, matchId, now, opts.abandon ?? false);
    return settled;
  });
}

/** Settles every match with open bets that is due (ended, or moved on); the periodic job. */
export async function settleDue(db: Db, now: number): Promise<number> {
  let total = 0;
  for (const matchId of await matchesWithOpenBets(db)) total += await settleMatch(db, matchId, now);
  return total;
}

import { settleSelection, settledReturn, validTurnover, type BetOutcome } from '@arena/domain';
import type { Db } from '../../db/db.ts';
import { matchClock } from '../live/live-phase.ts';
import { readMatchRow } from '../live/live-repository.ts';
import { recordSettledStake } from '../rewards/turnover-service.ts';
import { recordWin } from '../responsible/responsible-service.ts';
import { postMovement } from '../wallet/ledger.ts';
import { venueWallet } from '../wallet/venue-transfer-service.ts';
import { BOOK_VENUE } from './sportsbook-bet-service.ts';
import { lockOpenBets, markSettled, matchesWithOpenBets } from './sportsbook-repository.ts';

/**
 * Settles the open bets of one match, in one transaction with their money. With `abandon` every open
 * bet is void (stake back). Otherwise a bet settles on the final score once its match has ended; a bet
 * whose match has since moved on to a later day (the engine replays a finished match a day later, score
 * cleared) without being settled is void, since its result is gone. (An operator finish moves the start
 * back, never forward.) Bets another settler holds are
 * skipped (`skip locked`), and every movement has the bet's key, so two instances settle each bet once.
 * Answers how many bets were settled.
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
      let outcome: BetOutcome;
      let finalScore: string | null = null;
      if (opts.abandon || !row || row.start_at > bet.matchStartAt) outcome = 'void';
      else {
        const { phase } = matchClock(
          { sport: row.sport, startAt: row.start_at, durationMin: row.duration_min },
          now,
        );
        if (phase !== 'ended') continue;
        const score = { home: row.home_score ?? 0, visit: row.visit_score ?? 0 };
        outcome = settleSelection({ kind: bet.kind, line4: bet.line4, pick: bet.pick }, score);
        finalScore = `${score.home}-${score.visit}`;
      }
      const returned = settledReturn(bet.stake, bet.oddsE2, outcome);
      const wallet = venueWallet(BOOK_VENUE);
      if (returned > 0)
        await postMovement(tx, {
          idempotencyKey: `sportsbook-settle:${bet.betNo}`,
          memberId: bet.memberId,
          type: 'game_win',
          refNo: bet.betNo,
          remark: `体育派彩 ${bet.matchLabel} ${bet.selectionName}`,
          now,
          postings: [
            { memberId: null, account: 'house:games', currency: 'CNY', amount: -returned },
            { memberId: bet.memberId, account: wallet, currency: 'CNY', amount: returned },
          ],
        });
      await markSettled(tx, bet.betNo, { outcome, returned, finalScore, at: now });
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
      settled++;
    }
    return settled;
  });
}

/** Settles every match with open bets that is due (ended, or moved on); the periodic job. */
export async function settleDue(db: Db, now: number): Promise<number> {
  let total = 0;
  for (const matchId of await matchesWithOpenBets(db)) total += await settleMatch(db, matchId, now);
  return total;
}

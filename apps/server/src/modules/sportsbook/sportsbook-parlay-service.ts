import {
  PARLAY_MAX_LEGS,
  PARLAY_MIN_LEGS,
  oddsText,
  oddsToE2,
  parlayPotential,
  priceAcceptable,
  type OddsPolicy,
} from '@arena/domain';
import { ErrorCode, type ParlayView } from '@arena/protocol';
import type { Db } from '../../db/db.ts';
import { lockWallets, postMovement, walletBalance, walletKey } from '../wallet/ledger.ts';
import { admitStake } from '../responsible/responsible-service.ts';
import {
  autoTransferEnabled,
  moveAllIntoVenue,
  venueForTransferIn,
  venueWallet,
} from '../wallet/venue-transfer-service.ts';
import { readBookMatch, type BookEntry } from './sportsbook-book.ts';
import {
  BOOK_VENUE,
  betNumber,
  checkMatchLimit,
  pick,
  refused,
  scoreOf,
  yuan,
  type SelectionInput,
} from './sportsbook-bet-service.ts';
import { findParlayByKey, insertParlay, type ParlayRow } from './sportsbook-parlay-repository.ts';
import { parlayView } from './sportsbook-parlay-view.ts';
import { readLimits } from './sportsbook-state-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

export interface ParlayInput {
  legs: readonly SelectionInput[];
  stake: number;
  policy: OddsPolicy;
  idempotencyKey: string;
}

const readAll = (db: Db, legs: readonly SelectionInput[], now: number) =>
  Promise.all(legs.map((l) => readBookMatch(db, l.matchId, now)));

/**
 * Places a parlay: one stake on 2–8 selections from different matches (docs/sportsbook.md "Parlays").
 * With any leg in play the whole parlay waits the acceptance delay once, and is refused when a score
 * changed or a market was held meanwhile, or when any leg's price moved against the policy; the book
 * takes every leg at the price of that moment. The potential return (stake × the product of the odds)
 * must fit the payout limit; the per-match limit holds for every leg's match under the wallet lock.
 * The stake moves 'venue:ybty' → 'house:games' in the transaction that stores the parlay; a repeated
 * idempotency key answers the first parlay.
 */
export async function placeParlay(
  db: Db,
  memberId: number,
  input: ParlayInput,
  opts: { now: () => number; acceptDelayMs: number; sleep: (ms: number) => Promise<void> },
): Promise<{ parlay: ParlayView; venueBalance: number; replayed: boolean }> {
  const wallet = venueWallet(BOOK_VENUE);
  const answer = async (p: ParlayRow, replayed: boolean) => ({
    parlay: parlayView(p),
    venueBalance: await walletBalance(db, memberId, wallet),
    replayed,
  });
  const earlier = await findParlayByKey(db, memberId, input.idempotencyKey);
  if (earlier) return answer(earlier, true);

  if (input.legs.length < PARLAY_MIN_LEGS || input.legs.length > PARLAY_MAX_LEGS)
    throw refused(
      ErrorCode.badInput,
      msg('sportsbook.parlayLegs', { min: PARLAY_MIN_LEGS, max: PARLAY_MAX_LEGS }),
    );
  if (new Set(input.legs.map((l) => l.matchId)).size !== input.legs.length)
    throw refused(ErrorCode.badInput, msg('sportsbook.parlaySameMatch'));
  const seen = input.legs.map((l) => oddsToE2(l.odds));
  if (seen.some((o) => o === null)) throw refused(ErrorCode.badInput, msg('sportsbook.badOdds'));
  const limits = await readLimits(db);
  if (input.stake < limits.minStake || input.stake > limits.maxStake)
    throw refused(
      ErrorCode.betLimit,
      msg('sportsbook.stakeRange', { min: yuan(limits.minStake), max: yuan(limits.maxStake) }),
      { minStake: limits.minStake, maxStake: limits.maxStake },
    );
  await venueForTransferIn(db, BOOK_VENUE);

  let entries = await readAll(db, input.legs, opts.now());
  let chosen = input.legs.map((l, i) => pick(entries[i] ?? null, l));
  if (entries.some((e) => e?.view.inPlay)) {
    const before = entries.map((e) => (e ? scoreOf(e) : ''));
    await opts.sleep(opts.acceptDelayMs);
    entries = await readAll(db, input.legs, opts.now());
    chosen = input.legs.map((l, i) => pick(entries[i] ?? null, l));
    if (entries.some((e, i) => e && scoreOf(e) !== before[i]))
      throw refused(ErrorCode.betMarketSuspended, msg('sportsbook.scoreChanged'));
  }
  const booked = entries.filter((e): e is BookEntry => e !== null);
  if (booked.length !== input.legs.length) throw refused(ErrorCode.notFound, msg('common.matchNotFound'));
  const nowE2 = chosen.map((c) => c.selection.oddsE2);
  nowE2.forEach((o, i) => {
    if (!priceAcceptable(input.policy, seen[i]!, o))
      throw refused(
        ErrorCode.betOddsChanged,
        msg('sportsbook.parlayOddsChanged', { leg: i + 1, was: oddsText(seen[i]!), now: oddsText(o) }),
        { odds: nowE2.map(oddsText) },
      );
  });
  if (parlayPotential(input.stake, nowE2) > limits.maxPayout)
    throw refused(ErrorCode.betLimit, msg('sportsbook.payoutCap', { max: yuan(limits.maxPayout) }), {
      maxPayout: limits.maxPayout,
    });

  if ((await walletBalance(db, memberId, wallet)) < input.stake && (await autoTransferEnabled(db, memberId)))
    await moveAllIntoVenue(db, memberId, BOOK_VENUE, `sportsbook-auto:${memberId}:${input.idempotencyKey}`);

  const now = opts.now();
  const result = await db.transaction(async (tx) => {
    const twin = await findParlayByKey(tx, memberId, input.idempotencyKey);
    if (twin) return { parlay: twin, replayed: true };
    await admitStake(tx, memberId, input.stake, now);
    const balances = await lockWallets(tx, [{ memberId, account: wallet, currency: 'CNY' }]);
    for (const leg of input.legs)
      await checkMatchLimit(tx, memberId, leg.matchId, input.stake, limits.maxMatchStake);
    if ((balances.get(walletKey(memberId, wallet, 'CNY')) ?? 0) < input.stake)
      throw refused(ErrorCode.insufficientBalance, msg('sportsbook.venueBalanceShort'));
    const betNo = betNumber(now).replace(/^S/, 'P');
    const oddsE2 = parlayPotential(100, nowE2);
    await postMovement(tx, {
      idempotencyKey: `sportsbook-parlay:${memberId}:${input.idempotencyKey}`,
      memberId,
      type: 'game_bet',
      refNo: betNo,
      remark: `体育串关 ${input.legs.length} 串 1 @${oddsText(oddsE2)}`,
      now,
      postings: [
        { memberId, account: wallet, currency: 'CNY', amount: -input.stake },
        { memberId: null, account: 'house:games', currency: 'CNY', amount: input.stake },
      ],
    });
    const parlay = await insertParlay(
      tx,
      { key: input.idempotencyKey, betNo, memberId, oddsE2, stake: input.stake, createdAt: now },
      booked.map((e, i) => ({
        legNo: i + 1,
        matchId: e.row.id,
        matchStartAt: e.row.start_at,
        matchLabel: `${e.view.homeName} vs ${e.view.visitName}`,
        leagueName: e.view.leagueName,
        marketKey: chosen[i]!.market.marketKey,
        marketName: chosen[i]!.market.name,
        kind: chosen[i]!.market.kind,
        line4: chosen[i]!.market.line4,
        pick: chosen[i]!.selection.key,
        selectionName: chosen[i]!.selection.name,
        oddsE2: nowE2[i]!,
        inPlay: e.view.inPlay,
        scoreAtBet: e.view.inPlay ? scoreOf(e) : null,
      })),
    );
    if (!parlay) throw refused(ErrorCode.conflict, msg('common.conflictRetry'));
    return { parlay, replayed: false };
  });
  return answer(result.parlay, result.replayed);
}

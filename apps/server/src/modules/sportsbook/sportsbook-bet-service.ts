import { randomBytes } from 'node:crypto';
import { oddsText, oddsToE2, priceAcceptable, type OddsPolicy } from '@arena/domain';
import { ErrorCode, GatewayError, type BetView } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { lockWallets, postMovement, walletBalance, walletKey } from '../wallet/ledger.ts';
import { admitStake } from '../responsible/responsible-service.ts';
import {
  autoTransferEnabled,
  moveAllIntoVenue,
  venueForTransferIn,
  venueWallet,
} from '../wallet/venue-transfer-service.ts';
import { readBookMatch, type BookEntry } from './sportsbook-book.ts';
import { betView } from './sportsbook-bet-view.ts';
import { findBetByKey, insertBet, stakedOn, type BetRow } from './sportsbook-repository.ts';
import { readLimits } from './sportsbook-state-repository.ts';
import { formatMoney } from '@arena/domain';
import { msg } from '../../gateway/user-messages.ts';

/** The sports venue whose sub-balance the book plays on (spec §3 "OBTY maps to YB"). */
export const BOOK_VENUE = 'ybty';

/** One selection as the member saw it. */
export interface SelectionInput {
  matchId: string;
  marketKey: string;
  selectionKey: string;
  odds: string;
}

export interface PlaceInput extends SelectionInput {
  stake: number;
  policy: OddsPolicy;
  idempotencyKey: string;
}

export const yuan = (fen: number) => `${formatMoney(fen, 'CNY')} 元`;
export const refused = (code: number, msg: string, data: unknown = null) => new GatewayError(code, msg, data);

/** The priced selection a bet names, refused when the match, line or selection is gone or held. */
export function pick(entry: BookEntry | null, input: SelectionInput) {
  if (!entry) throw refused(ErrorCode.notFound, msg('common.matchNotFound'));
  if (entry.view.phase === 'ended') throw refused(ErrorCode.betMarketSuspended, msg('sportsbook.matchEnded'));
  const market = entry.priced.find((m) => m.marketKey === input.marketKey);
  const shown = entry.view.markets.find((m) => m.marketKey === input.marketKey);
  const selection = market?.selections.find((s) => s.key === input.selectionKey);
  if (!market || !shown || !selection)
    throw refused(ErrorCode.betMarketChanged, msg('sportsbook.marketChanged'));
  if (shown.status !== 'open')
    throw refused(
      ErrorCode.betMarketSuspended,
      shown.status === 'closed' ? msg('sportsbook.marketClosed') : msg('sportsbook.marketHeld'),
    );
  return { market, selection };
}

export const scoreOf = (e: BookEntry) => `${e.row.home_score ?? 0}-${e.row.visit_score ?? 0}`;
export const betNumber = (now: number) =>
  `S${now.toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * Refuses a stake that would take the member past the per-match limit (all markets, parlay legs too);
 * `already` is what the member has staked on the match when the caller read it with a market's total.
 */
export async function checkMatchLimit(
  q: Queryable,
  memberId: number,
  matchId: string,
  stake: number,
  maxMatchStake: number,
  already?: number,
) {
  const staked = already ?? (await stakedOn(q, memberId, matchId, null)).match;
  if (staked + stake > maxMatchStake)
    throw refused(
      ErrorCode.betLimit,
      msg('sportsbook.matchStakeCap', { max: yuan(maxMatchStake), staked: yuan(staked) }),
      { maxMatchStake, staked },
    );
}

/**
 * Places a single bet. In play the bet waits `acceptDelayMs` first and is refused when the match's score
 * changed or its market was suspended meanwhile, or when the price moved against the member's policy;
 * the book then takes it at the price of that moment. The stake leaves the member's sports venue
 * sub-balance for 'house:games' in the transaction that stores the bet, after the limits are checked
 * under the wallet lock (so concurrent bets of one member cannot pass a limit together). A repeated
 * idempotency key answers the first bet and moves nothing.
 */
export async function placeBet(
  db: Db,
  memberId: number,
  input: PlaceInput,
  opts: { now: () => number; acceptDelayMs: number; sleep: (ms: number) => Promise<void> },
): Promise<{ bet: BetView; venueBalance: number; replayed: boolean }> {
  const wallet = venueWallet(BOOK_VENUE);
  const replay = async (bet: BetRow) => ({
    bet: betView(bet),
    venueBalance: await walletBalance(db, memberId, wallet),
    replayed: true,
  });
  const earlier = await findBetByKey(db, memberId, input.idempotencyKey);
  if (earlier) return replay(earlier);

  const seenE2 = oddsToE2(input.odds);
  if (seenE2 === null) throw refused(ErrorCode.badInput, msg('sportsbook.badOdds'));
  const limits = await readLimits(db);
  if (input.stake < limits.minStake || input.stake > limits.maxStake)
    throw refused(
      ErrorCode.betLimit,
      msg('sportsbook.stakeRange', { min: yuan(limits.minStake), max: yuan(limits.maxStake) }),
      {
        minStake: limits.minStake,
        maxStake: limits.maxStake,
      },
    );
  await venueForTransferIn(db, BOOK_VENUE);

  let entry = await readBookMatch(db, input.matchId, opts.now());
  let chosen = pick(entry, input);
  const inPlay = entry?.view.inPlay ?? false;
  if (inPlay && entry) {
    const scoreBefore = scoreOf(entry);
    await opts.sleep(opts.acceptDelayMs);
    entry = await readBookMatch(db, input.matchId, opts.now());
    chosen = pick(entry, input);
    if (entry && scoreOf(entry) !== scoreBefore)
      throw refused(ErrorCode.betMarketSuspended, msg('sportsbook.scoreChanged'));
  }
  if (!entry) throw refused(ErrorCode.notFound, msg('common.matchNotFound'));
  const nowE2 = chosen.selection.oddsE2;
  if (!priceAcceptable(input.policy, seenE2, nowE2))
    throw refused(
      ErrorCode.betOddsChanged,
      msg('sportsbook.oddsChanged', { was: oddsText(seenE2), now: oddsText(nowE2) }),
      { odds: oddsText(nowE2) },
    );
  if (Math.floor((input.stake * nowE2) / 100) > limits.maxPayout)
    throw refused(ErrorCode.betLimit, msg('sportsbook.payoutCap', { max: yuan(limits.maxPayout) }), {
      maxPayout: limits.maxPayout,
    });

  // Auto-transfer on: the centre wallet tops up the venue when the venue alone cannot cover the stake.
  if ((await walletBalance(db, memberId, wallet)) < input.stake && (await autoTransferEnabled(db, memberId)))
    await moveAllIntoVenue(db, memberId, BOOK_VENUE, `sportsbook-auto:${memberId}:${input.idempotencyKey}`);

  const now = opts.now();
  const booked = entry;
  const result = await db.transaction(async (tx) => {
    const twin = await findBetByKey(tx, memberId, input.idempotencyKey);
    if (twin) return { bet: twin, replayed: true, venueBalance: null };
    // Responsible play holds for bets as for venue rounds: an exclusion, the session time limit or a
    // net-loss limit the stake could pass refuses it. Its play-state lock comes before the wallet's,
    // in the order a venue round takes them.
    await admitStake(tx, memberId, input.stake, now);
    const balances = await lockWallets(tx, [{ memberId, account: wallet, currency: 'CNY' }]);
    const staked = await stakedOn(tx, memberId, input.matchId, input.marketKey);
    if (staked.market + input.stake > limits.maxMarketStake)
      throw refused(
        ErrorCode.betLimit,
        msg('sportsbook.marketStakeCap', { max: yuan(limits.maxMarketStake), staked: yuan(staked.market) }),
        { maxMarketStake: limits.maxMarketStake, staked: staked.market },
      );
    await checkMatchLimit(tx, memberId, input.matchId, input.stake, limits.maxMatchStake, staked.match);
    const venueBefore = balances.get(walletKey(memberId, wallet, 'CNY')) ?? 0;
    if (venueBefore < input.stake)
      throw refused(ErrorCode.insufficientBalance, msg('sportsbook.venueBalanceShort'));
    const betNo = betNumber(now);
    const label = `${booked.view.homeName} vs ${booked.view.visitName}`;
    await postMovement(tx, {
      idempotencyKey: `sportsbook-bet:${memberId}:${input.idempotencyKey}`,
      memberId,
      type: 'game_bet',
      refNo: betNo,
      remark: `体育投注 ${label} ${chosen.selection.name} @${oddsText(nowE2)}`,
      now,
      postings: [
        { memberId, account: wallet, currency: 'CNY', amount: -input.stake },
        { memberId: null, account: 'house:games', currency: 'CNY', amount: input.stake },
      ],
    });
    const bet = await insertBet(tx, {
      key: input.idempotencyKey,
      betNo,
      memberId,
      matchId: input.matchId,
      matchStartAt: booked.row.start_at,
      matchLabel: label,
      leagueName: booked.view.leagueName,
      marketKey: chosen.market.marketKey,
      marketName: chosen.market.name,
      kind: chosen.market.kind,
      line4: chosen.market.line4,
      pick: chosen.selection.key,
      selectionName: chosen.selection.name,
      oddsE2: nowE2,
      stake: input.stake,
      inPlay,
      scoreAtBet: inPlay ? scoreOf(booked) : null,
      createdAt: now,
    });
    if (!bet) throw refused(ErrorCode.conflict, msg('common.conflictRetry'));
    return { bet, replayed: false, venueBalance: venueBefore - input.stake };
  });
  return {
    bet: betView(result.bet),
    venueBalance: result.venueBalance ?? (await walletBalance(db, memberId, wallet)),
    replayed: result.replayed,
  };
}

import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { memberCardsByIds } from '../auth/member-directory.ts';
import { lockWallets, postMovement, walletBalance } from '../wallet/ledger.ts';
import { ledgerKey, runIdempotent } from '../wallet/idempotent-call.ts';
import { assertNotExcluded } from '../responsible/responsible-service.ts';
import { FEN_PER_GOLD } from './gift-config.ts';
import { assertGiftPermission } from './gift-permission.ts';
import { insertGiftSend, readGift, readRank, type GiftRow } from './gift-repository.ts';
import type { RankPeriod } from './gift-periods.ts';
import { msg } from '../../gateway/user-messages.ts';
import { liveRoomExists } from '../live/live-match-service.ts';

/** Turns the ledger's generic 余额不足 into the wallet-specific refusal of a gift call. */
async function withBalanceMessage<T>(run: () => Promise<T>, refusal: () => GatewayError): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof GatewayError && err.code === ErrorCode.insufficientBalance) throw refusal();
    throw err;
  }
}

/** A room's gift ranking for the period (see {@link readRank}), with each member's name and nickname. */
export async function giftRank(q: Queryable, roomId: string, period: RankPeriod, now: number) {
  const rows = await readRank(q, roomId, period, now);
  const cards = await memberCardsByIds(
    q,
    rows.map((r) => r.memberId),
  );
  return rows.map((r) => {
    const card = cards.get(r.memberId);
    return { memberId: r.memberId, name: card?.name ?? '', nickname: card?.nickname ?? '', gold: r.gold };
  });
}

/** live.goldBalance */
export async function goldBalance(q: Queryable, memberId: number) {
  return { gold: await walletBalance(q, memberId, 'gold') };
}

/**
 * live.goldPurchase: `amount` fen from the main wallet buy amount / 10 gold coins, in one ledger movement
 * (deal gift_buy: main → house:gifts in CNY, house:gifts → gold in GOLD), once per idempotency key.
 * The permission rule (and the daily cap) is checked inside the transaction, after the member's wallets
 * are locked, so two concurrent purchases cannot both slip under the cap.
 */
export async function purchaseGold(
  db: Db,
  memberId: number,
  input: { amount: number; idempotencyKey: string },
  now: number,
) {
  if (input.amount % FEN_PER_GOLD !== 0)
    throw new GatewayError(ErrorCode.goldAmountInvalid, msg('gift.goldAmountInvalid'));
  const callId = 'live.goldPurchase';
  return runIdempotent(db, memberId, callId, input.idempotencyKey, input, now, async (tx) => {
    await assertNotExcluded(tx, memberId, now);
    await lockWallets(tx, [
      { memberId, account: 'main', currency: 'CNY' },
      { memberId, account: 'gold', currency: 'GOLD' },
    ]);
    const permission = await assertGiftPermission(tx, memberId, 'buyGold', now, input.amount);
    const gold = input.amount / FEN_PER_GOLD;
    await withBalanceMessage(
      () =>
        postMovement(tx, {
          idempotencyKey: ledgerKey(callId, memberId, input.idempotencyKey),
          memberId,
          type: 'gift_buy',
          remark: `购买金币 ${gold} 个`,
          now,
          postings: [
            { memberId, account: 'main', currency: 'CNY', amount: -input.amount },
            { memberId: null, account: 'house:gifts', currency: 'CNY', amount: input.amount },
            { memberId: null, account: 'house:gifts', currency: 'GOLD', amount: -gold },
            { memberId, account: 'gold', currency: 'GOLD', amount: gold },
          ],
        }),
      () => new GatewayError(ErrorCode.insufficientBalance, msg('gift.walletShort')),
    );
    return {
      gold: await walletBalance(tx, memberId, 'gold'),
      balance: await walletBalance(tx, memberId, 'main'),
      goldAdded: gold,
      dailyLimit: permission.dailyLimit,
      dailyLimitRemaining: permission.dailyLimitRemaining - input.amount,
    };
  });
}

/** What a first (not replayed) gift send leaves for the push that follows the commit. */
export interface SentGift {
  gift: GiftRow;
  count: number;
}

/**
 * live.giftReward (money part): debits price × count gold coins (deal gift_send: gold → house:gifts) and
 * records the send for the rankings, in one transaction, once per idempotency key. Answers the new gold
 * balance and, only when this run moved the coins (not a replay), the gift for the room push.
 */
export async function sendGift(
  db: Db,
  memberId: number,
  input: { giftId: number; count: number; anchorRoomId: string; idempotencyKey: string; matchId?: string },
  now: number,
): Promise<{ answer: { gold: number; spent: number }; sent: SentGift | null }> {
  const gift = await readGift(db, input.giftId);
  if (!gift) throw new GatewayError(ErrorCode.notFound, msg('gift.giftNotFound'));
  if (gift.status !== 1)
    throw new GatewayError(ErrorCode.giftUnavailable, msg('gift.giftUnavailable', { name: gift.name }));
  if (!(await liveRoomExists(db, input.anchorRoomId)))
    throw new GatewayError(ErrorCode.notFound, msg('gift.roomNotFound'));
  const callId = 'live.giftReward';
  let sent: SentGift | null = null;
  const answer = await runIdempotent(db, memberId, callId, input.idempotencyKey, input, now, async (tx) => {
    await lockWallets(tx, [{ memberId, account: 'gold', currency: 'GOLD' }]);
    await assertGiftPermission(tx, memberId, 'giftAnchor', now);
    const spent = gift.price * input.count;
    const movement = await withBalanceMessage(
      () =>
        postMovement(tx, {
          idempotencyKey: ledgerKey(callId, memberId, input.idempotencyKey),
          memberId,
          type: 'gift_send',
          refNo: input.anchorRoomId,
          remark: `打赏${gift.name} × ${input.count}`,
          now,
          postings: [
            { memberId, account: 'gold', currency: 'GOLD', amount: -spent },
            { memberId: null, account: 'house:gifts', currency: 'GOLD', amount: spent },
          ],
        }),
      () => new GatewayError(ErrorCode.goldInsufficient, msg('gift.goldInsufficient')),
    );
    await insertGiftSend(tx, {
      memberId,
      roomId: input.anchorRoomId,
      giftId: gift.giftId,
      count: input.count,
      gold: spent,
      at: now,
      ledgerTxId: movement.txId,
    });
    sent = { gift, count: input.count };
    return { gold: await walletBalance(tx, memberId, 'gold'), spent };
  });
  return { answer, sent };
}

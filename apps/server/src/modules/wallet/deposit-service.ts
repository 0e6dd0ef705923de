import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { postMovement } from './ledger.ts';
import { walletHooks } from './wallet-hooks.ts';
import { financeConfig } from './finance-config.ts';
import { runIdempotent } from './idempotent-call.ts';
import { decodeProof } from './proof-image.ts';
import { orderView, type DepositOrderRow, type DepositStatus } from './deposit-order-view.ts';
import { currencyOf, orderNumber, siteDay, siteDayStart, type WalletTypeName } from './wallet-util.ts';
import {
  addToDepositCounter,
  cancelExpiredOrders,
  cancelledSpeedOrdersSince,
  channelRange,
  enabledChannels,
  enabledPayTypes,
  findEnabledChannel,
  insertDepositAppeal,
  insertDepositOrder,
  insertDepositProof,
  insertFirstDepositCounter,
  lockDepositOrder,
  markDepositConfirming,
  markDepositFailed,
  markDepositSettled,
  memberDepositOrder,
  readDepositCounter,
} from './deposit-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

export type { DepositStatus } from './deposit-order-view.ts';

const parseJson = (v: unknown): unknown => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);

/** finance.paymentTypesV16: enabled pay types with their enabled channels of one wallet type. */
export async function paymentTypes(q: Queryable, walletType: WalletTypeName) {
  const types = await enabledPayTypes(q);
  const channels = await enabledChannels(q, walletType);
  return {
    list: types
      .map((t) => ({
        payTypeId: t.id,
        name: t.name,
        iconUrl: t.icon_url,
        channels: channels
          .filter((c) => c.pay_type_id === t.id)
          .map((c) => ({
            channelId: c.id,
            name: c.name,
            walletType: c.wallet_type,
            min_money: c.min_money,
            max_money: c.max_money,
            fixedAmounts: (parseJson(c.fixed_amounts) as number[]).map(Number),
            allowCustomAmount: c.allow_custom,
            feeRate: c.fee_rate,
          })),
      }))
      .filter((t) => t.channels.length > 0),
  };
}

/** finance.depositLimits: the widest range over the enabled channels of a wallet type (spec §3). */
export async function depositLimits(q: Queryable, walletType: WalletTypeName) {
  const { min, max } = await channelRange(q, walletType);
  return { min_money: min, max_money: max };
}

const outOfRange = (min: number, max: number) =>
  new GatewayError(ErrorCode.amountOutOfRange, msg('wallet.amountOutOfRange'), { min, max });

/** finance.payVal: a deposit order on a channel, within its min_money / max_money. */
export async function placeChannelOrder(
  db: Db,
  memberId: number,
  input: {
    payTypeId: string;
    channelId: string;
    amount: number;
    payerName?: string | undefined;
    idempotencyKey: string;
  },
  now: number,
) {
  return runIdempotent(db, memberId, 'finance.payVal', input.idempotencyKey, input, now, async (tx) => {
    const channel = await findEnabledChannel(tx, input.channelId, input.payTypeId);
    if (!channel) throw new GatewayError(ErrorCode.notFound, msg('wallet.channelGone'));
    const min = channel.min_money;
    const max = channel.max_money;
    if (input.amount < min || input.amount > max) throw outOfRange(min, max);
    const fixed = (parseJson(channel.fixed_amounts) as number[]).map(Number);
    if (!channel.allow_custom && !fixed.includes(input.amount))
      throw new GatewayError(ErrorCode.amountOutOfRange, msg('wallet.fixedAmountsOnly'), {
        fixedAmounts: fixed,
      });
    await walletHooks().guardDeposit(
      tx,
      memberId,
      { amount: input.amount, currency: currencyOf(channel.wallet_type) },
      now,
    );
    const minutes = await financeConfig(tx, 'depositOrderMinutes');
    const inserted = await insertDepositOrder(tx, {
      orderNo: orderNumber('D', now),
      memberId,
      kind: 'channel',
      channelId: channel.id,
      currency: currencyOf(channel.wallet_type),
      amount: input.amount,
      payerName: input.payerName ?? null,
      createdAt: new Date(now),
      expiresAt: new Date(now + minutes * 60_000),
    });
    return orderView(inserted, channel);
  });
}

/** Speed-pay orders still 'paying' past their expiry count as cancelled (the member did not pay). */
export async function expireSpeedOrders(q: Queryable, memberId: number, now: number): Promise<void> {
  await cancelExpiredOrders(q, memberId, new Date(now));
}

/** finance.speedPayCancelCount: speed-pay orders cancelled (expired unpaid) today versus the limit. */
export async function speedPayCancelCount(q: Queryable, memberId: number, now: number) {
  await expireSpeedOrders(q, memberId, now);
  const cancelledToday = await cancelledSpeedOrdersSince(q, memberId, new Date(siteDayStart(siteDay(now))));
  const { cancelLimitPerDay } = await financeConfig(q, 'speedPay');
  return { cancelledToday, limit: cancelLimitPerDay };
}

/** finance.speedPayOrder: an RMB bank-transfer deposit; refused once today's cancellations reach the limit. */
export async function placeSpeedOrder(
  db: Db,
  memberId: number,
  input: { amount: number; payerName: string; idempotencyKey: string },
  now: number,
) {
  return runIdempotent(
    db,
    memberId,
    'finance.speedPayOrder',
    input.idempotencyKey,
    input,
    now,
    async (tx) => {
      const cfg = await financeConfig(tx, 'speedPay');
      if (input.amount < cfg.min || input.amount > cfg.max) throw outOfRange(cfg.min, cfg.max);
      await walletHooks().guardDeposit(tx, memberId, { amount: input.amount, currency: 'CNY' }, now);
      const count = await speedPayCancelCount(tx, memberId, now);
      if (count.cancelledToday >= count.limit)
        throw new GatewayError(
          ErrorCode.forbidden,
          msg('wallet.cancelledToday', { count: count.cancelledToday }),
        );
      const inserted = await insertDepositOrder(tx, {
        orderNo: orderNumber('D', now),
        memberId,
        kind: 'speed',
        channelId: null,
        currency: 'CNY',
        amount: input.amount,
        payerName: input.payerName,
        createdAt: new Date(now),
        expiresAt: new Date(now + cfg.orderMinutes * 60_000),
      });
      return orderView(inserted, null);
    },
  );
}

async function memberOrder(
  q: Queryable,
  memberId: number,
  orderNo: string,
  lock = false,
): Promise<DepositOrderRow> {
  const row = await memberDepositOrder(q, memberId, orderNo, lock);
  if (!row) throw new GatewayError(ErrorCode.notFound, msg('wallet.orderNotFound'));
  return row;
}

const wrongState = (status: DepositStatus) =>
  new GatewayError(ErrorCode.orderState, msg('wallet.orderState', { status: STATUS_TEXT[status] }), {
    status,
  });
const STATUS_TEXT: Record<DepositStatus, string> = {
  paying: '待支付',
  confirming: '确认中',
  success: '已到账',
  failed: '已驳回',
  cancelled: '已取消',
};

/** finance.speedPayConfirm: the member says they paid: paying → confirming (repeats answer the state). */
export async function confirmDeposit(db: Db, memberId: number, orderNo: string, now: number) {
  return db.transaction(async (tx) => {
    await expireSpeedOrders(tx, memberId, now);
    const order = await memberOrder(tx, memberId, orderNo, true);
    if (order.status === 'paying') {
      await markDepositConfirming(tx, orderNo, new Date(now));
      return { status: 'confirming' as const };
    }
    if (order.status === 'confirming' || order.status === 'success') return { status: order.status };
    throw wrongState(order.status);
  });
}

async function storeProof(tx: Queryable, memberId: number, orderNo: string, dataUrl: string, now: number) {
  const { mime, bytes } = decodeProof(dataUrl);
  return insertDepositProof(tx, { orderNo, memberId, mime, bytes: new Uint8Array(bytes), at: new Date(now) });
}

/** Where operators read a stored proof (GET, bearer ADMIN_TOKEN). */
export const proofUrl = (id: string) => `/admin/finance/proofs/${id}`;

/** finance.speedPayUploadProof: a real image (magic bytes, ≤ 3 MB) stored with the order. */
export async function uploadProof(db: Db, memberId: number, orderNo: string, dataUrl: string, now: number) {
  return db.transaction(async (tx) => {
    const order = await memberOrder(tx, memberId, orderNo, true);
    if (order.status !== 'paying' && order.status !== 'confirming') throw wrongState(order.status);
    return { proofUrl: proofUrl(await storeProof(tx, memberId, orderNo, dataUrl, now)) };
  });
}

/** finance.speedPayAppeal: an appeal on an order being confirmed or rejected, optionally with a proof. */
export async function appealDeposit(
  db: Db,
  memberId: number,
  input: { orderNo: string; reason: string; proof?: string | undefined },
  now: number,
) {
  return db.transaction(async (tx) => {
    const order = await memberOrder(tx, memberId, input.orderNo, true);
    if (order.status !== 'confirming' && order.status !== 'failed' && order.status !== 'paying')
      throw wrongState(order.status);
    const proofId = input.proof ? await storeProof(tx, memberId, input.orderNo, input.proof, now) : null;
    const appealId = await insertDepositAppeal(tx, {
      orderNo: input.orderNo,
      memberId,
      reason: input.reason,
      proofId,
      at: new Date(now),
    });
    return { appealId };
  });
}

/** Updates first / continuous deposit counters for a settled deposit (site days, UTC+8). */
async function countDeposit(tx: Queryable, memberId: number, amount: number, now: number) {
  const day = siteDay(now);
  const row = await readDepositCounter(tx, memberId, true);
  if (!row) {
    await insertFirstDepositCounter(tx, memberId, amount, new Date(now), day);
    return;
  }
  const last = row.last_deposit_day;
  const yesterday = siteDay(siteDayStart(day) - 1);
  const continuous = last === day ? row.continuous_days : last === yesterday ? row.continuous_days + 1 : 1;
  await addToDepositCounter(tx, memberId, amount, continuous, day);
}

/** The first / continuous deposit counters of a member (activities read them), or null before any deposit. */
export async function depositCounters(q: Queryable, memberId: number) {
  const r = await readDepositCounter(q, memberId);
  if (!r) return null;
  return {
    firstDepositAt: r.first_deposit_at.getTime(),
    firstDepositAmount: r.first_deposit_amount,
    depositCount: r.deposit_count,
    totalAmount: r.total_amount,
    continuousDays: r.continuous_days,
  };
}

/**
 * Operator: settle (money arrives: house:deposits → main or usdt, counters update) or reject a deposit
 * order still paying or confirming. Settling twice is refused (10236), so money arrives once.
 */
export async function finishDeposit(
  db: Db,
  orderNo: string,
  outcome: 'settle' | 'reject',
  now: number,
  reason?: string,
) {
  return db.transaction(async (tx) => {
    const order = await lockDepositOrder(tx, orderNo);
    if (!order) throw new GatewayError(ErrorCode.notFound, msg('wallet.orderNotFound'));
    if (order.status !== 'paying' && order.status !== 'confirming') throw wrongState(order.status);
    const memberId = order.member_id;
    if (outcome === 'reject') {
      await markDepositFailed(tx, orderNo, new Date(now), reason ?? '未收到款项');
      return { orderNo, status: 'failed' as const, memberId };
    }
    const amount = order.amount;
    const currency = order.currency;
    const moved = await postMovement(tx, {
      idempotencyKey: `deposit:${orderNo}`,
      memberId,
      type: 'deposit',
      refNo: orderNo,
      remark: order.kind === 'speed' ? '极速充值' : '充值',
      now,
      postings: [
        { memberId: null, account: 'house:deposits', currency, amount: -amount },
        { memberId, account: currency === 'USDT' ? 'usdt' : 'main', currency, amount },
      ],
    });
    await markDepositSettled(tx, orderNo, new Date(now), moved.txId);
    if (currency === 'CNY') {
      await countDeposit(tx, memberId, amount, now);
      // Settled CNY deposits count towards the VIP level, and deposit-driven activity rewards (first
      // deposit, continuous days, the inviter's reward) pay, in this same transaction: a deposit and
      // its bonus commit together.
      for (const settled of walletHooks().depositSettled)
        await settled(tx, { memberId, amount, orderNo, now });
    }
    return { orderNo, status: 'success' as const, memberId };
  });
}

/** Ledger key of a deposit order's settlement (used by tests and the fault test). */
export const depositLedgerKey = (orderNo: string) => `deposit:${orderNo}`;

import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { postMovement } from './ledger.ts';
import { recordSettledDeposit } from '../rewards/turnover-service.ts';
import { onDepositSettled } from '../activity/activity-member-service.ts';
import { guardDeposit } from '../responsible/responsible-service.ts';
import { financeConfig } from './finance-config.ts';
import { runIdempotent } from './idempotent-call.ts';
import { decodeProof } from './proof-image.ts';
import { orderView, type DepositOrderRow, type DepositStatus } from './deposit-order-view.ts';
import { currencyOf, orderNumber, siteDay, siteDayStart, toMs, type WalletTypeName } from './wallet-util.ts';

export type { DepositStatus } from './deposit-order-view.ts';

interface ChannelRow {
  id: string;
  pay_type_id: string;
  name: string;
  wallet_type: WalletTypeName;
  kind: 'bank' | 'qr' | 'usdt';
  min_money: number | string;
  max_money: number | string;
  fixed_amounts: unknown;
  allow_custom: boolean;
  fee_rate: string;
}

const parseJson = (v: unknown): unknown => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);

/** finance.paymentTypesV16: enabled pay types with their enabled channels of one wallet type. */
export async function paymentTypes(q: Queryable, walletType: WalletTypeName) {
  const types = await q.query<{ id: string; name: string; icon_url: string }>(
    'select id, name, icon_url from pay_type where enabled order by sort, id',
  );
  const channels = await q.query<ChannelRow>(
    'select * from pay_channel where enabled and wallet_type = $1 order by sort, id',
    [walletType],
  );
  return {
    list: types.rows
      .map((t) => ({
        payTypeId: t.id,
        name: t.name,
        iconUrl: t.icon_url,
        channels: channels.rows
          .filter((c) => c.pay_type_id === t.id)
          .map((c) => ({
            channelId: c.id,
            name: c.name,
            walletType: c.wallet_type,
            min_money: Number(c.min_money),
            max_money: Number(c.max_money),
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
  const { rows } = await q.query<{ min: string | number | null; max: string | number | null }>(
    'select min(min_money) as min, max(max_money) as max from pay_channel where enabled and wallet_type = $1',
    [walletType],
  );
  return { min_money: Number(rows[0]?.min ?? 0), max_money: Number(rows[0]?.max ?? 0) };
}

const outOfRange = (min: number, max: number) =>
  new GatewayError(ErrorCode.amountOutOfRange, '金额超出限额', { min, max });

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
    const { rows } = await tx.query<ChannelRow>(
      'select * from pay_channel where id = $1 and pay_type_id = $2 and enabled',
      [input.channelId, input.payTypeId],
    );
    const channel = rows[0];
    if (!channel) throw new GatewayError(ErrorCode.notFound, '支付通道不存在或已关闭');
    const min = Number(channel.min_money);
    const max = Number(channel.max_money);
    if (input.amount < min || input.amount > max) throw outOfRange(min, max);
    const fixed = (parseJson(channel.fixed_amounts) as number[]).map(Number);
    if (!channel.allow_custom && !fixed.includes(input.amount))
      throw new GatewayError(ErrorCode.amountOutOfRange, '该通道只能选择固定金额', { fixedAmounts: fixed });
    await guardDeposit(
      tx,
      memberId,
      { amount: input.amount, currency: currencyOf(channel.wallet_type) },
      now,
    );
    const minutes = await financeConfig(tx, 'depositOrderMinutes');
    const inserted = await tx.query<DepositOrderRow>(
      `insert into deposit_order (order_no, member_id, kind, channel_id, currency, amount, payer_name, status, created_at, expires_at)
       values ($1, $2, 'channel', $3, $4, $5, $6, 'paying', $7, $8) returning *`,
      [
        orderNumber('D', now),
        memberId,
        channel.id,
        currencyOf(channel.wallet_type),
        input.amount,
        input.payerName ?? null,
        new Date(now),
        new Date(now + minutes * 60_000),
      ],
    );
    return orderView(inserted.rows[0] as DepositOrderRow, channel);
  });
}

/** Speed-pay orders still 'paying' past their expiry count as cancelled (the member did not pay). */
export async function expireSpeedOrders(q: Queryable, memberId: number, now: number): Promise<void> {
  await q.query(
    `update deposit_order set status = 'cancelled', finished_at = expires_at, reason = 'expired'
     where member_id = $1 and status = 'paying' and expires_at < $2`,
    [memberId, new Date(now)],
  );
}

/** finance.speedPayCancelCount: speed-pay orders cancelled (expired unpaid) today versus the limit. */
export async function speedPayCancelCount(q: Queryable, memberId: number, now: number) {
  await expireSpeedOrders(q, memberId, now);
  const { rows } = await q.query<{ n: string | number }>(
    `select count(*) as n from deposit_order where member_id = $1 and kind = 'speed' and status = 'cancelled'
     and finished_at >= $2`,
    [memberId, new Date(siteDayStart(siteDay(now)))],
  );
  const { cancelLimitPerDay } = await financeConfig(q, 'speedPay');
  return { cancelledToday: Number(rows[0]?.n ?? 0), limit: cancelLimitPerDay };
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
      await guardDeposit(tx, memberId, { amount: input.amount, currency: 'CNY' }, now);
      const count = await speedPayCancelCount(tx, memberId, now);
      if (count.cancelledToday >= count.limit)
        throw new GatewayError(ErrorCode.forbidden, `今日已取消 ${count.cancelledToday} 次，请明天再试`);
      const inserted = await tx.query<DepositOrderRow>(
        `insert into deposit_order (order_no, member_id, kind, currency, amount, payer_name, status, created_at, expires_at)
       values ($1, $2, 'speed', 'CNY', $3, $4, 'paying', $5, $6) returning *`,
        [
          orderNumber('D', now),
          memberId,
          input.amount,
          input.payerName,
          new Date(now),
          new Date(now + cfg.orderMinutes * 60_000),
        ],
      );
      return orderView(inserted.rows[0] as DepositOrderRow, null);
    },
  );
}

async function memberOrder(
  q: Queryable,
  memberId: number,
  orderNo: string,
  lock = false,
): Promise<DepositOrderRow> {
  const { rows } = await q.query<DepositOrderRow>(
    `select * from deposit_order where order_no = $1 and member_id = $2${lock ? ' for update' : ''}`,
    [orderNo, memberId],
  );
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.notFound, '订单不存在');
  return row;
}

const wrongState = (status: DepositStatus) =>
  new GatewayError(ErrorCode.orderState, `订单状态为「${STATUS_TEXT[status]}」，不能进行此操作`, { status });
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
      await tx.query(
        `update deposit_order set status = 'confirming', confirmed_at = $2 where order_no = $1`,
        [orderNo, new Date(now)],
      );
      return { status: 'confirming' as const };
    }
    if (order.status === 'confirming' || order.status === 'success') return { status: order.status };
    throw wrongState(order.status);
  });
}

async function storeProof(tx: Queryable, memberId: number, orderNo: string, dataUrl: string, now: number) {
  const { mime, bytes } = decodeProof(dataUrl);
  const { rows } = await tx.query<{ id: string | number }>(
    `insert into deposit_proof (order_no, member_id, mime, size, data, created_at) values ($1, $2, $3, $4, $5, $6)
     returning id`,
    [orderNo, memberId, mime, bytes.length, new Uint8Array(bytes), new Date(now)],
  );
  return String(rows[0]?.id);
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
    const { rows } = await tx.query<{ id: string | number }>(
      `insert into deposit_appeal (order_no, member_id, reason, proof_id, created_at) values ($1, $2, $3, $4, $5)
       returning id`,
      [input.orderNo, memberId, input.reason, proofId, new Date(now)],
    );
    return { appealId: String(rows[0]?.id) };
  });
}

/** Updates first / continuous deposit counters for a settled deposit (site days, UTC+8). */
async function countDeposit(tx: Queryable, memberId: number, amount: number, now: number) {
  const day = siteDay(now);
  const { rows } = await tx.query<{ last_deposit_day: Date | string; continuous_days: number }>(
    'select last_deposit_day, continuous_days from deposit_counter where member_id = $1 for update',
    [memberId],
  );
  const row = rows[0];
  if (!row) {
    await tx.query(
      `insert into deposit_counter (member_id, first_deposit_at, first_deposit_amount, deposit_count, total_amount,
       continuous_days, last_deposit_day) values ($1, $2, $3, 1, $3, 1, $4)`,
      [memberId, new Date(now), amount, day],
    );
    return;
  }
  const last =
    typeof row.last_deposit_day === 'string'
      ? row.last_deposit_day.slice(0, 10)
      : row.last_deposit_day.toISOString().slice(0, 10);
  const yesterday = siteDay(siteDayStart(day) - 1);
  const continuous = last === day ? row.continuous_days : last === yesterday ? row.continuous_days + 1 : 1;
  await tx.query(
    `update deposit_counter set deposit_count = deposit_count + 1, total_amount = total_amount + $2,
     continuous_days = $3, last_deposit_day = $4 where member_id = $1`,
    [memberId, amount, continuous, day],
  );
}

/** The first / continuous deposit counters of a member (activities read them), or null before any deposit. */
export async function depositCounters(q: Queryable, memberId: number) {
  const { rows } = await q.query<{
    first_deposit_at: Date | string;
    first_deposit_amount: string | number;
    deposit_count: number;
    total_amount: string | number;
    continuous_days: number;
  }>('select * from deposit_counter where member_id = $1', [memberId]);
  const r = rows[0];
  if (!r) return null;
  return {
    firstDepositAt: toMs(r.first_deposit_at),
    firstDepositAmount: Number(r.first_deposit_amount),
    depositCount: Number(r.deposit_count),
    totalAmount: Number(r.total_amount),
    continuousDays: Number(r.continuous_days),
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
    const { rows } = await tx.query<DepositOrderRow>(
      'select * from deposit_order where order_no = $1 for update',
      [orderNo],
    );
    const order = rows[0];
    if (!order) throw new GatewayError(ErrorCode.notFound, '订单不存在');
    if (order.status !== 'paying' && order.status !== 'confirming') throw wrongState(order.status);
    const memberId = Number(order.member_id);
    if (outcome === 'reject') {
      await tx.query(
        `update deposit_order set status = 'failed', finished_at = $2, reason = $3 where order_no = $1`,
        [orderNo, new Date(now), reason ?? '未收到款项'],
      );
      return { orderNo, status: 'failed' as const, memberId };
    }
    const amount = Number(order.amount);
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
    await tx.query(
      `update deposit_order set status = 'success', finished_at = $2, ledger_tx_id = $3 where order_no = $1`,
      [orderNo, new Date(now), moved.txId],
    );
    if (currency === 'CNY') await countDeposit(tx, memberId, amount, now);
    // Settled CNY deposits count towards the VIP level, in this same transaction.
    if (currency === 'CNY') await recordSettledDeposit(tx, { memberId, amount, orderNo });
    // Deposit-driven activity rewards (first deposit, continuous days, the inviter's reward) pay in this
    // same transaction, so a deposit and its bonus commit together.
    if (currency === 'CNY') await onDepositSettled(tx, { memberId, amount, now });
    return { orderNo, status: 'success' as const, memberId };
  });
}

/** Ledger key of a deposit order's settlement (used by tests and the fault test). */
export const depositLedgerKey = (orderNo: string) => `deposit:${orderNo}`;

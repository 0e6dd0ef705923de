import type { Queryable } from '../../db/db.ts';
import type { ChannelKind, DepositOrderRow } from './deposit-order-view.ts';
import type { Currency } from './ledger.ts';
import type { WalletTypeName } from './wallet-util.ts';

/**
 * SQL of the deposit side of the wallet: pay types and channels, deposit orders with their proofs and
 * appeals, and the first / continuous deposit counters. The money itself moves in ledger.ts.
 */

export interface ChannelRow {
  id: string;
  pay_type_id: string;
  name: string;
  wallet_type: WalletTypeName;
  kind: ChannelKind;
  min_money: number;
  max_money: number;
  fixed_amounts: unknown;
  allow_custom: boolean;
  fee_rate: string;
}

/** The channel columns joined onto an order for its view. */
export interface ChannelRowPart {
  channel_kind: ChannelKind | null;
  channel_name: string | null;
}

export async function enabledPayTypes(q: Queryable) {
  const { rows } = await q.query<{ id: string; name: string; icon_url: string }>(
    'select id, name, icon_url from pay_type where enabled order by sort, id',
  );
  return rows;
}

export async function enabledChannels(q: Queryable, walletType: WalletTypeName): Promise<ChannelRow[]> {
  const { rows } = await q.query<ChannelRow>(
    'select * from pay_channel where enabled and wallet_type = $1 order by sort, id',
    [walletType],
  );
  return rows;
}

/** The lowest minimum and highest maximum over the enabled channels of a wallet type. */
export async function channelRange(q: Queryable, walletType: WalletTypeName) {
  const { rows } = await q.query<{ min: number | null; max: number | null }>(
    'select min(min_money) as min, max(max_money) as max from pay_channel where enabled and wallet_type = $1',
    [walletType],
  );
  return { min: rows[0]?.min ?? 0, max: rows[0]?.max ?? 0 };
}

export async function findEnabledChannel(
  q: Queryable,
  channelId: string,
  payTypeId: string,
): Promise<ChannelRow | null> {
  const { rows } = await q.query<ChannelRow>(
    'select * from pay_channel where id = $1 and pay_type_id = $2 and enabled',
    [channelId, payTypeId],
  );
  return rows[0] ?? null;
}

export interface NewDepositOrder {
  orderNo: string;
  memberId: number;
  kind: 'channel' | 'speed';
  channelId: string | null;
  currency: Currency;
  amount: number;
  payerName: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Inserts a deposit order in state 'paying' and answers its row. */
export async function insertDepositOrder(q: Queryable, o: NewDepositOrder): Promise<DepositOrderRow> {
  const { rows } = await q.query<DepositOrderRow>(
    `insert into deposit_order (order_no, member_id, kind, channel_id, currency, amount, payer_name, status, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'paying', $8, $9) returning *`,
    [o.orderNo, o.memberId, o.kind, o.channelId, o.currency, o.amount, o.payerName, o.createdAt, o.expiresAt],
  );
  return rows[0] as DepositOrderRow;
}

/** Orders of a member still 'paying' past their expiry become cancelled (reason `expired`). */
export async function cancelExpiredOrders(q: Queryable, memberId: number, now: Date): Promise<void> {
  await q.query(
    `update deposit_order set status = 'cancelled', finished_at = expires_at, reason = 'expired'
     where member_id = $1 and status = 'paying' and expires_at < $2`,
    [memberId, now],
  );
}

/** Speed-pay orders of a member cancelled since `from`. */
export async function cancelledSpeedOrdersSince(q: Queryable, memberId: number, from: Date): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `select count(*) as n from deposit_order where member_id = $1 and kind = 'speed' and status = 'cancelled'
     and finished_at >= $2`,
    [memberId, from],
  );
  return rows[0]?.n ?? 0;
}

/** One deposit order of a member (optionally locked for update), or null. */
export async function memberDepositOrder(
  q: Queryable,
  memberId: number,
  orderNo: string,
  lock = false,
): Promise<DepositOrderRow | null> {
  const { rows } = await q.query<DepositOrderRow>(
    `select * from deposit_order where order_no = $1 and member_id = $2${lock ? ' for update' : ''}`,
    [orderNo, memberId],
  );
  return rows[0] ?? null;
}

/** Any member's deposit order, locked for the operator's decision, or null. */
export async function lockDepositOrder(q: Queryable, orderNo: string): Promise<DepositOrderRow | null> {
  const { rows } = await q.query<DepositOrderRow>(
    'select * from deposit_order where order_no = $1 for update',
    [orderNo],
  );
  return rows[0] ?? null;
}

export async function markDepositConfirming(q: Queryable, orderNo: string, at: Date): Promise<void> {
  await q.query(`update deposit_order set status = 'confirming', confirmed_at = $2 where order_no = $1`, [
    orderNo,
    at,
  ]);
}

export async function markDepositFailed(q: Queryable, orderNo: string, at: Date, reason: string) {
  await q.query(
    `update deposit_order set status = 'failed', finished_at = $2, reason = $3 where order_no = $1`,
    [orderNo, at, reason],
  );
}

export async function markDepositSettled(q: Queryable, orderNo: string, at: Date, ledgerTxId: string) {
  await q.query(
    `update deposit_order set status = 'success', finished_at = $2, ledger_tx_id = $3 where order_no = $1`,
    [orderNo, at, ledgerTxId],
  );
}

/** Stores a proof image of an order; answers its id. */
export async function insertDepositProof(
  q: Queryable,
  p: { orderNo: string; memberId: number; mime: string; bytes: Uint8Array; at: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: number }>(
    `insert into deposit_proof (order_no, member_id, mime, size, data, created_at) values ($1, $2, $3, $4, $5, $6)
     returning id`,
    [p.orderNo, p.memberId, p.mime, p.bytes.length, p.bytes, p.at],
  );
  return String(rows[0]?.id);
}

/** Records an appeal on an order; answers its id. */
export async function insertDepositAppeal(
  q: Queryable,
  a: { orderNo: string; memberId: number; reason: string; proofId: string | null; at: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: number }>(
    `insert into deposit_appeal (order_no, member_id, reason, proof_id, created_at) values ($1, $2, $3, $4, $5)
     returning id`,
    [a.orderNo, a.memberId, a.reason, a.proofId, a.at],
  );
  return String(rows[0]?.id);
}

/** One deposit order of a member with its channel's kind and name, or null. */
export async function depositOrderWithChannel(
  q: Queryable,
  memberId: number,
  orderNo: string,
): Promise<(DepositOrderRow & ChannelRowPart) | null> {
  const { rows } = await q.query<DepositOrderRow & ChannelRowPart>(
    `select o.*, c.kind as channel_kind, c.name as channel_name
     from deposit_order o left join pay_channel c on c.id = o.channel_id
     where o.order_no = $1 and o.member_id = $2`,
    [orderNo, memberId],
  );
  return rows[0] ?? null;
}

/** A member's latest deposit orders with their channels, newest first; `open`: paying or confirming only. */
export async function latestDepositOrders(q: Queryable, memberId: number, open: boolean, limit: number) {
  const { rows } = await q.query<DepositOrderRow & ChannelRowPart>(
    `select o.*, c.kind as channel_kind, c.name as channel_name
     from deposit_order o left join pay_channel c on c.id = o.channel_id
     where o.member_id = $1 and (not $2 or o.status in ('paying', 'confirming'))
     order by o.created_at desc, o.order_no desc limit $3`,
    [memberId, open, limit],
  );
  return rows;
}

/** Per currency, the amount of a member's orders placed since `from` that still count (not failed or cancelled). */
export async function placedDepositTotalsSince(q: Queryable, memberId: number, from: Date) {
  const { rows } = await q.query<{ currency: string; total: number }>(
    `select currency, coalesce(sum(amount), 0) as total from deposit_order
      where member_id = $1 and status in ('paying', 'confirming', 'success') and created_at >= $2
      group by currency`,
    [memberId, from],
  );
  return rows.map((r) => ({ currency: r.currency, total: r.total }));
}

/** Settled CNY deposits per member in [from, to) by finish time. */
export async function settledCnyDepositTotals(
  q: Queryable,
  memberIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const { rows } = await q.query<{ member_id: number; total: number }>(
    `select member_id::int as member_id, sum(amount) as total from deposit_order
      where member_id = any($1::bigint[]) and status = 'success' and currency = 'CNY'
        and finished_at >= $2 and finished_at < $3
      group by member_id`,
    [memberIds, from, to],
  );
  return new Map(rows.map((r) => [r.member_id, r.total]));
}

export interface DepositCounterRow {
  first_deposit_at: Date;
  first_deposit_amount: number;
  deposit_count: number;
  total_amount: number;
  continuous_days: number;
  last_deposit_day: string;
}

/** A member's deposit counters (optionally locked for update), or null before the first deposit. */
export async function readDepositCounter(
  q: Queryable,
  memberId: number,
  lock = false,
): Promise<DepositCounterRow | null> {
  const { rows } = await q.query<DepositCounterRow>(
    `select * from deposit_counter where member_id = $1${lock ? ' for update' : ''}`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** Whether the member has ever had a deposit settled. */
export async function hasDeposited(q: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await q.query('select 1 from deposit_counter where member_id = $1', [memberId]);
  return rows.length > 0;
}

export async function insertFirstDepositCounter(
  q: Queryable,
  memberId: number,
  amount: number,
  at: Date,
  day: string,
): Promise<void> {
  await q.query(
    `insert into deposit_counter (member_id, first_deposit_at, first_deposit_amount, deposit_count, total_amount,
     continuous_days, last_deposit_day) values ($1, $2, $3, 1, $3, 1, $4)`,
    [memberId, at, amount, day],
  );
}

export async function addToDepositCounter(
  q: Queryable,
  memberId: number,
  amount: number,
  continuousDays: number,
  day: string,
): Promise<void> {
  await q.query(
    `update deposit_counter set deposit_count = deposit_count + 1, total_amount = total_amount + $2,
     continuous_days = $3, last_deposit_day = $4 where member_id = $1`,
    [memberId, amount, continuousDays, day],
  );
}

import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { expireSpeedOrders } from './deposit-service.ts';
import { endReason, orderView, type ChannelKind, type DepositOrderRow } from './deposit-order-view.ts';
import { toMs, walletTypeOf } from './wallet-util.ts';

/** How many orders of each kind the member's order list shows (the latest ones). */
export const ORDER_LIST_SIZE = 20;

type ChannelRowPart = { channel_kind: ChannelKind | null; channel_name: string | null };
const channelOf = (r: ChannelRowPart) =>
  r.channel_kind ? { kind: r.channel_kind, name: r.channel_name ?? '' } : null;

/**
 * finance.depositOrderGet: one of the member's deposit orders as payVal answered it, with its current
 * status; the screen reads it while the order is open, so a settled order shows as credited in place.
 */
export async function depositOrder(q: Queryable, memberId: number, orderNo: string, now: number) {
  await expireSpeedOrders(q, memberId, now);
  const { rows } = await q.query<DepositOrderRow & ChannelRowPart>(
    `select o.*, c.kind as channel_kind, c.name as channel_name
     from deposit_order o left join pay_channel c on c.id = o.channel_id
     where o.order_no = $1 and o.member_id = $2`,
    [orderNo, memberId],
  );
  const row = rows[0];
  if (!row) throw new GatewayError(ErrorCode.notFound, '订单不存在');
  return orderView(row, channelOf(row));
}

interface WithdrawListRow {
  order_no: string;
  currency: 'CNY' | 'USDT';
  amount: number | string;
  fee: number | string;
  target: string;
  status: 'pending' | 'paid' | 'rejected' | 'cancelled';
  reason: string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

/**
 * finance.orderList: the member's latest deposit and withdraw orders, newest first. `open` keeps only
 * those still in progress (deposits paying or confirming, withdrawals pending). Ended orders carry the
 * operator's reason.
 */
export async function orderList(q: Queryable, memberId: number, open: boolean, now: number) {
  await expireSpeedOrders(q, memberId, now);
  const deposits = await q.query<DepositOrderRow & ChannelRowPart>(
    `select o.*, c.kind as channel_kind, c.name as channel_name
     from deposit_order o left join pay_channel c on c.id = o.channel_id
     where o.member_id = $1 and (not $2 or o.status in ('paying', 'confirming'))
     order by o.created_at desc, o.order_no desc limit $3`,
    [memberId, open, ORDER_LIST_SIZE],
  );
  const withdrawals = await q.query<WithdrawListRow>(
    `select order_no, currency, amount, fee, target, status, reason, created_at, finished_at
     from withdraw_order where member_id = $1 and (not $2 or status = 'pending')
     order by created_at desc, order_no desc limit $3`,
    [memberId, open, ORDER_LIST_SIZE],
  );
  const list = [
    ...deposits.rows.map((r) => ({
      kind: 'deposit' as const,
      orderNo: r.order_no,
      walletType: walletTypeOf(r.currency),
      amount: Number(r.amount),
      fee: 0,
      status: r.status,
      target: r.channel_name ?? '极速充值',
      reason: r.status === 'failed' || r.status === 'cancelled' ? endReason(r.reason) : null,
      createdAt: toMs(r.created_at),
      finishedAt: r.finished_at ? toMs(r.finished_at) : null,
    })),
    ...withdrawals.rows.map((r) => ({
      kind: 'withdraw' as const,
      orderNo: r.order_no,
      walletType: walletTypeOf(r.currency),
      amount: Number(r.amount),
      fee: Number(r.fee),
      status: r.status,
      target: r.target,
      reason: r.status === 'rejected' ? r.reason : null,
      createdAt: toMs(r.created_at),
      finishedAt: r.finished_at ? toMs(r.finished_at) : null,
    })),
  ];
  list.sort((a, b) => b.createdAt - a.createdAt || (a.orderNo < b.orderNo ? 1 : -1));
  return { list };
}

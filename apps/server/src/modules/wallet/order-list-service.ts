import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { memberNamesByIds } from '../auth/member-directory.ts';
import { expireSpeedOrders } from './deposit-service.ts';
import { endReason, orderView } from './deposit-order-view.ts';
import { depositOrderWithChannel, latestDepositOrders, type ChannelRowPart } from './deposit-repository.ts';
import { operatorOrders } from './wallet-repository.ts';
import { latestWithdrawOrders } from './withdraw-repository.ts';
import { walletTypeOf } from './wallet-util.ts';
import { msg } from '../../gateway/user-messages.ts';

/** How many orders of each kind the member's order list shows (the latest ones). */
export const ORDER_LIST_SIZE = 20;

const channelOf = (r: ChannelRowPart) =>
  r.channel_kind ? { kind: r.channel_kind, name: r.channel_name ?? '' } : null;

/**
 * finance.depositOrderGet: one of the member's deposit orders as payVal answered it, with its current
 * status; the screen reads it while the order is open, so a settled order shows as credited in place.
 */
export async function depositOrder(q: Queryable, memberId: number, orderNo: string, now: number) {
  await expireSpeedOrders(q, memberId, now);
  const row = await depositOrderWithChannel(q, memberId, orderNo);
  if (!row) throw new GatewayError(ErrorCode.notFound, msg('wallet.orderNotFound'));
  return orderView(row, channelOf(row));
}

/**
 * finance.orderList: the member's latest deposit and withdraw orders, newest first. `open` keeps only
 * those still in progress (deposits paying or confirming, withdrawals pending). Ended orders carry the
 * operator's reason.
 */
export async function orderList(q: Queryable, memberId: number, open: boolean, now: number) {
  await expireSpeedOrders(q, memberId, now);
  const deposits = await latestDepositOrders(q, memberId, open, ORDER_LIST_SIZE);
  const withdrawals = await latestWithdrawOrders(q, memberId, open, ORDER_LIST_SIZE);
  const list = [
    ...deposits.map((r) => ({
      kind: 'deposit' as const,
      orderNo: r.order_no,
      walletType: walletTypeOf(r.currency),
      amount: r.amount,
      fee: 0,
      status: r.status,
      target: r.channel_name ?? '极速充值',
      reason: r.status === 'failed' || r.status === 'cancelled' ? endReason(r.reason) : null,
      createdAt: r.created_at.getTime(),
      finishedAt: r.finished_at ? r.finished_at.getTime() : null,
    })),
    ...withdrawals.map((r) => ({
      kind: 'withdraw' as const,
      orderNo: r.order_no,
      walletType: walletTypeOf(r.currency),
      amount: r.amount,
      fee: r.fee,
      status: r.status,
      target: r.target,
      reason: r.status === 'rejected' ? r.reason : null,
      createdAt: r.created_at.getTime(),
      finishedAt: r.finished_at ? r.finished_at.getTime() : null,
    })),
  ];
  list.sort((a, b) => b.createdAt - a.createdAt || (a.orderNo < b.orderNo ? 1 : -1));
  return { list };
}

/** Operator: the newest 200 deposit and withdraw orders, newest first, each with its member's name. */
export async function operatorOrderLists(q: Queryable) {
  const { deposits, withdrawals } = await operatorOrders(q);
  const names = await memberNamesByIds(
    q,
    [...deposits, ...withdrawals].map((o) => o.memberId),
  );
  return {
    deposits: deposits.map(({ orderNo, memberId, ...rest }) => ({
      orderNo,
      member: names.get(memberId) ?? '',
      ...rest,
    })),
    withdrawals: withdrawals.map(({ orderNo, memberId, ...rest }) => ({
      orderNo,
      member: names.get(memberId) ?? '',
      ...rest,
    })),
  };
}

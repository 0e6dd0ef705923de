import type { CallOutput, catalogue } from '@arena/protocol';

/** One of the member's deposit or withdraw orders (finance.orderList). */
export type MemberOrder = CallOutput<typeof catalogue.finance.orderList>['list'][number];
export type OrderStatus = MemberOrder['status'];

/** How often open orders are read again: often enough that a settled deposit shows within seconds. */
export const OPEN_ORDER_POLL_MS = 3_000;

/** Deposits still paying or confirming and withdrawals pending are open: their state can still change. */
export const isOpenStatus = (status: OrderStatus): boolean =>
  status === 'paying' || status === 'confirming' || status === 'pending';

/** The poll interval of a list: while any order is open, else none (nothing left to change by itself). */
export function pollInterval(orders: readonly { status: OrderStatus }[] | undefined): number | false {
  return orders?.some((o) => isOpenStatus(o.status)) ? OPEN_ORDER_POLL_MS : false;
}

/**
 * Orders that were open in the previous answer and have ended in this one (credited, paid, rejected,
 * cancelled): the moments money moved without the member doing anything on this screen.
 */
export function endedOrders(
  before: readonly MemberOrder[] | undefined,
  after: readonly MemberOrder[],
): MemberOrder[] {
  if (!before) return [];
  const wasOpen = new Set(before.filter((o) => isOpenStatus(o.status)).map((o) => `${o.kind}:${o.orderNo}`));
  return after.filter((o) => wasOpen.has(`${o.kind}:${o.orderNo}`) && !isOpenStatus(o.status));
}

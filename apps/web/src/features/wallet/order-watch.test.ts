import { describe, expect, it } from 'vitest';
import {
  OPEN_ORDER_POLL_MS,
  endedOrders,
  isOpenStatus,
  pollInterval,
  type MemberOrder,
} from './order-watch.ts';

const order = (
  orderNo: string,
  status: MemberOrder['status'],
  kind: MemberOrder['kind'] = 'deposit',
): MemberOrder => ({
  kind,
  orderNo,
  walletType: 'RMB',
  amount: 10_000,
  fee: 0,
  status,
  target: '支付宝扫码',
  reason: null,
  createdAt: 0,
  finishedAt: null,
});

// A settled deposit must not keep showing 确认中: open orders are read again until they end.
describe('open orders', () => {
  it('counts paying, confirming and pending as open', () => {
    expect(['paying', 'confirming', 'pending'].every((s) => isOpenStatus(s as MemberOrder['status']))).toBe(
      true,
    );
    expect(
      ['success', 'failed', 'cancelled', 'paid', 'rejected'].some((s) =>
        isOpenStatus(s as MemberOrder['status']),
      ),
    ).toBe(false);
  });

  it('polls while an order is open and stops when none is', () => {
    expect(pollInterval([order('a', 'success'), order('b', 'confirming')])).toBe(OPEN_ORDER_POLL_MS);
    expect(pollInterval([order('a', 'success'), order('w', 'paid', 'withdraw')])).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });

  it('reports the orders that ended since the last answer, once', () => {
    const before = [order('a', 'confirming'), order('w', 'pending', 'withdraw'), order('c', 'success')];
    const after = [order('a', 'success'), order('w', 'rejected', 'withdraw'), order('c', 'success')];
    expect(endedOrders(before, after).map((o) => o.orderNo)).toEqual(['a', 'w']);
    expect(endedOrders(after, after)).toEqual([]);
    expect(endedOrders(undefined, after)).toEqual([]); // the first answer is no change
  });

  it('tells a deposit and a withdraw with the same number apart', () => {
    expect(endedOrders([order('x', 'paying')], [order('x', 'paid', 'withdraw')])).toEqual([]);
  });
});

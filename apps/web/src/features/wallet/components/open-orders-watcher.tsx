import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store.ts';
import { useOrders } from '../api/get-orders.ts';
import { refreshMoney } from '../api/wallet-keys.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import { endedOrders, type MemberOrder } from '../order-watch.ts';
import type { Settlement } from '../settlement.ts';

/**
 * Mounted by every wallet screen: reads the member's orders (again every few seconds while one is
 * open) and, when one ends without the member doing anything here — a deposit credited, a withdraw
 * paid or rejected — says so and reads every balance again, so nothing waits for a manual refresh.
 */
export function OpenOrdersWatcher({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat(settlement);
  const client = useQueryClient();
  const orders = useOrders();
  const before = useRef<MemberOrder[] | undefined>(undefined);
  useEffect(() => {
    const now = orders.data;
    if (!now) return;
    const ended = endedOrders(before.current, now);
    before.current = now;
    if (ended.length === 0) return;
    void refreshMoney(client);
    for (const o of ended) {
      const amount = money(o.amount, o.walletType === 'USDT' ? 'USDT' : 'CNY');
      const reason = o.reason ?? '';
      if (o.kind === 'deposit' && o.status === 'success')
        toast(t('wallet.orders.credited', { amount }), { kind: 'success' });
      else if (o.kind === 'deposit' && o.status === 'failed')
        toast(t('wallet.orders.depositFailed', { reason }), { kind: 'error' });
      else if (o.kind === 'withdraw' && o.status === 'paid')
        toast(t('wallet.orders.withdrawPaid', { amount }), { kind: 'success' });
      else if (o.kind === 'withdraw' && o.status === 'rejected')
        toast(t('wallet.orders.withdrawRejected', { reason }), { kind: 'error' });
    }
  }, [orders.data, client, money, t]);
  return null;
}

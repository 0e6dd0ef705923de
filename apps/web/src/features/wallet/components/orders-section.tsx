import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStartAt } from '@arena/domain';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useCancelWithdraw } from '../api/cancel-withdraw.ts';
import { useOrders } from '../api/get-orders.ts';
import { useActionKey } from '@/lib/action-key.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import { isOpenStatus, type MemberOrder } from '../order-watch.ts';
import type { Settlement } from '../settlement.ts';

/** How many recent orders the section lists (open ones first). */
const SHOWN = 8;

/**
 * The member's deposit and withdraw orders: open ones first, each with its state (updated in place
 * while open), a pending withdraw's cancel, and the operator's reason on a rejected order.
 */
export function OrdersSection({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const orders = useOrders();
  const list = [...(orders.data ?? [])]
    .sort((a, b) => Number(isOpenStatus(b.status)) - Number(isOpenStatus(a.status)))
    .slice(0, SHOWN);
  return (
    <section className="card stack" aria-labelledby="wallet-orders-title" data-testid="wallet-orders">
      <h2 id="wallet-orders-title" className="m-0">
        {t('wallet.orders.title')}
      </h2>
      {orders.isPending ? (
        <Skeleton height={56} />
      ) : orders.isError ? (
        <button type="button" className="btn btn-ghost" onClick={() => void orders.refetch()}>
          {t('common.retry')}
        </button>
      ) : list.length === 0 ? (
        <p className="muted m-0">{t('wallet.orders.empty')}</p>
      ) : (
        <ul className="stack list-plain gap-8">
          {list.map((o) => (
            <OrderRow key={`${o.kind}:${o.orderNo}`} order={o} settlement={settlement} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderRow({ order, settlement }: { order: MemberOrder; settlement: Settlement }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat(settlement);
  const currency = order.walletType === 'USDT' ? 'USDT' : 'CNY';
  const amount = money(order.amount, currency);
  return (
    <li className="stack gap-2" data-testid="wallet-order" data-order-no={order.orderNo}>
      <div className="row justify-between gap-8">
        <span>
          {t(`wallet.orders.${order.kind}`)} · {order.target}
        </span>
        <strong className="tabular">{amount}</strong>
      </div>
      <div className="row muted justify-between gap-8 text-12">
        <span>
          {formatStartAt(order.createdAt)}
          {order.fee > 0 ? ` · ${t('wallet.orders.fee', { amount: money(order.fee, currency) })}` : ''}
        </span>
        <span data-testid="wallet-order-status">{t(`wallet.orders.statuses.${order.status}`)}</span>
      </div>
      {order.reason && (
        <span className="error text-13" data-testid="wallet-order-reason">
          {t('wallet.orders.reason', { reason: order.reason })}
        </span>
      )}
      {order.kind === 'withdraw' && order.status === 'pending' && (
        <CancelWithdraw orderNo={order.orderNo} amount={amount} />
      )}
    </li>
  );
}

/** Cancel a pending withdraw after an inline confirmation; the key makes a retried cancel refund once. */
function CancelWithdraw({ orderNo, amount }: { orderNo: string; amount: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelWithdraw();
  const actionKey = useActionKey();
  if (!asking)
    return (
      <button type="button" className="btn btn-secondary self-start" onClick={() => setAsking(true)}>
        {t('wallet.orders.cancel')}
      </button>
    );
  return (
    <div className="stack gap-4" role="group" aria-label={t('wallet.orders.cancelTitle')}>
      <strong>{t('wallet.orders.cancelTitle')}</strong>
      <span className="muted text-13">{t('wallet.orders.cancelBody', { amount })}</span>
      <div className="row gap-8">
        <button
          type="button"
          className="btn btn-primary"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(
              { orderNo, idempotencyKey: actionKey.for({ orderNo }) },
              {
                onSuccess: () => {
                  actionKey.finish();
                  setAsking(false);
                  toast(t('wallet.orders.cancelled', { amount }), { kind: 'success' });
                },
                onError: (err) => toast(errorText(err, t('wallet.failed')), { kind: 'error' }),
              },
            )
          }
        >
          {t('wallet.orders.cancelConfirm')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setAsking(false)}>
          {t('wallet.orders.keep')}
        </button>
      </div>
    </div>
  );
}

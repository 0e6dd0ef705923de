import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useAutoTransfer } from '../api/get-auto-transfer.ts';
import { useTotalAssets } from '../api/get-total-assets.ts';
import { useRecoverAll } from '../api/recover-all.ts';
import { useSetAutoTransfer } from '../api/set-auto-transfer.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useActionKey } from '@/lib/action-key.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import type { Settlement } from '../settlement.ts';
import { BalanceRow } from './balance-row.tsx';
import { OrdersSection } from './orders-section.tsx';
import { WalletLinks } from './wallet-links.tsx';
import { WalletPage } from './wallet-page.tsx';
import './wallet.css';

/** /app/wallet: every balance, total assets, one-click recovery and the auto-transfer switch. */
export function WalletOverviewScreen({ notice }: { notice?: ReactNode } = {}) {
  const { t } = useTranslation();
  return (
    <WalletPage title={t('wallet.title')}>
      {(settlement) => (
        <>
          {notice}
          <Overview settlement={settlement} />
        </>
      )}
    </WalletPage>
  );
}

function Overview({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const { money, unit, account } = useMoneyFormat(settlement);
  const assets = useTotalAssets();
  // The total is shown in the site's settlement unit, every wallet counted at the quote rate.
  const usdtSite = settlement.currency === 'USDT';
  const recover = useRecoverAll();
  const recoverKey = useActionKey();
  const data = assets.data;
  const show = (minor: number | undefined, currency: 'CNY' | 'USDT') =>
    minor === undefined ? <Skeleton height={20} width={96} /> : money(minor, currency);

  const handleRecover = () => {
    const idempotencyKey = recoverKey.for({ action: 'recover' });
    recover.mutate(idempotencyKey, {
      onSuccess: ({ failed }) => {
        recoverKey.finish();
        toast(
          failed === 0
            ? t('wallet.overview.recovered')
            : t('wallet.overview.recoverPartly', { count: failed }),
          {
            kind: failed === 0 ? 'success' : 'error',
          },
        );
      },
      onError: (err) => toast(errorText(err, t('wallet.failed')), { kind: 'error' }),
    });
  };

  return (
    <>
      <section className="card stack" aria-labelledby="wallet-total-label">
        <span id="wallet-total-label" className="muted">
          {t('wallet.overview.totalAssets')}
        </span>
        <strong className="wallet-total-amount" data-testid="wallet-total">
          {usdtSite ? show(data?.totalUsdt, 'USDT') : show(data?.total, 'CNY')}
        </strong>
        {data && (
          <span className="muted text-13" data-testid="wallet-total-valued">
            {usdtSite
              ? t('wallet.overview.valuedCny', { rate: data.rmbToUsdtRate })
              : t('wallet.overview.valuedUsdt', { rate: data.usdtToRmbRate, unit: unit('CNY') })}
          </span>
        )}
        {assets.isError && (
          <button type="button" className="btn btn-ghost" onClick={() => void assets.refetch()}>
            {t('common.retry')}
          </button>
        )}
        <div className="row gap-8">
          <button
            type="button"
            className="btn btn-primary"
            onClick={handleRecover}
            disabled={recover.isPending}
            data-testid="wallet-recover-all"
          >
            {recover.isPending ? t('wallet.overview.recovering') : t('wallet.overview.recoverAll')}
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => void assets.refetch()}
            disabled={assets.isFetching}
          >
            {t('wallet.overview.refresh')}
          </button>
        </div>
      </section>

      <section className="card stack" aria-labelledby="wallet-balances">
        <h2 id="wallet-balances" className="m-0">
          {t('wallet.overview.balances')}
        </h2>
        <ul className="stack list-plain gap-4">
          <BalanceRow
            label={t('wallet.overview.main')}
            value={show(data?.center, 'CNY')}
            testId="balance-main"
          />
          <BalanceRow
            label={t('wallet.overview.usdt')}
            value={show(data?.usdt, 'USDT')}
            testId="balance-usdt"
            tag={
              <Link
                to={paths.walletConvert}
                className="btn btn-ghost wallet-chip"
                data-testid="wallet-link-convert"
              >
                {t('wallet.overview.convert')}
              </Link>
            }
          />
          <BalanceRow label={t('wallet.overview.yeb')} value={show(data?.yeb, 'CNY')} testId="balance-yeb" />
        </ul>
        <h3 className="m-0 mt-8">{t('wallet.overview.venues')}</h3>
        {data && data.venues.length === 0 ? (
          <p className="muted m-0">{t('wallet.overview.noVenues')}</p>
        ) : (
          <ul className="stack list-plain gap-4" data-testid="venue-balances">
            {data
              ? data.venues.map((v) => (
                  <BalanceRow
                    key={v.venueCode}
                    label={v.name}
                    value={money(v.balance, 'CNY')}
                    testId={`balance-venue-${v.venueCode.toLowerCase()}`}
                    tag={
                      v.maintaining ? (
                        <span className="muted ml-6 text-12">{t('wallet.overview.maintaining')}</span>
                      ) : undefined
                    }
                  />
                ))
              : [0, 1, 2].map((i) => <Skeleton key={i} height={32} />)}
          </ul>
        )}
      </section>

      <OrdersSection settlement={settlement} />
      <AutoTransferSwitch />
      <WalletLinks account={account} />
    </>
  );
}

function AutoTransferSwitch() {
  const { t } = useTranslation();
  const state = useAutoTransfer();
  const set = useSetAutoTransfer();
  const enabled = state.data ?? false;
  return (
    <section className="card row justify-between gap-12">
      <label htmlFor="wallet-auto-transfer" className="stack gap-2">
        <strong>{t('wallet.overview.autoTransfer')}</strong>
        <span className="muted text-13">{t('wallet.overview.autoTransferHint')}</span>
      </label>
      <input
        id="wallet-auto-transfer"
        type="checkbox"
        role="switch"
        aria-checked={enabled}
        checked={enabled}
        disabled={state.isPending || set.isPending}
        onChange={(e) =>
          set.mutate(e.target.checked, {
            onError: (err) => toast(errorText(err, t('wallet.failed')), { kind: 'error' }),
          })
        }
        data-testid="wallet-auto-transfer"
        className="wallet-switch"
      />
    </section>
  );
}

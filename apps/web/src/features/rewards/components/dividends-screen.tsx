import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useDividends } from '../api/get-dividends.ts';
import { BonusList } from './bonus-list.tsx';
import { LoadError, RewardsPage } from './rewards-page.tsx';

function DividendSection({ kind }: { kind: 'month' | 'week' }) {
  const { t } = useTranslation();
  const q = useDividends(kind);
  return (
    <section className="card stack" aria-labelledby={`dividend-${kind}`}>
      <h2 id={`dividend-${kind}`}>{t(`rewards.dividends.${kind}`)}</h2>
      {q.isError ? (
        <LoadError
          text={t('rewards.loadFailed')}
          retry={t('rewards.retry')}
          onRetry={() => void q.refetch()}
        />
      ) : !q.data ? (
        <Skeleton height={60} />
      ) : (
        <>
          {q.data.blocked && <p className="muted">{t('rewards.blocked')}</p>}
          <BonusList items={q.data.list} kind={kind} empty={t('rewards.dividends.empty')} />
        </>
      )}
    </section>
  );
}

/** /app/me/dividends: week and month dividends by level and period turnover. */
export function DividendsScreen() {
  const { t } = useTranslation();
  return (
    <RewardsPage title={t('rewards.dividends.title')}>
      <DividendSection kind="week" />
      <DividendSection kind="month" />
    </RewardsPage>
  );
}

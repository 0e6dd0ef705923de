import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useClaimRebate } from '../api/claim-rebate.ts';
import { useRebate } from '../api/get-rebate.ts';
import { useClaimFeedback } from '../hooks/use-claim-feedback.ts';
import { useYuan } from '../hooks/use-yuan.ts';
import { LoadError, RewardsPage } from './rewards-page.tsx';

/** /app/me/rebate: rebate accrued per venue from valid turnover, claimable any time. */
export function RebateScreen() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const rebate = useRebate();
  const claim = useClaimRebate();
  const feedback = useClaimFeedback();
  const data = rebate.data;
  return (
    <RewardsPage title={t('rewards.rebate.title')}>
      <section className="card stack" aria-labelledby="rebate-claimable">
        <h2 id="rebate-claimable">{t('rewards.rebate.claimable')}</h2>
        {rebate.isError ? (
          <LoadError
            text={t('rewards.loadFailed')}
            retry={t('rewards.retry')}
            onRetry={() => void rebate.refetch()}
          />
        ) : !data ? (
          <Skeleton height={80} />
        ) : (
          <>
            <strong className="rw-big" data-testid="rebate-claimable">
              {yuan(data.claimable)}
            </strong>
            <small className="muted">
              {data.lastSettledAt === null
                ? t('rewards.rebate.never')
                : t('rewards.rebate.lastSettled', {
                    time: new Date(data.lastSettledAt).toLocaleString('zh-CN', { hour12: false }),
                  })}
            </small>
            <button
              type="button"
              className="btn btn-primary"
              disabled={data.claimable <= 0 || claim.isPending}
              onClick={() => claim.mutate(undefined, feedback)}
            >
              {claim.isPending ? t('rewards.claiming') : t('rewards.rebate.claimAll')}
            </button>
            <p className="muted m-0">{t('rewards.rebate.note')}</p>
          </>
        )}
      </section>
      <section className="card">
        {data && data.list.length === 0 ? (
          <EmptyState text={t('rewards.rebate.empty')} />
        ) : (
          <table className="rw-table" data-testid="rebate-venues">
            <thead>
              <tr>
                <th scope="col">{t('rewards.rebate.venue')}</th>
                <th scope="col">{t('rewards.rebate.turnover')}</th>
                <th scope="col">{t('rewards.rebate.rate')}</th>
                <th scope="col">{t('rewards.rebate.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {data?.list.map((v) => (
                <tr key={v.venueCode}>
                  <td>{v.venueCode.toUpperCase()}</td>
                  <td>{yuan(v.turnover)}</td>
                  <td>{v.rate}%</td>
                  <td>{yuan(v.rebate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </RewardsPage>
  );
}

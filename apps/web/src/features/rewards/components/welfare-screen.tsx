import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useRewardRecords } from '../api/get-reward-records.ts';
import { useWelfare } from '../api/get-welfare.ts';
import { useClaimReward } from '../api/claim-reward.ts';
import { refreshRewards } from '../api/rewards-keys.ts';
import { useClaimFeedback } from '../hooks/use-claim-feedback.ts';
import { useYuan } from '../hooks/use-yuan.ts';
import { BonusList } from './bonus-list.tsx';
import { CouponForm } from './coupon-form.tsx';
import { LoadError, RewardsPage } from './rewards-page.tsx';

/** Claims every claimable item one after another; stops at the first refusal (it is toasted). */
function ClaimAll({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  const claim = useClaimReward('welfare');
  const client = useQueryClient();
  const feedback = useClaimFeedback();
  const handleClaimAll = async () => {
    let credited = 0;
    try {
      for (const id of ids) credited += (await claim.mutateAsync(id)).credited;
      feedback.onSuccess({ credited });
    } catch (err) {
      feedback.onError(err);
    } finally {
      await refreshRewards(client);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={ids.length === 0 || claim.isPending}
      onClick={() => void handleClaimAll()}
    >
      {claim.isPending ? t('rewards.claiming') : t('rewards.claimAll')}
    </button>
  );
}

function Records() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const records = useRewardRecords();
  if (records.isError)
    return (
      <LoadError
        text={t('rewards.loadFailed')}
        retry={t('rewards.retry')}
        onRetry={() => void records.refetch()}
      />
    );
  if (!records.data) return <Skeleton height={80} />;
  if (records.data.list.length === 0) return <p className="muted">{t('rewards.welfare.noRecords')}</p>;
  return (
    <ul className="rw-list" data-testid="reward-records">
      {records.data.list.map((r) => (
        <li key={r.id} className="rw-item">
          <span className="stack gap-2">
            <span>{r.title}</span>
            <small className="muted">
              {new Date(r.createdAt).toLocaleString('zh-CN', { hour12: false })}
              {r.turnoverRequired > 0 &&
                ` · ${t('rewards.welfare.turnoverNeed', { amount: formatMoney(r.turnoverRequired, 'CNY') })}`}
            </small>
          </span>
          <span className="rw-amount">+{yuan(r.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/** /app/me/welfare: every claimable reward in one list, claim one or all, and the coupon-code box. */
export function WelfareScreen() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const welfare = useWelfare();
  const data = welfare.data;
  return (
    <RewardsPage title={t('rewards.welfare.title')}>
      <section className="card stack" aria-labelledby="welfare-total">
        <h2 id="welfare-total">{t('rewards.welfare.total')}</h2>
        {welfare.isError ? (
          <LoadError
            text={t('rewards.loadFailed')}
            retry={t('rewards.retry')}
            onRetry={() => void welfare.refetch()}
          />
        ) : !data ? (
          <Skeleton height={120} />
        ) : (
          <>
            <strong className="rw-big" data-testid="welfare-total">
              {yuan(data.totalClaimable)}
            </strong>
            {data.blocked && <p className="muted">{t('rewards.blocked')}</p>}
            <ClaimAll ids={data.list.filter((i) => i.status === 'claimable').map((i) => i.id)} />
            <BonusList items={data.list} kind="welfare" empty={t('rewards.welfare.empty')} />
          </>
        )}
      </section>
      <section className="card">
        <CouponForm />
      </section>
      <section className="card stack" aria-labelledby="welfare-records">
        <h2 id="welfare-records">{t('rewards.welfare.records')}</h2>
        <Records />
      </section>
    </RewardsPage>
  );
}

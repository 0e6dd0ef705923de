import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useUpgradeGifts } from '../api/get-upgrade-gifts.ts';
import { useVipGrades } from '../api/get-vip-grades.ts';
import { BonusList } from './bonus-list.tsx';
import { LoadError, RewardsPage } from './rewards-page.tsx';
import { VipLevelCards } from './vip-level-cards.tsx';

/** One measure towards the next level: done / needed with a progress bar. */
function Measure({ label, done, need }: { label: string; done: number; need: number }) {
  const { t } = useTranslation();
  const amount = (v: number) => formatMoney(v, 'CNY');
  return (
    <div className="stack gap-4">
      <div className="row justify-between">
        <span>{label}</span>
        <span className="muted">{t('rewards.vip.progress', { done: amount(done), need: amount(need) })}</span>
      </div>
      <progress className="rw-bar" max={Math.max(need, 1)} value={Math.min(done, need)} aria-label={label} />
    </div>
  );
}

/** /app/me/vip: the member's level, progress to the next in both measures, each level's privileges. */
export function VipCentreScreen() {
  const { t } = useTranslation();
  const grades = useVipGrades();
  const gifts = useUpgradeGifts();
  const data = grades.data;
  const level = data?.currentLevel ?? 0;
  const next = data?.list.find((l) => l.level === level + 1);
  return (
    <RewardsPage title={t('rewards.vip.title')}>
      <section className="card stack" aria-labelledby="vip-current">
        <h2 id="vip-current">{t('rewards.vip.current')}</h2>
        {grades.isError ? (
          <LoadError
            text={t('rewards.loadFailed')}
            retry={t('rewards.retry')}
            onRetry={() => void grades.refetch()}
          />
        ) : !data ? (
          <Skeleton height={80} />
        ) : (
          <>
            <span
              className="rw-badge"
              data-testid="vip-current-level"
              aria-label={t('rewards.vip.levelLabel', { level })}
            >
              {t('rewards.vip.level', { level })}
            </span>
            {next && data.progress ? (
              <>
                <span className="muted">{t('rewards.vip.nextLevel', { name: next.name })}</span>
                <Measure
                  label={t('rewards.vip.deposit')}
                  done={data.progress.depositTotal}
                  need={next.depositRequired}
                />
                <Measure
                  label={t('rewards.vip.turnover')}
                  done={data.progress.turnoverTotal}
                  need={next.turnoverRequired}
                />
              </>
            ) : (
              <span className="muted">{t('rewards.vip.top')}</span>
            )}
          </>
        )}
      </section>
      <section className="card stack" aria-labelledby="vip-gifts">
        <h2 id="vip-gifts">{t('rewards.vip.gifts')}</h2>
        {gifts.isError ? (
          <LoadError
            text={t('rewards.loadFailed')}
            retry={t('rewards.retry')}
            onRetry={() => void gifts.refetch()}
          />
        ) : !gifts.data ? (
          <Skeleton height={120} />
        ) : (
          <>
            {gifts.data.blocked && <p className="muted">{t('rewards.blocked')}</p>}
            <BonusList items={gifts.data.list} kind="upgrade" empty={t('rewards.welfare.empty')} />
          </>
        )}
      </section>
      {data && <VipLevelCards levels={data.list} current={level} />}
    </RewardsPage>
  );
}

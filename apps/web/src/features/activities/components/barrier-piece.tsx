import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@arena/domain';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useClaimBarrier } from '../api/activity-actions.ts';
import { barrierQuery } from '../api/get-activity-info.ts';
import { useActionFeedback } from '../hooks/use-action-feedback.ts';

const yuan = (minor: number) => formatMoney(minor, 'CNY');

/** Front barrier (闯关): the week's valid turnover against each stage, a progress bar and the claims. */
export function BarrierPiece({ id }: { id: string }) {
  const { t } = useTranslation();
  const info = useQuery(barrierQuery(id));
  const claim = useClaimBarrier();
  const feedback = useActionFeedback();
  if (!info.data) return <Skeleton height={160} />;
  const d = info.data;
  return (
    <div className="stack">
      <p className="m-0">
        <strong data-testid="barrier-turnover">
          {t('act.barrier.turnover', { amount: yuan(d.turnover) })}
        </strong>
      </p>
      <p className="muted m-0">
        {t('act.barrier.period', {
          from: formatDateTime(d.periodFrom).slice(0, 16),
          to: formatDateTime(d.periodTo).slice(0, 16),
        })}
      </p>
      <ol className="act-records" aria-label={d.title}>
        {d.tiers.map((tier) => (
          <li key={tier.tier} data-testid="barrier-tier">
            <span className="stack gap-4 grow">
              <span>
                <strong>{t('act.barrier.tier', { n: tier.tier })}</strong> ·{' '}
                {t('act.barrier.need', { turnover: yuan(tier.turnover), reward: yuan(tier.reward) })}
              </span>
              <progress max={tier.turnover} value={Math.min(d.turnover, tier.turnover)} />
            </span>
            {tier.status === 'claimable' ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={claim.isPending}
                aria-label={t('act.barrier.claimTier', { n: tier.tier })}
                onClick={() =>
                  claim.mutate(
                    { activityId: id, tier: tier.tier },
                    { onSuccess: (a) => feedback.onPrize(a.prize), onError: feedback.onError },
                  )
                }
              >
                {t('act.barrier.claim')}
              </button>
            ) : (
              <span className="muted">{t(`act.barrier.status.${tier.status}`)}</span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

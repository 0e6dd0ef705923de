import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useActivityAction } from '../api/activity-actions.ts';
import { continuousQuery, firstDepositQuery } from '../api/get-activity-info.ts';
import { useActionFeedback } from '../hooks/use-action-feedback.ts';

/** First deposit: the bonus terms (rate and cap); the opt-in is the apply button above. */
export function FirstDepositPiece() {
  const { t } = useTranslation();
  const info = useQuery(firstDepositQuery());
  if (!info.data) return <Skeleton height={60} />;
  const d = info.data;
  return (
    <p className="act-big">
      {t('act.firstDeposit.terms', {
        rate: Math.round(Number(d.rate) * 100),
        max: formatMoney(d.maxBonus, 'CNY'),
      })}
    </p>
  );
}

/** Continuous deposit: consecutive deposit days (site days) and the tiers. */
export function ContinuousPiece({ id }: { id: string }) {
  const { t } = useTranslation();
  const info = useQuery(continuousQuery(id));
  if (!info.data) return <Skeleton height={80} />;
  const d = info.data;
  return (
    <div>
      <p className="act-big">{t('act.continuous.days', { days: d.days })}</p>
      <ul className="act-records">
        {d.tiers.map((tier) => (
          <li key={tier.day} className={d.days >= tier.day ? 'is-done' : ''}>
            {t('act.continuous.tier', { day: tier.day, amount: formatMoney(tier.reward, 'CNY') })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Back-flow: one application for returning members (the server checks the idle days). */
export function BackFlowPiece({ id }: { id: string }) {
  const { t } = useTranslation();
  const apply = useActivityAction('backFlow');
  const feedback = useActionFeedback();
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={apply.isPending}
      onClick={() =>
        apply.mutate(id, { onSuccess: (a) => feedback.onPrize(a.prize), onError: feedback.onError })
      }
    >
      {t('act.backFlow.apply')}
    </button>
  );
}

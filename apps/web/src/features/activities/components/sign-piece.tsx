import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useActivityAction } from '../api/activity-actions.ts';
import { signQuery } from '../api/get-activity-info.ts';
import { useActionFeedback, useYuan } from '../hooks/use-action-feedback.ts';

/** Sign-in gift: the streak, the reward ladder (the next step highlighted) and today's button. */
export function SignPiece({ id }: { id: string }) {
  const { t } = useTranslation();
  const yuan = useYuan();
  const info = useQuery(signQuery(id));
  const sign = useActivityAction('sign');
  const feedback = useActionFeedback();
  if (!info.data) return <Skeleton height={120} />;
  const d = info.data;
  const next = d.signedToday ? d.signedDays : d.signedDays + 1;
  return (
    <div className="act-sign">
      <p className="act-big" data-testid="sign-streak">
        {t('act.sign.streak', { days: d.signedDays })}
      </p>
      <ol className="act-ladder" aria-label={t('act.sign.calendar')}>
        {d.rewards.map((r, i) => (
          <li
            key={r.prizeId}
            className={
              i + 1 === Math.min(next, d.rewards.length) ? 'is-next' : i < d.signedDays ? 'is-done' : ''
            }
          >
            <span>{t('act.sign.day', { day: i + 1 })}</span>
            <strong>{yuan(r.amount)}</strong>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="btn btn-primary"
        disabled={d.signedToday || sign.isPending || !d.eligible}
        onClick={() =>
          sign.mutate(id, { onSuccess: (a) => feedback.onPrize(a.prize), onError: feedback.onError })
        }
      >
        {d.signedToday ? t('act.sign.done') : t('act.sign.button')}
      </button>
    </div>
  );
}

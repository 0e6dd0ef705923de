import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useActivityAction } from '../api/activity-actions.ts';
import { noviceQuery } from '../api/get-activity-info.ts';
import { useActionFeedback, useYuan } from '../hooks/use-action-feedback.ts';

/** Newcomer packages: each task's reward and state, tracked by the server from real events. */
export function NovicePiece() {
  const { t } = useTranslation();
  const yuan = useYuan();
  const info = useQuery(noviceQuery());
  const claim = useActivityAction('novice');
  const feedback = useActionFeedback();
  if (!info.data) return <Skeleton height={120} />;
  return (
    <ul className="act-records">
      {info.data.list.map((p) => (
        <li key={p.packageId}>
          <span>
            {p.title} · <strong>{yuan(p.reward)}</strong>
          </span>
          {p.status === 'claimable' ? (
            <button
              type="button"
              className="btn btn-primary"
              disabled={claim.isPending}
              aria-label={`${t('act.novice.claim')} ${p.title}`}
              onClick={() =>
                claim.mutate(p.packageId, {
                  onSuccess: (a) => feedback.onPrize(a.prize),
                  onError: feedback.onError,
                })
              }
            >
              {t('act.novice.claim')}
            </button>
          ) : (
            <span className="muted">{t(`act.novice.status.${p.status}`)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

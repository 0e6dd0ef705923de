import { useTranslation } from 'react-i18next';
import { useActivityAction } from '../api/activity-actions.ts';
import { useActionFeedback } from '../hooks/use-action-feedback.ts';

/** Apply / opt in (promotions with review, first and continuous deposit); shows the member's state. */
export function ApplyButton({
  id,
  status,
}: {
  id: string;
  status: 'none' | 'pending' | 'approved' | 'rejected';
}) {
  const { t } = useTranslation();
  const apply = useActivityAction('apply');
  const feedback = useActionFeedback();
  if (status !== 'none')
    return <p className={`act-apply act-apply-${status}`}>{t(`act.applied.${status}`)}</p>;
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={apply.isPending}
      onClick={() => apply.mutate(id, { onError: feedback.onError })}
    >
      {t('act.apply')}
    </button>
  );
}

import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';

interface Review {
  status: 'none' | 'pending' | 'approved' | 'rejected';
  remark: string;
}

/** The state of a modification review (real name, phone); nothing while there never was one. */
export function ReviewLine({ review, testId }: { review: UseQueryResult<Review>; testId: string }) {
  const { t } = useTranslation();
  const r = review.data;
  if (!r || r.status === 'none') return null;
  return (
    <p className="m-0" role="status" data-testid={testId} data-status={r.status}>
      {t('security.review.line', { status: t(`security.review.${r.status}`) })}
      {r.remark && (
        <span className="muted block text-13">{t('security.review.remark', { remark: r.remark })}</span>
      )}
    </p>
  );
}

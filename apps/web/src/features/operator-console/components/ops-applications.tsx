import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@arena/domain';
import type { OpsApplication } from '@arena/protocol';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { pendingApplicationsQuery, useDecideApplication } from '../api/ops-tool-queries.ts';

function ApplicationItem({ item }: { item: OpsApplication }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const decide = useDecideApplication();
  const handleDecide = (decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: item.id, decision, note: note.trim() },
      {
        onSuccess: () =>
          toast(
            t(decision === 'approve' ? 'opsTools.applications.approved' : 'opsTools.applications.rejected'),
            {
              kind: 'success',
            },
          ),
        onError: (err) => toast(errorText(err, t('opsTools.failed')), { kind: 'error' }),
      },
    );
  const row = t('opsTools.applications.row', {
    member: item.memberName,
    activity: item.activityTitle,
    at: formatDateTime(item.createdAt),
  });
  return (
    <li className="stack list-none" aria-label={row}>
      <span>{row}</span>
      <label className="stack">
        <span>{t('opsTools.applications.note')}</span>
        <input value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
      </label>
      <div className="row gap-8">
        <button
          type="button"
          className="btn btn-primary"
          disabled={decide.isPending}
          onClick={() => handleDecide('approve')}
        >
          {t('opsTools.applications.approve')}
        </button>
        <button
          type="button"
          className="btn"
          disabled={decide.isPending}
          onClick={() => handleDecide('reject')}
        >
          {t('opsTools.applications.reject')}
        </button>
      </div>
    </li>
  );
}

/** Applications to activities with review, oldest waiting last; approving pays the bonus on the server. */
export function OpsApplications() {
  const { t } = useTranslation();
  const q = useQuery(pendingApplicationsQuery());
  return (
    <section className="card stack" aria-label={t('opsTools.applications.title')}>
      <h2 className="text-14">{t('opsTools.applications.title')}</h2>
      {q.isPending ? (
        <div className="skeleton h-48" aria-hidden="true" />
      ) : q.isError ? (
        <p className="muted" role="alert">
          {t('opsTools.loadFailed')}{' '}
          <button type="button" className="btn btn-ghost" onClick={() => void q.refetch()}>
            {t('opsTools.retry')}
          </button>
        </p>
      ) : q.data.list.length === 0 ? (
        <p className="muted">{t('opsTools.applications.empty')}</p>
      ) : (
        <ul className="stack p-0 m-0">
          {q.data.list.map((item) => (
            <ApplicationItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

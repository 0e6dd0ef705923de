import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@arena/domain';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { serverError } from '../account-forms.ts';
import { useSecurityNoticeAck } from '../api/security-notice-ack.ts';
import { useSecurityNotices } from '../api/security-notice-list.ts';
import { RequireMember } from '@/components/ui/require-member.tsx';
import './account.css';

/** The security notices, unacknowledged first in the server's order; each can be acknowledged once. */
function NoticeList() {
  const { t } = useTranslation();
  const notices = useSecurityNotices();
  const ack = useSecurityNoticeAck();

  if (notices.isPending)
    return (
      <div className="stack" aria-busy="true">
        <Skeleton height={96} />
        <Skeleton height={96} />
      </div>
    );
  if (notices.isError)
    return (
      <div className="card stack" role="alert">
        <p className="error m-0">{t('profile.loadFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void notices.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (notices.data.list.length === 0) return <EmptyState text={t('securityNotices.empty')} />;

  const list = [...notices.data.list].sort((a, b) => Number(a.acknowledged) - Number(b.acknowledged));
  return (
    <ul className="stack list-plain" data-testid="notice-list">
      {list.map((n) => (
        <li
          key={n.id}
          className="card stack notice-item mb-0"
          data-acknowledged={n.acknowledged}
          data-testid="notice-item"
        >
          <div className="section-head">
            <h2>{n.title}</h2>
            <span className={n.acknowledged ? 'muted text-13' : 'error text-13'}>
              {n.acknowledged ? t('securityNotices.acked') : t('securityNotices.unread')}
            </span>
          </div>
          <p className="m-0">{n.content}</p>
          <time className="muted text-13" dateTime={new Date(n.createdAt).toISOString()}>
            {formatDateTime(n.createdAt)}
          </time>
          {!n.acknowledged && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={ack.isPending}
              onClick={() =>
                ack.mutate(n.id, {
                  onSuccess: () => toast(t('securityNotices.acknowledged'), { kind: 'success' }),
                  onError: (err) =>
                    toast(serverError(err, [], t('profile.failed')).message, { kind: 'error' }),
                })
              }
            >
              {t('securityNotices.ack')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** /app/me/notices (members only): security notices such as a login from a new device. */
export function NoticesScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('securityNotices.title')} back>
      <RequireMember>
        <NoticeList />
      </RequireMember>
    </Page>
  );
}

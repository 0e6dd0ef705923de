import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useLeaveSupportMessage } from '../api/leave-support-message.ts';

/** No operator online: members leave a message (answered as a private letter); visitors log in first. */
export function OfflineForm({ member, loginPath }: { member: boolean; loginPath: string }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const leave = useLeaveSupportMessage();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!content.trim()) return;
    leave.mutate(content.trim(), {
      onSuccess: () => {
        setContent('');
        toast(t('support.offlineDone'), { kind: 'success' });
      },
      onError: (err) => toast(errorText(err, t('support.sendFailed')), { kind: 'error' }),
    });
  };

  return (
    <section className="card stack" aria-labelledby="support-offline-title">
      <h2 id="support-offline-title">{t('support.offlineTitle')}</h2>
      {member ? (
        <form className="stack" onSubmit={handleSubmit}>
          <p className="muted">{t('support.offlineBody')}</p>
          <label className="stack">
            <span>{t('support.offlineContent')}</span>
            <textarea
              value={content}
              maxLength={1000}
              rows={4}
              onChange={(e) => setContent(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-primary" disabled={leave.isPending || !content.trim()}>
            {t('support.offlineSubmit')}
          </button>
        </form>
      ) : (
        <>
          <p className="muted">{t('support.offlineLogin')}</p>
          <Link className="btn btn-primary" to={loginPath}>
            {t('support.login')}
          </Link>
        </>
      )}
    </section>
  );
}

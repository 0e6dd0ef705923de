import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@arena/domain';
import type { OpsOfflineMessage } from '@arena/protocol';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { offlineQuery } from '../api/ops-queries.ts';
import { useAnswerOffline } from '../api/ops-mutations.ts';

function OfflineItem({ item }: { item: OpsOfflineMessage }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState('');
  const send = useAnswerOffline();
  return (
    <li className="stack list-none">
      <div className="muted text-12">
        {item.memberName} · {formatDateTime(item.createdAt)}
      </div>
      <p className="pre-wrap">{item.content}</p>
      {item.answeredAt ? (
        <p className="muted">
          {t('opsConsole.answered')}：{item.answer}
        </p>
      ) : (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (!answer.trim()) return;
            send.mutate(
              { id: item.id, answer: answer.trim() },
              {
                onSuccess: () => toast(t('opsConsole.answerDone'), { kind: 'success' }),
                onError: (err) => toast(errorText(err, t('opsConsole.loadFailed')), { kind: 'error' }),
              },
            );
          }}
        >
          <label className="stack">
            <span>{t('opsConsole.answer')}</span>
            <textarea value={answer} rows={2} maxLength={500} onChange={(e) => setAnswer(e.target.value)} />
          </label>
          <button type="submit" className="btn btn-secondary" disabled={send.isPending}>
            {t('opsConsole.answerSend')}
          </button>
        </form>
      )}
    </li>
  );
}

/** Offline-form messages; an answer goes to the member as a private letter. */
export function OpsOfflineList() {
  const { t } = useTranslation();
  const q = useQuery(offlineQuery());
  if (q.isPending || q.isError) return null;
  const open = q.data.list.filter((m) => !m.answeredAt).length;
  return (
    <section className="card stack" aria-label={t('opsConsole.offline', { count: open })}>
      <h2 className="text-14">{t('opsConsole.offline', { count: open })}</h2>
      <ul className="stack p-0 m-0">
        {q.data.list.map((item) => (
          <OfflineItem key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

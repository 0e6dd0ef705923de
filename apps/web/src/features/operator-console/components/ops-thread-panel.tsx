import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useOpsSession } from '../stores/ops-session.ts';
import { useOpsLines } from '../hooks/use-ops-lines.ts';
import { useTakeConversation } from '../api/ops-mutations.ts';
import { OpsLineList } from './ops-line-list.tsx';
import { OpsReply } from './ops-reply.tsx';
import { OpsCustomerPanel } from './ops-customer-panel.tsx';

/** One conversation on the console: take it, read and answer it live, close it with a note. */
export function OpsThreadPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const me = useOpsSession((s) => s.operatorId);
  const { conversation, lines } = useOpsLines(id);
  const take = useTakeConversation();
  const mine = conversation?.status === 'active' && conversation.operatorId === me;
  return (
    <section className="stack" aria-label={conversation?.customer ?? id}>
      <div className="card stack">
        <h2 className="text-16">
          {conversation?.customer}
          {conversation?.orderNo ? ` · ${t('opsConsole.aboutOrder', { orderNo: conversation.orderNo })}` : ''}
        </h2>
        {conversation?.status === 'waiting' && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={take.isPending}
            onClick={() =>
              take.mutate(id, {
                onError: (err) => toast(errorText(err, t('opsConsole.takeFailed')), { kind: 'error' }),
              })
            }
          >
            {t('opsConsole.take')}
          </button>
        )}
        {conversation?.status === 'active' && !mine && (
          <p className="muted">{t('opsConsole.taken', { name: conversation.operatorName })}</p>
        )}
        {conversation?.status === 'closed' && (
          <p className="muted">
            {t('opsConsole.closeDone')}
            {conversation.closeNote ? `：${conversation.closeNote}` : ''}
          </p>
        )}
      </div>
      <div className="card">
        <OpsLineList lines={lines} conversation={conversation} />
      </div>
      {mine && <OpsReply id={id} />}
      <OpsCustomerPanel id={id} />
    </section>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@arena/domain';
import { Page } from '@/components/ui/page.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSkeleton } from '@/components/ui/skeleton.tsx';
import { useAgentStatus } from '../api/get-agent-status.ts';
import { useAgentContact } from '../api/get-agent-contact.ts';
import { AgentLinkCard } from './agent-link-card.tsx';
import { AgentMembers } from './agent-members.tsx';
import { AgentCommissions } from './agent-commissions.tsx';
import { JoinForm } from './join-form.tsx';
import './agent.css';

/** The agent desk: the in-app path of the support chat the contact call names (default /cs). */
function ContactDesk() {
  const { t } = useTranslation();
  const contact = useAgentContact();
  const url = contact.data?.list.find((c) => c.type === 'url' && c.value.startsWith('/'))?.value ?? '/cs';
  return (
    <Link className="btn" to={url}>
      {t('agent.contactDesk')}
    </Link>
  );
}

function StatusView() {
  const { t } = useTranslation();
  const status = useAgentStatus();
  if (status.isPending) return <PageSkeleton />;
  if (status.isError)
    return (
      <EmptyState
        text={t('agent.loadFailed')}
        action={
          <button type="button" className="btn" onClick={() => void status.refetch()}>
            {t('agent.retry')}
          </button>
        }
      />
    );
  const s = status.data;
  if (s.isAgent && s.agentCode)
    return (
      <>
        <AgentLinkCard code={s.agentCode} />
        <AgentMembers />
        <AgentCommissions />
      </>
    );
  if (s.applyStatus === 'pending')
    return (
      <section className="card stack" role="status">
        <h2 className="agent-h2">{t('agent.pendingTitle')}</h2>
        <p>{t('agent.pendingText', { time: s.appliedAt ? formatDateTime(s.appliedAt) : '' })}</p>
      </section>
    );
  return (
    <section className="card stack">
      <h2 className="agent-h2">
        {t(s.applyStatus === 'rejected' ? 'agent.rejectedTitle' : 'agent.noneTitle')}
      </h2>
      <p className="muted">{t(s.applyStatus === 'rejected' ? 'agent.rejectedText' : 'agent.noneText')}</p>
      {s.applyStatus === 'rejected' && s.rejectReason && (
        <p>{t('agent.reason', { reason: s.rejectReason })}</p>
      )}
      <JoinForm />
    </section>
  );
}

/** /app/me/agent: agent status, the application, and for an active agent its link and figures (spec §6). */
export function AgentScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('agent.title')} back>
      <div className="stack">
        <StatusView />
        <ContactDesk />
      </div>
    </Page>
  );
}

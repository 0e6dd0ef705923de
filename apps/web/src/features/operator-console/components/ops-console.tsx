import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useOpsSession } from '../stores/ops-session.ts';
import { conversationsQuery } from '../api/ops-queries.ts';
import { useOpsLogout } from '../api/ops-mutations.ts';
import { OpsConversationList } from './ops-conversation-list.tsx';
import { OpsThreadPanel } from './ops-thread-panel.tsx';
import { OpsOfflineList } from './ops-offline-list.tsx';
import { OpsMemberResponsible } from './ops-member-responsible.tsx';
import { OpsApplications } from './ops-applications.tsx';

/**
 * The signed-in console: conversation lists, the open conversation with its member, offline messages,
 * and the tools: a member's responsible play and the activity applications to review.
 */
export function OpsConsole() {
  const { t } = useTranslation();
  const name = useOpsSession((s) => s.name);
  const logout = useOpsLogout();
  const list = useQuery(conversationsQuery());
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <div className="stack">
      <div className="card flex justify-between items-center">
        <span>{t('opsConsole.signedInAs', { name })}</span>
        <button type="button" className="btn btn-ghost" onClick={() => logout.mutate()}>
          {t('opsConsole.signOut')}
        </button>
      </div>
      {list.isPending ? (
        <Skeleton height={120} />
      ) : list.isError ? (
        <div className="card stack" role="alert">
          <p className="muted">{t('opsConsole.loadFailed')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <OpsConversationList list={list.data.list} selected={selected} onSelect={setSelected} />
      )}
      {selected ? (
        <OpsThreadPanel key={selected} id={selected} />
      ) : (
        <p className="muted card">{t('opsConsole.pick')}</p>
      )}
      <OpsOfflineList />
      <OpsMemberResponsible />
      <OpsApplications />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { OpsConversation } from '@arena/protocol';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Waiting, active and recently closed conversations; a row opens the conversation. */
export function OpsConversationList({
  list,
  selected,
  onSelect,
}: {
  list: readonly OpsConversation[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  if (list.length === 0) return <EmptyState text={t('opsConsole.none')} />;
  const groups = [
    {
      title: t('opsConsole.waiting', { count: list.filter((c) => c.status === 'waiting').length }),
      status: 'waiting',
    },
    {
      title: t('opsConsole.active', { count: list.filter((c) => c.status === 'active').length }),
      status: 'active',
    },
    { title: t('opsConsole.closed'), status: 'closed' },
  ] as const;
  return (
    <nav className="card stack" aria-label={t('opsConsole.lists')}>
      {groups.map((g) => (
        <section key={g.status} className="stack" aria-label={g.title}>
          <h2 className="text-14">{g.title}</h2>
          <ul className="stack list-plain">
            {list
              .filter((c) => c.status === g.status)
              .map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={
                      selected === c.id
                        ? 'btn btn-primary btn-block text-left block'
                        : 'btn btn-secondary btn-block text-left block'
                    }
                    aria-pressed={selected === c.id}
                    data-testid="ops-conversation"
                    onClick={() => onSelect(c.id)}
                  >
                    <strong>{c.customer}</strong>
                    {c.orderNo && <span> · {t('opsConsole.aboutOrder', { orderNo: c.orderNo })}</span>}
                    {c.unread > 0 && <span> · {t('opsConsole.unread', { count: c.unread })}</span>}
                    <div className="muted text-12 overflow-hidden text-ellipsis">
                      {c.operatorName ? `${c.operatorName} · ` : ''}
                      {c.lastText}
                    </div>
                  </button>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

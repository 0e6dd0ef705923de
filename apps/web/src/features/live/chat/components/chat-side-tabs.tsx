import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from './chat-panel.tsx';

type SideTab = 'chat' | 'info';

/**
 * The room's side column: 聊天 (the chat panel) and 赛况 (odds and stats, passed in; `null` when there
 * is nothing, e.g. a streamer room without a match: then the chat alone). Both stay mounted,
 * so the socket and the odds polling keep running and switching tabs does not reload them.
 */
export function ChatSideTabs({ roomNo, info }: { roomNo: string; info: ReactNode | null }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<SideTab>('chat');
  // Nothing to show beside the chat (a streamer room without a match): no tabs.
  if (info === null) return <ChatPanel roomNo={roomNo} />;
  const tabs: readonly { id: SideTab; label: string }[] = [
    { id: 'chat', label: t('chat.tabChat') },
    { id: 'info', label: t('chat.tabInfo') },
  ];
  return (
    <div className="chat-side">
      <div className="live-views" role="tablist" aria-label={t('chat.tabs')}>
        {tabs.map((v) => (
          <button
            key={v.id}
            id={`chat-side-tab-${v.id}`}
            type="button"
            role="tab"
            aria-selected={v.id === tab}
            aria-controls={`chat-side-panel-${v.id}`}
            className={v.id === tab ? 'live-view is-active' : 'live-view'}
            onClick={() => setTab(v.id)}
          >
            {v.label}
          </button>
        ))}
      </div>
      <div
        id="chat-side-panel-chat"
        role="tabpanel"
        aria-labelledby="chat-side-tab-chat"
        hidden={tab !== 'chat'}
      >
        <ChatPanel roomNo={roomNo} />
      </div>
      <div
        id="chat-side-panel-info"
        role="tabpanel"
        aria-labelledby="chat-side-tab-info"
        hidden={tab !== 'info'}
      >
        {/* The layout class sits inside: a `display` rule on the panel itself would defeat `hidden`. */}
        <div className="stack">{info}</div>
      </div>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '@/components/ui/tab-list.tsx';
import { useChatDetail } from '../api/get-chat-detail.ts';
import { ChatPanel } from './chat-panel.tsx';
import { RoomAdminPanel } from './room-admin-panel.tsx';

type SideTab = 'chat' | 'info' | 'admin';
const ID_PREFIX = 'chat-side';

/**
 * The room's side column: 聊天 (the chat panel), 赛况 (odds and stats, passed in; `null` when there
 * is nothing, e.g. a streamer room without a match) and, for a room admin, 房管. With the chat alone
 * there are no tabs (the same elements, without the tab roles). 聊天 and 赛况 stay mounted, so the socket and the odds polling keep running and
 * switching tabs does not reload them; 房管 is mounted while it is open.
 */
export function ChatSideTabs({ roomNo, info }: { roomNo: string; info: ReactNode | null }) {
  const { t } = useTranslation();
  const isAdmin = useChatDetail(roomNo).data?.isAdmin === true;
  const [picked, setPicked] = useState<SideTab>('chat');
  const tabs: SideTab[] = ['chat'];
  if (info !== null) tabs.push('info');
  if (isAdmin) tabs.push('admin');
  // One element structure whether or not there are tabs: the chat panel keeps its place (and its
  // socket) when 房管 appears after the detail answers.
  const single = tabs.length === 1;
  // A tab that went away (e.g. 房管 after logging out) falls back to the chat.
  const tab = tabs.includes(picked) ? picked : 'chat';
  const panel = (id: SideTab, children: ReactNode) => (
    <div
      id={`${ID_PREFIX}-panel-${id}`}
      role={single ? undefined : 'tabpanel'}
      aria-labelledby={single ? undefined : `${ID_PREFIX}-tab-${id}`}
      hidden={tab !== id}
    >
      {/* The layout class sits inside: a `display` rule on the panel itself would defeat `hidden`. */}
      {children}
    </div>
  );
  return (
    <div className="chat-side">
      {!single && (
        <TabList
          label={t('chat.tabs')}
          tabs={tabs}
          selected={tab}
          onSelect={setPicked}
          textOf={(v) => t(v === 'chat' ? 'chat.tabChat' : v === 'info' ? 'chat.tabInfo' : 'chatAdmin.tab')}
          className="live-views"
          itemClassName="live-view"
          idPrefix={ID_PREFIX}
        />
      )}
      {panel('chat', <ChatPanel roomNo={roomNo} />)}
      {info !== null && panel('info', <div className="stack">{info}</div>)}
      {isAdmin && panel('admin', tab === 'admin' && <RoomAdminPanel roomNo={roomNo} />)}
    </div>
  );
}

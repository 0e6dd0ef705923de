import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session.ts';
import { isDetailOpen, useChatDetail } from '../api/get-chat-detail.ts';
import { useChatMessages } from '../api/get-chat-history.ts';
import { useChatSocket } from '../hooks/use-chat-socket.ts';
import type { MemberLine } from './chat-line-parts.tsx';
import { ChatList } from './chat-list.tsx';
import { ChatManageDialog } from './chat-manage-dialog.tsx';
import { ChatSendBox } from './chat-send-box.tsx';
import './chat.css';

/**
 * The room's chat (issue 7, spec §6): the announcement, history on open, live lines from the socket,
 * the send box; for a room admin, the ⋯ actions on members' lines. A room its detail says is closed
 * (spec §4) opens no socket and says so.
 */
export function ChatPanel({ roomNo }: { roomNo: string }) {
  const { t } = useTranslation();
  const messages = useChatMessages(roomNo);
  const detail = useChatDetail(roomNo).data;
  const open = !detail || isDetailOpen(detail);
  const socket = useChatSocket(roomNo, open);
  const myId = useSession((s) => s.user?.id ?? null);
  const [managing, setManaging] = useState<MemberLine | null>(null);
  // Stable, so the memoised rows do not re-render when the panel does.
  const manage = useCallback((m: MemberLine) => setManaging(m), []);
  const note =
    socket === 'retrying'
      ? t('chat.disconnected')
      : socket === 'closed'
        ? t('chat.closed')
        : socket === 'kicked'
          ? t('chat.kicked')
          : socket === 'connecting'
            ? t('chat.connecting')
            : null;
  return (
    <section className="card chat-panel" aria-label={t('chat.title')} data-testid="chat-panel">
      {detail?.announcement && (
        <p className="chat-announcement" data-testid="chat-announcement">
          <span className="chat-announcement-tag">{t('chat.announcement')}</span>
          <span>{detail.announcement}</span>
        </p>
      )}
      <p className={socket === 'open' ? 'chat-status' : 'chat-status is-shown'} role="status">
        {note}
      </p>
      {messages.data ? (
        <ChatList messages={messages.data} onManage={detail?.isAdmin ? manage : undefined} />
      ) : messages.isError ? (
        <div className="chat-list chat-empty">
          <span className="muted">{t('chat.loadFailed')}</span>{' '}
          <button type="button" className="btn btn-secondary" onClick={() => void messages.refetch()}>
            {t('chat.retry')}
          </button>
        </div>
      ) : (
        <div className="chat-list skeleton" aria-busy="true" />
      )}
      <ChatSendBox roomNo={roomNo} disabled={socket === 'closed' || socket === 'kicked'} />
      {managing && detail?.isAdmin && (
        <ChatManageDialog
          roomNo={roomNo}
          message={managing}
          ownLine={managing.sender.userId === myId}
          onClose={() => setManaging(null)}
        />
      )}
    </section>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { catalogue, type ChatMessage } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { toast } from '@/components/ui/toast-store.ts';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session.ts';
import { isDetailOpen, useChatDetail } from '../api/get-chat-detail.ts';
import { CHAT_HISTORY_SIZE, useChatMessages } from '../api/get-chat-history.ts';
import { useBlocked } from '../api/chat-safety.ts';
import { chatMessagesKey } from '../chat-cache.ts';
import { ChatLineDialog } from './chat-line-dialog.tsx';
import { RoomPopularity } from './room-popularity.tsx';
import { useChatSocket } from '../hooks/use-chat-socket.ts';
import type { MemberLine } from './chat-line-parts.tsx';
import { ChatList } from './chat-list.tsx';
import { ChatManageDialog } from './chat-manage-dialog.tsx';
import { ChatSendBox } from './chat-send-box.tsx';
import './chat.css';

/**
 * The room's chat (spec §6): the announcement, history on open, live lines from the socket,
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
  const loggedIn = myId !== null;
  const [managing, setManaging] = useState<MemberLine | null>(null);
  // Stable, so the memoised rows do not re-render when the panel does.
  const manage = useCallback((m: MemberLine) => setManaging(m), []);
  const blocked = useBlocked(loggedIn).data;
  // A blocked member's lines are hidden here only; the server keeps the list (docs/chat.md).
  const lines = useMemo(() => {
    const all = messages.data;
    if (!all || !blocked || blocked.size === 0) return all;
    return all.filter((m) => !('sender' in m) || !blocked.has(m.sender.userId));
  }, [messages.data, blocked]);
  const older = useOlderHistory(roomNo, messages.data);
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
      {detail && <RoomPopularity count={detail.onlineCount} viewers={detail.viewers} />}
      <p className={socket === 'open' ? 'chat-status' : 'chat-status is-shown'} role="status">
        {note}
      </p>
      {lines ? (
        <ChatList
          messages={lines}
          onManage={detail?.isAdmin || loggedIn ? manage : undefined}
          myId={detail?.isAdmin ? null : myId}
          older={older}
        />
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
      {managing && !detail?.isAdmin && (
        <ChatLineDialog roomNo={roomNo} message={managing} onClose={() => setManaging(null)} />
      )}
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

/** Older lines before the oldest stored one, prepended to the room's cache in order (scroll-up). */
function useOlderHistory(roomNo: string, messages: readonly ChatMessage[] | undefined) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState(false);
  const oldest = messages?.find((m) => /^\d+$/.test(m.id))?.id;
  // The first page was full, so there may be more; an answer without more ends it.
  const hasOlder = !done && (messages?.length ?? 0) >= CHAT_HISTORY_SIZE && oldest !== undefined;
  const load = useCallback(() => {
    if (loading || !hasOlder || oldest === undefined) return;
    setLoading(true);
    callGateway(
      catalogue.chat.history,
      { chatRoomNo: roomNo, beforeId: oldest, size: CHAT_HISTORY_SIZE },
      { quiet: true },
    )
      .then((page) => {
        const before = [...page.list].reverse();
        client.setQueryData<ChatMessage[]>(chatMessagesKey(roomNo), (now) => {
          const seen = new Set(now?.map((m) => m.id));
          return [...before.filter((m) => !seen.has(m.id)), ...(now ?? [])];
        });
        if (!page.hasMore) setDone(true);
      })
      .catch(() => toast(t('chatSafety.olderFailed'), { kind: 'error' }))
      .finally(() => setLoading(false));
  }, [client, hasOlder, loading, oldest, roomNo, t]);
  return { hasOlder, loading, load };
}

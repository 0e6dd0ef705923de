import { useTranslation } from 'react-i18next';
import { useChatMessages } from '../api/get-chat-history.ts';
import { useChatSocket } from '../hooks/use-chat-socket.ts';
import { ChatList } from './chat-list.tsx';
import { ChatSendBox } from './chat-send-box.tsx';
import './chat.css';

/** The room's chat (issue 7, spec §6): history on open, live lines from the socket, the send box. */
export function ChatPanel({ roomNo }: { roomNo: string }) {
  const { t } = useTranslation();
  const messages = useChatMessages(roomNo);
  const socket = useChatSocket(roomNo, true);
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
      <p className={socket === 'open' ? 'chat-status' : 'chat-status is-shown'} role="status">
        {note}
      </p>
      {messages.data ? (
        <ChatList messages={messages.data} />
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
    </section>
  );
}

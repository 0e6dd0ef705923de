import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@arena/protocol';
import type { ManageLine } from './chat-line-parts.tsx';
import { ChatRow } from './chat-row.tsx';

/** How close to the bottom (px) still counts as "reading the newest" and follows new lines. */
const FOLLOW_SLACK = 48;

/**
 * The message list (at most 300 lines, chat-cache.ts). Rows are memoised and skipped by the browser's
 * layout and paint while off screen (`content-visibility: auto` in chat.css); it follows new lines
 * only while the reader is at the bottom, so scrolling back is not pulled away. `onManage` (room admins
 * only, a stable callback so memoised rows stay put) adds the ⋯ actions to members' lines.
 */
export function ChatList({
  messages,
  onManage,
}: {
  messages: readonly ChatMessage[];
  onManage?: ManageLine | undefined;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLOListElement>(null);
  const follow = useRef(true);

  useLayoutEffect(() => {
    const el = box.current;
    if (el && follow.current) el.scrollTop = el.scrollHeight;
  }, [messages]);

  return (
    <ol
      ref={box}
      className="chat-list"
      aria-label={t('chat.list')}
      aria-live="polite"
      aria-relevant="additions"
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        follow.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_SLACK;
      }}
    >
      {messages.length === 0 ? (
        <li className="chat-empty muted">{t('chat.empty')}</li>
      ) : (
        messages.map((m) => <ChatRow key={m.id} message={m} onManage={onManage} />)
      )}
    </ol>
  );
}

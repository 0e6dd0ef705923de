import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@arena/protocol';
import { CHAT_KEEP } from '../chat-cache.ts';
import { ChatWordsContext, makeChatWords, type ManageLine } from './chat-line-parts.tsx';
import { ChatRow } from './chat-row.tsx';

/** How close to the bottom (px) still counts as "reading the newest" and follows new lines. */
const FOLLOW_SLACK = 48;

/**
 * While the reader follows the newest lines, only this many of them are in the page (several screens
 * of the 320 px list). A busy room (200 lines a second) then lays out and paints 60 rows an update
 * instead of 300 (docs/chat.md "Web").
 */
export const CHAT_TAIL_ROWS = 60;

/**
 * The lines a paused list shows: those it held when the reader scrolled up, less any deleted since.
 * A line missing from `now` was deleted if `now` still reaches back to it, and only pruned otherwise.
 */
export function pausedLines(
  held: readonly ChatMessage[],
  now: readonly ChatMessage[],
): readonly ChatMessage[] {
  const ids = new Set(now.map((m) => m.id));
  const oldest = now[0] ? held.findIndex((m) => m.id === now[0]?.id) : -1;
  if (oldest < 0) return held;
  const kept = held.filter((m, i) => i < oldest || ids.has(m.id));
  return kept.length === held.length ? held : kept;
}

/** How many lines of `now` came after the last line the paused list holds (null: more than kept). */
export function linesSince(held: readonly ChatMessage[], now: readonly ChatMessage[]): number | null {
  const last = held.at(-1)?.id;
  if (last === undefined) return now.length;
  const at = now.findIndex((m) => m.id === last);
  return at < 0 ? null : now.length - 1 - at;
}

/**
 * The message list (at most 300 lines, chat-cache.ts). Rows are memoised. While the reader is at the
 * bottom the list follows new lines and holds only the newest {@link CHAT_TAIL_ROWS}. Once they scroll
 * up it pauses: it holds what it had (up to 300 lines, so nothing moves or vanishes under the reader
 * while a busy room goes on) and a button counts the new lines; the button, or scrolling back to the
 * bottom, goes back to the newest. `onManage` (room admins only, a stable callback so memoised rows
 * stay put) adds the ⋯ actions to members' lines.
 */
export function ChatList({
  messages,
  onManage,
  myId = null,
  older,
}: {
  messages: readonly ChatMessage[];
  onManage?: ManageLine | undefined;
  /** A member's own lines get no actions (room admins act on their own lines: null). */
  myId?: string | null;
  /** Older history: at the top, a button and scrolling up load it (prepended in order). */
  older?: { hasOlder: boolean; loading: boolean; load: () => void } | undefined;
}) {
  const { t } = useTranslation();
  const words = useMemo(() => makeChatWords(t), [t]);
  const box = useRef<HTMLOListElement>(null);
  /** The lines held while paused; null while following. */
  const [held, setHeld] = useState<readonly ChatMessage[] | null>(null);
  const shown = held
    ? pausedLines(held, messages)
    : messages.length > CHAT_TAIL_ROWS
      ? messages.slice(-CHAT_TAIL_ROWS)
      : messages;
  const since = held ? linesSince(held, messages) : 0;

  useLayoutEffect(() => {
    const el = box.current;
    if (el && !held) el.scrollTop = el.scrollHeight;
  }, [messages, held]);

  // Older lines arrived in front of what a paused list holds: hold them too, and keep the lines under
  // the reader where they were (the list grows above them; a paused list grows nowhere else).
  const fromBottom = useRef(0);
  const firstHeld = held?.[0]?.id;
  const olderCount = firstHeld === undefined ? 0 : messages.findIndex((m) => m.id === firstHeld);
  if (held && olderCount > 0) setHeld([...messages.slice(0, olderCount), ...held]);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && held && fromBottom.current > 0) el.scrollTop = el.scrollHeight - fromBottom.current;
  }, [held]);

  return (
    <div className="chat-list-wrap">
      <ol
        ref={box}
        className="chat-list"
        aria-label={t('chat.list')}
        aria-live={held ? 'off' : 'polite'}
        aria-relevant="additions"
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget;
          const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_SLACK;
          fromBottom.current = el.scrollHeight - el.scrollTop;
          if (atBottom && held) setHeld(null);
          else if (!atBottom && !held) setHeld(messages);
          if (el.scrollTop < FOLLOW_SLACK && older?.hasOlder) older.load();
        }}
      >
        {older?.hasOlder && (
          <li>
            <button
              type="button"
              className="btn btn-secondary chat-older"
              disabled={older.loading}
              onClick={() => {
                const el = box.current;
                if (el) fromBottom.current = el.scrollHeight - el.scrollTop;
                if (!held) setHeld(messages);
                older.load();
              }}
            >
              {t(older.loading ? 'chatSafety.olderLoading' : 'chatSafety.older')}
            </button>
          </li>
        )}
        {messages.length === 0 ? (
          <li className="chat-empty muted">{t('chat.empty')}</li>
        ) : (
          <ChatWordsContext value={words}>
            {shown.map((m) => (
              <ChatRow
                key={m.id}
                message={m}
                onManage={myId !== null && 'sender' in m && m.sender.userId === myId ? undefined : onManage}
              />
            ))}
          </ChatWordsContext>
        )}
      </ol>
      {held && since !== 0 && (
        <button type="button" className="chat-new-lines" onClick={() => setHeld(null)}>
          {since === null
            ? t('chat.newLinesMany', { count: CHAT_KEEP })
            : t('chat.newLines', { count: since })}
        </button>
      )}
    </div>
  );
}

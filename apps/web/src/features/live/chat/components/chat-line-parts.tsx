import { createContext, useContext } from 'react';
import i18next, { type TFunction } from 'i18next';
import { viewerTier, type CHAT_MESSAGE_TYPE } from '@arena/domain';
import type { ChatMessage } from '@arena/protocol';
import { Icon } from '@/components/ui/icons.tsx';

/** A line a member wrote: text (1) or a shared order (2); the lines a room admin can act on. */
export type MemberLine = Extract<
  ChatMessage,
  { msgType: typeof CHAT_MESSAGE_TYPE.text | typeof CHAT_MESSAGE_TYPE.order }
>;

/** Given to rows only when the viewer is a room admin: opens the actions for a line. */
export type ManageLine = (message: MemberLine) => void;

/**
 * What chat rows say, made once per list instead of once per row: a busy room mounts 200 rows a
 * second, and `useTranslation` in each of them was a sixth of the page's time at 4x CPU (docs/chat.md
 * "Web"). The level labels are kept per level.
 */
export interface ChatWords {
  t: TFunction;
  levelLabel: (level: number) => string;
}

export function makeChatWords(t: TFunction): ChatWords {
  const levels = new Map<number, string>();
  return {
    t,
    levelLabel: (level) => {
      let label = levels.get(level);
      if (label === undefined) {
        label = t('chat.levelLabel', { level });
        levels.set(level, label);
      }
      return label;
    },
  };
}

/** The list provides its words; a row rendered alone (tests) uses the app's i18next instance. */
export const ChatWordsContext = createContext<ChatWords>(makeChatWords(i18next.t.bind(i18next)));
export const useChatWords = () => useContext(ChatWordsContext);

/** The sender's level badge (low/high, spec §6) and name, as text. */
export function SenderTag({ sender }: { sender: MemberLine['sender'] }) {
  const { levelLabel } = useChatWords();
  const tier = viewerTier(sender.level);
  return (
    <>
      <span className={`chat-level chat-level-${tier}`} aria-label={levelLabel(sender.level)}>
        {sender.level}
      </span>
      <span className={`chat-name chat-name-${tier}`}>{sender.username}</span>
    </>
  );
}

/** The room admin's ⋯ button at the end of a member's line. */
export function ManageButton({ message, onManage }: { message: MemberLine; onManage: ManageLine }) {
  const { t } = useChatWords();
  return (
    <button
      type="button"
      className="chat-manage"
      aria-label={t('chatAdmin.manageLabel', { name: message.sender.username })}
      aria-haspopup="dialog"
      onClick={() => onManage(message)}
    >
      <Icon name="more" />
    </button>
  );
}

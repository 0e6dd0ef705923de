import { useTranslation } from 'react-i18next';
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

/** The sender's level badge (low/high, spec §6) and name, as text. */
export function SenderTag({ sender }: { sender: MemberLine['sender'] }) {
  const { t } = useTranslation();
  const tier = viewerTier(sender.level);
  return (
    <>
      <span
        className={`chat-level chat-level-${tier}`}
        aria-label={t('chat.levelLabel', { level: sender.level })}
      >
        {sender.level}
      </span>
      <span className={`chat-name chat-name-${tier}`}>{sender.username}</span>
    </>
  );
}

/** The room admin's ⋯ button at the end of a member's line. */
export function ManageButton({ message, onManage }: { message: MemberLine; onManage: ManageLine }) {
  const { t } = useTranslation();
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

import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_TYPE, viewerTier } from '@arena/domain';
import type { ChatMessage } from '@arena/protocol';
import { OrderRow } from './order-row.tsx';
import { GiftPushRow } from '../../gifts/components/gift-push-row.tsx';

/** One chat line. Every user string is a React text child: never parsed as HTML. */
export const ChatRow = memo(function ChatRow({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.msgType === CHAT_MESSAGE_TYPE.welcome) {
    return (
      <li className="chat-row chat-row-welcome">{t('chat.welcome', { name: message.content.username })}</li>
    );
  }
  if (message.msgType === CHAT_MESSAGE_TYPE.giftPush) return <GiftPushRow message={message} />;
  if (message.msgType === CHAT_MESSAGE_TYPE.order) return <OrderRow message={message} />;
  // Order pushes and their reverts are not rows: the order-push card shows the one in force.
  if (message.msgType !== CHAT_MESSAGE_TYPE.text) return null;
  const { sender } = message;
  return (
    <li className="chat-row">
      <span
        className={`chat-level chat-level-${viewerTier(sender.level)}`}
        aria-label={t('chat.levelLabel', { level: sender.level })}
      >
        {sender.level}
      </span>
      <span className={`chat-name chat-name-${viewerTier(sender.level)}`}>{sender.username}</span>
      <span className="chat-text" data-testid="chat-text">
        {message.content}
      </span>
    </li>
  );
});

import { memo } from 'react';
import { CHAT_MESSAGE_TYPE } from '@arena/domain';
import type { ChatMessage } from '@arena/protocol';
import { ManageButton, SenderTag, useChatWords, type ManageLine } from './chat-line-parts.tsx';
import { OrderRow } from './order-row.tsx';
import { GiftPushRow } from '../../gifts/components/gift-push-row.tsx';

/** One chat line. Every user string is a React text child: never parsed as HTML. */
export const ChatRow = memo(function ChatRow({
  message,
  onManage,
}: {
  message: ChatMessage;
  onManage?: ManageLine | undefined;
}) {
  const { t } = useChatWords();
  if (message.msgType === CHAT_MESSAGE_TYPE.welcome) {
    return (
      <li className="chat-row chat-row-welcome">{t('chat.welcome', { name: message.content.username })}</li>
    );
  }
  if (message.msgType === CHAT_MESSAGE_TYPE.giftPush) return <GiftPushRow message={message} />;
  if (message.msgType === CHAT_MESSAGE_TYPE.order) return <OrderRow message={message} onManage={onManage} />;
  // Order pushes and their reverts are not rows: the order-push card shows the one in force.
  if (message.msgType !== CHAT_MESSAGE_TYPE.text) return null;
  return (
    <li className="chat-row">
      <SenderTag sender={message.sender} />
      <span className="chat-text" data-testid="chat-text">
        {message.content}
      </span>
      {onManage && <ManageButton message={message} onManage={onManage} />}
    </li>
  );
});

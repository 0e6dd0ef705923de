import { memo } from 'react';
import type { CHAT_MESSAGE_TYPE } from '@arena/domain';
import { shouldShowOrderMessage } from '@arena/domain';
import type { ChatMessage } from '@arena/protocol';
import { useChatSite } from '../api/get-chat-site.ts';
import { ManageButton, SenderTag, useChatWords, type ManageLine } from './chat-line-parts.tsx';

type OrderMessage = Extract<ChatMessage, { msgType: typeof CHAT_MESSAGE_TYPE.order }>;

/**
 * A shared order (晒单, msgType 2): the server composed its text from the member's round. It shows
 * only when its site series is the viewer's (spec §6 `shouldShowOrderMessage`); until the site is
 * known it is not shown. Rendered as text, never HTML.
 */
export const OrderRow = memo(function OrderRow({
  message,
  onManage,
}: {
  message: OrderMessage;
  onManage?: ManageLine | undefined;
}) {
  const { t } = useChatWords();
  const site = useChatSite();
  if (!site || !shouldShowOrderMessage(message, site.siteSeries)) return null;
  return (
    <li className="chat-row chat-row-order" data-testid="chat-order">
      <SenderTag sender={message.sender} />
      <span className="order-tag">{t('chatOrders.orderTag')}</span>
      <span className="chat-text" data-testid="chat-text">
        {message.content}
      </span>
      {onManage && <ManageButton message={message} onManage={onManage} />}
    </li>
  );
});

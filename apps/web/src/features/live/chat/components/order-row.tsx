import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CHAT_MESSAGE_TYPE } from '@arena/domain';
import { shouldShowOrderMessage, viewerTier } from '@arena/domain';
import type { ChatMessage } from '@arena/protocol';
import { useChatSite } from '../api/get-chat-site.ts';

type OrderMessage = Extract<ChatMessage, { msgType: typeof CHAT_MESSAGE_TYPE.order }>;

/**
 * A shared order (晒单, msgType 2): the server composed its text from the member's round. It shows
 * only when its site series is the viewer's (spec §6 `shouldShowOrderMessage`); until the site is
 * known it is not shown. Rendered as text, never HTML.
 */
export const OrderRow = memo(function OrderRow({ message }: { message: OrderMessage }) {
  const { t } = useTranslation();
  const site = useChatSite();
  if (!site || !shouldShowOrderMessage(message, site.siteSeries)) return null;
  const { sender } = message;
  return (
    <li className="chat-row chat-row-order" data-testid="chat-order">
      <span
        className={`chat-level chat-level-${viewerTier(sender.level)}`}
        aria-label={t('chat.levelLabel', { level: sender.level })}
      >
        {sender.level}
      </span>
      <span className={`chat-name chat-name-${viewerTier(sender.level)}`}>{sender.username}</span>
      <span className="order-tag">{t('chatOrders.orderTag')}</span>
      <span className="chat-text" data-testid="chat-text">
        {message.content}
      </span>
    </li>
  );
});

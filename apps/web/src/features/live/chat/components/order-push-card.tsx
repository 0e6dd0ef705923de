import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { selectOrderPush } from '@arena/domain';
import { useChatMessages } from '../api/get-chat-history.ts';
import { useChatSite } from '../api/get-chat-site.ts';
import './order.css';

/**
 * The streamer's pick in force (主播推单, spec §4): chosen from the room's chat messages with
 * `selectOrderPush` (newest first, a revert ends it, other venues and sites ignored, duplicates and
 * empty ids dropped). It reads the same query entry the chat list reads, so a push or a revert that
 * arrives on the socket updates it at once. Push and revert lines are not chat rows (docs/chat.md).
 */
export function OrderPushCard({ roomNo, venueName }: { roomNo: string; venueName: string }) {
  const { t } = useTranslation();
  const messages = useChatMessages(roomNo).data;
  const site = useChatSite();
  const push = useMemo(
    () => (messages && site ? selectOrderPush(messages, { venueName, siteId: site.siteId }) : null),
    [messages, site, venueName],
  );
  return (
    <div aria-live="polite" className="order-push-slot">
      {push && (
        <section
          className="card order-push"
          aria-label={t('chatOrders.pushLabel', { category: push.categoryName, item: push.itemName })}
          data-testid="order-push-card"
          data-push-id={push.id}
        >
          <span className="order-push-tag">{t('chatOrders.pushTitle')}</span>
          {push.teamLogo && (
            <img className="order-push-logo" src={push.teamLogo} alt="" width={28} height={28} />
          )}
          <span className="order-push-body">
            <span className="order-push-category">{push.categoryName}</span>
            <strong className="order-push-item">{push.itemName}</strong>
          </span>
          {push.score && (
            <span className="order-push-score muted">{t('chatOrders.score', { score: push.score })}</span>
          )}
        </section>
      )}
    </div>
  );
}

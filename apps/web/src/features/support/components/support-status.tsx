import { useTranslation } from 'react-i18next';
import type { SupportConversation } from '@arena/protocol';

/** One line above the log: queue position, who is serving, closed, or whether anyone is online. */
export function SupportStatus({
  conversation,
  online,
  orderNo,
}: {
  conversation: SupportConversation | null;
  online: boolean;
  orderNo: string | undefined;
}) {
  const { t } = useTranslation();
  const order = conversation?.orderNo || orderNo;
  let text = online ? t('support.online') : t('support.offlineTitle');
  if (conversation?.status === 'waiting')
    text = t('support.waiting', { position: conversation.queuePosition });
  else if (conversation?.status === 'active') text = t('support.active', { name: conversation.operatorName });
  else if (conversation?.status === 'closed') text = t('support.closed');
  return (
    <div className="card stack" role="status" data-testid="support-status">
      <p>{text}</p>
      {order && <p className="muted">{t('support.aboutOrder', { orderNo: order })}</p>}
    </div>
  );
}

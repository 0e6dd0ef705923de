import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@arena/domain';
import { serverNow } from '@/lib/gateway/clock-offset.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useOrderRounds } from '../api/get-order-rounds.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import './order.css';

/** The member's recent rounds, each with a 分享 button; loaded when the list opens. */
function RoundList({ roomNo, onSent, onError }: PickerProps & { onSent: () => void }) {
  const { t } = useTranslation();
  const [now] = useState(serverNow);
  const rounds = useOrderRounds(now);
  const send = useSendChatMessage();
  if (rounds.isPending)
    return (
      <p className="muted" aria-busy="true">
        {t('app.loading')}
      </p>
    );
  if (rounds.isError) return <p className="chat-error">{t('chatOrders.shareLoadFailed')}</p>;
  if (rounds.data.length === 0) return <p className="muted">{t('chatOrders.shareEmpty')}</p>;
  return (
    <ul className="order-share-list" aria-label={t('chatOrders.shareHint')}>
      {rounds.data.map((r) => (
        <li key={r.betId} className="order-share-item" data-testid="order-share-round">
          <span className="order-share-text">
            {r.gameName} · {r.detail} · {t('chatOrders.stake', { amount: formatMoney(r.betAmount, 'CNY') })}{' '}
            {r.winLoss > 0 ? (
              <span className="order-share-won">
                {t('chatOrders.won', { amount: formatMoney(r.betAmount + r.winLoss, 'CNY') })}
              </span>
            ) : (
              t('chatOrders.lost')
            )}
          </span>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={send.isPending}
            aria-label={t('chatOrders.shareRoundLabel', { game: r.gameName, detail: r.detail })}
            onClick={() =>
              send.mutate(
                { roomNo, msgType: 2, content: r.betId, clientMsgId: crypto.randomUUID() },
                {
                  onSuccess: onSent,
                  onError: (err) => onError(errorText(err, t('chat.failed'))),
                },
              )
            }
          >
            {t('chatOrders.shareRound')}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface PickerProps {
  roomNo: string;
  /** Shows a refusal under the send box (the server's words). */
  onError: (message: string | null) => void;
}

/** The id of the picker's panel, which the 晒单 toggle controls. */
export const ORDER_SHARE_PANEL_ID = 'order-share-panel';

/** 晒单 in the send row: opens and closes the picker below it. */
export function OrderShareToggle({
  open,
  disabled,
  onToggle,
}: {
  open: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-secondary chat-send-tool"
      aria-expanded={open}
      aria-controls={ORDER_SHARE_PANEL_ID}
      disabled={disabled}
      onClick={onToggle}
    >
      {t('chatOrders.shareOpen')}
    </button>
  );
}

/**
 * 晒单 (spec §3 order message, msgType 2): a member picks one of their recent game rounds and shares it
 * into the room; the server checks the round is theirs and writes the line. Members only (the send
 * box shows it to them alone); the toggle sits in the send row, this panel under it.
 */
export function OrderSharePicker({ roomNo, onError, onClose }: PickerProps & { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      id={ORDER_SHARE_PANEL_ID}
      className="order-share"
      role="region"
      aria-label={t('chatOrders.shareTitle')}
    >
      <div className="order-share-head">
        <h3>{t('chatOrders.shareTitle')}</h3>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('chatOrders.shareClose')}
        </button>
      </div>
      <RoundList roomNo={roomNo} onError={onError} onSent={onClose} />
    </div>
  );
}

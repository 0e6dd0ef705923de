import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGiftConfig } from '../api/get-gift-config.ts';
import type { GiftPush } from '../use-gift-pushes.ts';
import '../gifts.css';

/** A gift push line in the chat (msgType 3): the gift's icon and "<username> 送出 <gift> ×<count>", as text. */
export const GiftPushRow = memo(function GiftPushRow({ message }: { message: GiftPush }) {
  const { t } = useTranslation();
  const gifts = useGiftConfig();
  const { username, giftId, giftName, count } = message.content;
  const gift = gifts.data?.find((g) => g.giftId === giftId);
  return (
    <li className="chat-row chat-row-gift" data-testid="chat-gift">
      {gift ? (
        <img className="gift-row-icon" src={gift.url} alt="" width={20} height={20} />
      ) : (
        <span className="gift-row-icon" aria-hidden="true" />
      )}
      <span>
        {t('gifts.push', { name: username, gift: giftName || gift?.name || t('gifts.giftFallback'), count })}
      </span>
    </li>
  );
});

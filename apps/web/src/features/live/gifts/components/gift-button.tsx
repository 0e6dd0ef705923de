import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session.ts';
import { applyFailure } from '@/lib/gateway/failure-effects.ts';
import { useGiftRoom } from '../gift-room-context.ts';
import { GiftSheet } from './gift-sheet.tsx';

/**
 * 礼物 beside the chat box, in rooms with a streamer only. Visitors get the app's login prompt
 * (warm reminder, then /login); members open the gift sheet.
 */
export function GiftButton() {
  const { t } = useTranslation();
  const room = useGiftRoom();
  const loggedIn = useSession((s) => s.token !== null);
  const [open, setOpen] = useState(false);
  if (!room) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary gift-open"
        aria-label={t('gifts.openLabel')}
        aria-haspopup="dialog"
        onClick={() => (loggedIn ? setOpen(true) : applyFailure({ kind: 'login-required' }))}
      >
        {t('gifts.open')}
      </button>
      {/* In a portal: the button sits in the chat's <form>, and a form may not hold another. */}
      {open &&
        loggedIn &&
        createPortal(<GiftSheet room={room} onClose={() => setOpen(false)} />, document.body)}
    </>
  );
}

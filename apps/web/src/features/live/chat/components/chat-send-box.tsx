import { useState, type FormEvent } from 'react';
import { formatDateTime } from '@arena/domain';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session.ts';
import { applyFailure } from '@/lib/gateway/failure-effects.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import { OrderSharePicker, OrderShareToggle } from './order-share-picker.tsx';
import { GiftButton } from '../../gifts/components/gift-button.tsx';
import { useChatDraft } from '../chat-draft-store.ts';
import { useMyMute } from '../api/get-my-mute.ts';
import { EmojiPicker } from './emoji-picker.tsx';

/** The catalogue's limit of a chat line (the server trims and checks again). */
export const CHAT_MAX_LENGTH = 200;

/**
 * Visitors see 登录后发言, which runs the app's login-required prompt (warm reminder, then /login with
 * fromPage). Members type and send; the server's refusal (muted, slow mode, rate limit, bad text) is
 * shown under the box in its own words. 发送, 礼物 and 晒单 share one row with the input, down to a
 * 320 px screen; the 晒单 picker opens under it.
 */
export function ChatSendBox({ roomNo, disabled }: { roomNo: string; disabled: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useSession((s) => s.token !== null);
  const text = useChatDraft((s) => s.drafts[roomNo] ?? '');
  const setDraft = useChatDraft((s) => s.set);
  const append = useChatDraft((s) => s.append);
  const setText = (value: string) => setDraft(roomNo, value);
  const [error, setError] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const send = useSendChatMessage();
  const mute = useMyMute(roomNo, loggedIn).data;
  // A muted member sees the mute and its end before typing (the send would be refused anyway).
  const [openedAt] = useState(Date.now);
  const muted = mute?.muted === true && (mute.until === null || mute.until > openedAt);

  if (!loggedIn) {
    return (
      <div className="chat-send">
        <button
          type="button"
          className="btn btn-secondary chat-login"
          onClick={() => applyFailure({ kind: 'login-required' })}
        >
          {t('chat.loginToSend')}
        </button>
        <GiftButton />
      </div>
    );
  }

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content || send.isPending) return;
    setError(null);
    send.mutate(
      { roomNo, content, clientMsgId: crypto.randomUUID() },
      {
        onSuccess: () => setText(''),
        onError: (err) => setError(errorText(err, t('chat.failed'))),
      },
    );
  };

  return (
    <form className="chat-send" onSubmit={handleSubmit}>
      {muted && (
        <p className="chat-muted" role="status" data-testid="chat-muted">
          {mute.until === null
            ? t('chatSafety.mutedForever')
            : t('chatSafety.mutedNotice', { time: formatDateTime(mute.until).slice(0, 16) })}
        </p>
      )}
      <div className="chat-send-row">
        <input
          className="chat-input"
          value={text}
          maxLength={CHAT_MAX_LENGTH}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.inputLabel')}
          aria-describedby="chat-send-error"
          disabled={disabled || muted}
          onChange={(e) => setText(e.target.value)}
        />
        <EmojiPicker
          disabled={disabled || muted}
          onPick={(emoji) => append(roomNo, emoji, CHAT_MAX_LENGTH)}
        />
        <button
          type="submit"
          className="btn btn-primary chat-send-tool"
          disabled={disabled || muted || send.isPending || !text.trim()}
        >
          {t('chat.send')}
        </button>
        <GiftButton />
        <OrderShareToggle
          open={sharing}
          disabled={disabled}
          onToggle={() => {
            setError(null);
            setSharing((v) => !v);
          }}
        />
      </div>
      {sharing && !disabled && (
        <OrderSharePicker roomNo={roomNo} onError={setError} onClose={() => setSharing(false)} />
      )}
      <p id="chat-send-error" className="chat-error" role="alert">
        {error}
      </p>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The picker's emoji: common reactions of a sports chat, one code point sequence each. */
export const CHAT_EMOJI = [
  '😀',
  '😂',
  '🤣',
  '😍',
  '😎',
  '🤔',
  '😮',
  '😭',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🔥',
  '🎉',
  '⚽',
  '🏀',
  '🏆',
  '🥅',
  '❤️',
  '💯',
  '😱',
  '🤝',
] as const;

/** 表情: a button that opens a grid of emoji; a pick is added to the draft and the grid closes. */
export function EmojiPicker({ disabled, onPick }: { disabled: boolean; onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="chat-emoji">
      <button
        type="button"
        className="btn btn-secondary chat-send-tool"
        aria-expanded={open}
        aria-label={t('chatSafety.emoji')}
        disabled={disabled}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">😀</span>
      </button>
      {open && !disabled && (
        <div className="chat-emoji-grid" role="group" aria-label={t('chatSafety.emoji')}>
          {CHAT_EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="chat-emoji-item"
              aria-label={emoji}
              onClick={() => {
                onPick(emoji);
                setOpen(false);
              }}
            >
              {emoji}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isChatEntranceOpen } from '@arena/domain';
import { CHAT_SLOW_MODE_CHOICES, type ChatRoomSettings } from '@arena/protocol';
import { FormField } from '@/components/ui/form-field.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useSetupChatRoom } from '../api/setup-chat-room.ts';

/** The catalogue's limits of the room setup call. */
const ANNOUNCEMENT_MAX = 200;
const LEVEL_MAX = 99;
/** The open status a closed room gets from the form, and an open one (spec §4: open = truthy, not -1). */
const STATUS_OPEN = 1;
const STATUS_CLOSED = -1;

/** The slow mode choices, with the room's own value when an operator set another one. */
export const slowModeChoices = (current: number): number[] =>
  (CHAT_SLOW_MODE_CHOICES as readonly number[]).includes(current)
    ? [...CHAT_SLOW_MODE_CHOICES]
    : [...CHAT_SLOW_MODE_CHOICES, current].sort((a, b) => a - b);

/** The level field's rule: a whole number 0–99, else the message key. */
export const levelError = (raw: string): 'chatAdmin.levelRule' | null =>
  /^\d{1,2}$/.test(raw.trim()) && Number(raw) <= LEVEL_MAX ? null : 'chatAdmin.levelRule';

/**
 * Room setup (spec §6): open or closed (§4), the announcement every viewer sees above the chat, slow
 * mode and the lowest level that may send. It starts from the settings the room had when the tab opened.
 */
export function RoomSetupForm({ roomNo, settings }: { roomNo: string; settings: ChatRoomSettings }) {
  const { t } = useTranslation();
  const setup = useSetupChatRoom();
  const wasOpen = isChatEntranceOpen({ chatSwitch: true, roomStatus: settings.chatOpenStatus });
  const [open, setOpen] = useState(wasOpen);
  const [announcement, setAnnouncement] = useState(settings.announcement);
  const [slowMode, setSlowMode] = useState(settings.slowModeSeconds);
  const [level, setLevel] = useState(String(settings.minLevel));
  const [levelKey, setLevelKey] = useState<'chatAdmin.levelRule' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const bad = levelError(level);
    setLevelKey(bad);
    if (bad || setup.isPending) return;
    setError(null);
    setup.mutate(
      {
        chatRoomNo: roomNo,
        // An unchanged switch keeps the room's own status value.
        chatOpenStatus: open === wasOpen ? settings.chatOpenStatus : open ? STATUS_OPEN : STATUS_CLOSED,
        announcement,
        slowModeSeconds: slowMode,
        minLevel: Number(level),
      },
      {
        onSuccess: () => toast(t('chatAdmin.saved'), { kind: 'success' }),
        onError: (err) => setError(errorText(err, t('chatAdmin.failed'))),
      },
    );
  };

  return (
    <form className="card chat-admin-card stack" aria-labelledby="room-setup-title" onSubmit={handleSubmit}>
      <h2 id="room-setup-title">{t('chatAdmin.setupTitle')}</h2>
      <label className="chat-admin-check">
        <input type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
        {t('chatAdmin.open')}
      </label>
      <div className="field">
        <label htmlFor="room-announcement">{t('chatAdmin.announcement')}</label>
        <textarea
          id="room-announcement"
          className="chat-admin-textarea"
          rows={3}
          maxLength={ANNOUNCEMENT_MAX}
          value={announcement}
          placeholder={t('chatAdmin.announcementHint')}
          aria-describedby="room-announcement-count"
          onChange={(e) => setAnnouncement(e.target.value)}
        />
        <span id="room-announcement-count" className="muted chat-admin-count">
          {announcement.length}/{ANNOUNCEMENT_MAX}
        </span>
      </div>
      <div className="field">
        <label htmlFor="room-slow-mode">{t('chatAdmin.slowMode')}</label>
        <select id="room-slow-mode" value={slowMode} onChange={(e) => setSlowMode(Number(e.target.value))}>
          {slowModeChoices(settings.slowModeSeconds).map((s) => (
            <option key={s} value={s}>
              {s === 0 ? t('chatAdmin.slowModeOff') : t('chatAdmin.slowModeEvery', { seconds: s })}
            </option>
          ))}
        </select>
      </div>
      <FormField
        id="room-min-level"
        label={t('chatAdmin.minLevel')}
        inputMode="numeric"
        value={level}
        error={levelKey && t(levelKey)}
        hint={t('chatAdmin.minLevelHint')}
        onChange={(e) => setLevel(e.target.value)}
      />
      <p className="chat-error" role="alert">
        {error}
      </p>
      <button type="submit" className="btn btn-primary" disabled={setup.isPending}>
        {setup.isPending ? t('chatAdmin.saving') : t('chatAdmin.save')}
      </button>
    </form>
  );
}

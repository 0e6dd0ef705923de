import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useChatAdminOperation, type ChatAdminOperation } from '../api/chat-admin-operation.ts';
import type { MemberLine } from './chat-line-parts.tsx';
import { LineDialogShell } from './line-dialog-shell.tsx';

/** The mute lengths a room admin picks from a line, in minutes (the call takes 1–43,200). */
export const LINE_MUTE_MINUTES = [10, 60, 1_440] as const;

type LineAction =
  | { kind: 'mute'; minutes: (typeof LINE_MUTE_MINUTES)[number] }
  | { kind: 'kick' | 'deleteMessage' | 'pinMessage' };

/** What a room admin can do from a line: to another member's line all of it, to their own line only delete and pin. */
export function lineActions(ownLine: boolean): LineAction[] {
  const onLine: LineAction[] = [{ kind: 'deleteMessage' }, { kind: 'pinMessage' }];
  if (ownLine) return onLine;
  return [
    ...LINE_MUTE_MINUTES.map((minutes) => ({ kind: 'mute' as const, minutes })),
    { kind: 'kick' },
    ...onLine,
  ];
}

/**
 * A room admin's actions on one line (spec §6 "operation"): mute its sender for 10 min, 1 h or 1 day,
 * remove them from the room, delete the line, or make it the announcement. The result is a toast; a
 * refusal stays in the dialog in the server's words.
 */
export function ChatManageDialog({
  roomNo,
  message,
  ownLine,
  onClose,
}: {
  roomNo: string;
  message: MemberLine;
  ownLine: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const operation = useChatAdminOperation();
  const [error, setError] = useState<string | null>(null);
  const name = message.sender.username;
  const labelOf = (a: LineAction) =>
    a.kind === 'mute'
      ? t('chatAdmin.muteFor', { duration: t(`chatAdmin.minutes.${a.minutes}`) })
      : t(`chatAdmin.${a.kind}`);
  const doneOf = (a: LineAction) =>
    a.kind === 'mute'
      ? t('chatAdmin.mutedDone', { name, duration: t(`chatAdmin.minutes.${a.minutes}`) })
      : t(`chatAdmin.${a.kind}Done`, { name });

  const run = (a: LineAction) => {
    const input: ChatAdminOperation =
      a.kind === 'mute'
        ? { chatRoomNo: roomNo, action: 'mute', userId: message.sender.userId, minutes: a.minutes }
        : a.kind === 'kick'
          ? { chatRoomNo: roomNo, action: 'kick', userId: message.sender.userId }
          : { chatRoomNo: roomNo, action: a.kind, messageId: message.id };
    setError(null);
    operation.mutate(input, {
      onSuccess: () => {
        toast(doneOf(a), { kind: 'success' });
        onClose();
      },
      onError: (err) => setError(errorText(err, t('chatAdmin.failed'))),
    });
  };

  return (
    <LineDialogShell
      title={t('chatAdmin.manageTitle', { name })}
      quote={message.content}
      error={error}
      onClose={onClose}
    >
      <div className="chat-manage-actions">
        {lineActions(ownLine).map((a) => (
          <button
            key={a.kind === 'mute' ? `mute-${a.minutes}` : a.kind}
            type="button"
            className={
              a.kind === 'deleteMessage' || a.kind === 'kick' ? 'btn btn-danger' : 'btn btn-secondary'
            }
            disabled={operation.isPending}
            onClick={() => run(a)}
          >
            {labelOf(a)}
          </button>
        ))}
      </div>
    </LineDialogShell>
  );
}

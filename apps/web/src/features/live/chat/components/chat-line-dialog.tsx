import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast-store.ts';
import { errorText } from '@/lib/gateway/error-text.ts';
import { useReportLine, useSetBlock, type ReportReason } from '../api/chat-safety.ts';
import { useChatDraft } from '../chat-draft-store.ts';
import { CHAT_MAX_LENGTH } from './chat-send-box.tsx';
import type { MemberLine } from './chat-line-parts.tsx';
import { LineDialogShell } from './line-dialog-shell.tsx';

const REASONS: readonly ReportReason[] = ['spam', 'abuse', 'ads', 'other'];

/**
 * A member's actions on another member's line: @mention its author (into the send box), hide the
 * author's lines for oneself (屏蔽), or report the line to the operator with a reason.
 */
export function ChatLineDialog({
  roomNo,
  message,
  onClose,
}: {
  roomNo: string;
  message: MemberLine;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const block = useSetBlock();
  const report = useReportLine();
  const append = useChatDraft((s) => s.append);
  const [reporting, setReporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = message.sender.username;
  const fail = (err: unknown) => setError(errorText(err, t('chatSafety.failed')));

  return (
    <LineDialogShell
      title={t('chatSafety.title', { name })}
      quote={message.content}
      error={error}
      onClose={onClose}
    >
      {reporting ? (
        <div className="chat-manage-actions" role="group" aria-label={t('chatSafety.reasonLabel')}>
          {REASONS.map((reason) => (
            <button
              key={reason}
              type="button"
              className="btn btn-secondary"
              disabled={report.isPending}
              onClick={() =>
                report.mutate(
                  { chatRoomNo: roomNo, messageId: message.id, reason },
                  {
                    onSuccess: () => {
                      toast(t('chatSafety.reported'), { kind: 'success' });
                      onClose();
                    },
                    onError: fail,
                  },
                )
              }
            >
              {t(`chatSafety.reasons.${reason}`)}
            </button>
          ))}
        </div>
      ) : (
        <div className="chat-manage-actions">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              append(roomNo, `@${name} `, CHAT_MAX_LENGTH);
              onClose();
              document.querySelector<HTMLInputElement>('.chat-input')?.focus();
            }}
          >
            {t('chatSafety.mention', { name })}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={block.isPending}
            onClick={() =>
              block.mutate(
                { memberId: message.sender.userId, block: true },
                {
                  onSuccess: () => {
                    toast(t('chatSafety.blocked', { name }), { kind: 'success' });
                    onClose();
                  },
                  onError: fail,
                },
              )
            }
          >
            {t('chatSafety.block')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setReporting(true)}>
            {t('chatSafety.report')}
          </button>
        </div>
      )}
    </LineDialogShell>
  );
}

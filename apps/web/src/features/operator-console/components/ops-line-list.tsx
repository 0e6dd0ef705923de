import { useTranslation } from 'react-i18next';
import type { OpsConversation, SupportLine } from '@arena/protocol';
import './ops.css';

const time = (ms: number) =>
  new Date(ms).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false });

/** The conversation's lines for the operator; their own replies show whether the member read them. */
export function OpsLineList({
  lines,
  conversation,
}: {
  lines: readonly SupportLine[];
  conversation: OpsConversation | null;
}) {
  const { t } = useTranslation();
  const state = (line: SupportLine) => {
    if (line.sender !== 'operator' || !conversation) return null;
    const id = BigInt(line.id);
    if (id <= BigInt(conversation.readUpTo)) return t('opsConsole.read');
    if (id <= BigInt(conversation.deliveredUpTo)) return t('opsConsole.delivered');
    return null;
  };
  return (
    <ol className="stack p-0" role="log" aria-live="polite" aria-label={conversation?.customer ?? ''}>
      {lines.map((line) => (
        <li key={line.id} data-sender={line.sender} className="list-none">
          <div className="muted text-12">
            {line.senderName} · {time(line.createdAt)}
            {state(line) && ` · ${state(line)}`}
          </div>
          <div className="pre-wrap break-word">
            {line.kind === 'image' ? (
              <img src={line.imageUrl} alt={t('opsConsole.image')} className="ops-line-image" />
            ) : (
              line.text
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

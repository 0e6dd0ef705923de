import { useTranslation } from 'react-i18next';
import type { OpsConversation, SupportLine } from '@arena/protocol';

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
    <ol
      className="stack"
      role="log"
      aria-live="polite"
      aria-label={conversation?.customer ?? ''}
      style={{ padding: 0 }}
    >
      {lines.map((line) => (
        <li key={line.id} data-sender={line.sender} style={{ listStyle: 'none' }}>
          <div className="muted" style={{ fontSize: 12 }}>
            {line.senderName} · {time(line.createdAt)}
            {state(line) && ` · ${state(line)}`}
          </div>
          <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {line.kind === 'image' ? (
              <img
                src={line.imageUrl}
                alt={t('opsConsole.image')}
                style={{ maxWidth: 200, display: 'block' }}
              />
            ) : (
              line.text
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

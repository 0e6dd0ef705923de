import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportConversation, SupportLine } from '@arena/protocol';
import { deliveryOf } from '../support-lines.ts';
import './support.css';

const time = (ms: number) =>
  new Date(ms).toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit', hour12: false });

/** The conversation as a log: the customer's own lines on the right with their delivery state. */
export function SupportLineList({
  lines,
  conversation,
}: {
  lines: readonly SupportLine[];
  conversation: SupportConversation | null;
}) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length]);
  if (lines.length === 0) return <p className="muted">{t('support.empty')}</p>;
  return (
    <ol className="stack support-log" role="log" aria-live="polite" aria-label={t('support.log')}>
      {lines.map((line) => {
        const own = line.sender === 'customer';
        const state = deliveryOf(line, conversation);
        return (
          <li
            key={line.id}
            className={line.sender === 'system' ? 'support-line support-system muted' : 'support-line'}
            data-sender={line.sender}
            style={{ alignSelf: own ? 'flex-end' : 'flex-start' }}
          >
            <div className="muted text-12">
              {own ? t('support.you') : line.senderName} · {time(line.createdAt)}
            </div>
            <div className="card support-bubble">
              {line.kind === 'image' ? (
                <img src={line.imageUrl} alt={t('support.image')} className="support-image" />
              ) : (
                line.text
              )}
            </div>
            {state && (
              <div className="muted text-12 text-right" data-testid="support-delivery">
                {t(`support.${state}`)}
              </div>
            )}
          </li>
        );
      })}
      <div ref={end} />
    </ol>
  );
}

import type { ReactNode } from 'react';

/** What a list shows when the server answered with nothing: an icon, a sentence, maybe an action. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <div className="empty" data-testid="empty-state">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M3 9h18M8 14h8" />
      </svg>
      <p>{text}</p>
      {action}
    </div>
  );
}

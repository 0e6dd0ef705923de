import type { ReactNode } from 'react';
import { Page } from '@/components/ui/page.tsx';
import { RequireMember } from '@/components/ui/require-member.tsx';
import './rewards.css';

/** A members-only rewards screen with a back button; a visitor goes to login and comes back. */
export function RewardsPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <RequireMember>
      <Page title={title} back>
        {children}
      </Page>
    </RequireMember>
  );
}

/** The error line of a failed load with a retry button. */
export function LoadError({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <div className="row" role="alert">
      <span className="muted">{text}</span>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Page } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/lib/session.ts';
import './rewards.css';

/** A members-only rewards screen with a back button; a visitor goes to login and comes back. */
export function RewardsPage({ title, children }: { title: string; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const { pathname } = useLocation();
  if (!token) return <Navigate to={`${paths.login}?fromPage=${encodeURIComponent(pathname)}`} replace />;
  return (
    <Page title={title} back>
      {children}
    </Page>
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

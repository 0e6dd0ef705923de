import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/lib/session.ts';
import { loginPathFor, useThemeStore } from '@/lib/theme.ts';

/** A members-only screen: a visitor goes to the theme's login page and comes back here (`fromPage`). */
export function MembersOnly({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const theme = useThemeStore((s) => s.theme);
  const { pathname } = useLocation();
  if (!token)
    return <Navigate to={`${loginPathFor(theme)}?fromPage=${encodeURIComponent(pathname)}`} replace />;
  return children;
}

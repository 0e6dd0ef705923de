import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/lib/session.ts';
import { loginPathFor, useThemeStore } from '@/lib/theme.ts';

/**
 * Members-only content: a visitor goes to the theme's login page (spec §8) and comes back to this
 * address, query included (`fromPage`).
 */
export function RequireMember({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const theme = useThemeStore((s) => s.theme);
  const { pathname, search } = useLocation();
  if (!token)
    return (
      <Navigate to={`${loginPathFor(theme)}?fromPage=${encodeURIComponent(pathname + search)}`} replace />
    );
  return children;
}

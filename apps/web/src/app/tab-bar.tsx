import { lazy, Suspense, type MouseEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '@/components/ui/icons.tsx';
import { yieldToMain } from '@/lib/yield-to-main.ts';
import { useSession } from '@/lib/session.ts';
import { whenAppReady } from '@/lib/lazy-ready.ts';
import { paths } from '@/lib/paths.ts';

const TABS: {
  to: string;
  icon: IconName;
  label: 'nav.home' | 'nav.live' | 'nav.games' | 'nav.activities' | 'nav.me';
}[] = [
  { to: paths.home, icon: 'home', label: 'nav.home' },
  { to: paths.live, icon: 'live', label: 'nav.live' },
  { to: paths.games, icon: 'games', label: 'nav.games' },
  { to: paths.activities, icon: 'activities', label: 'nav.activities' },
  { to: paths.me, icon: 'me', label: 'nav.me' },
];

/** The unread badge of 我的 (messages feature), loaded only for a signed-in member. */
const MeTabBadge = lazy(() =>
  whenAppReady(() => import('@/features/messages/components/unread-badge.tsx'))().then((m) => ({
    default: m.MeTabBadge,
  })),
);

/** A click the link handles itself: the main button, no modifier (those open a new tab or window). */
const isPlainClick = (e: MouseEvent) =>
  e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

/**
 * Bottom tab bar: home, live, games, activities, me.
 *
 * A tap navigates in the next task, not in the tap's own: the router's navigation (matching, history,
 * state) and the tap's event handling were one long task on a slow phone (docs/perf.md "Live list").
 * `yieldToMain` resumes ahead of other queued work, so nothing is felt.
 */
export function TabBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const signedIn = useSession((s) => s.token !== null);
  const go = (e: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    // Like the link itself: tapping the tab you are on replaces the entry rather than adding one.
    const replace = `${pathname}${search}` === to;
    void yieldToMain().then(() => navigate(to, { replace }));
  };
  return (
    <nav className="tab-bar" aria-label={t('nav.primary')}>
      {TABS.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          onClick={(e) => go(e, tab.to)}
          data-testid={`tab-${tab.icon}`}
          data-track="tab"
          data-track-target={tab.to}
        >
          <Icon name={tab.icon} />
          <span>{t(tab.label)}</span>
          {tab.icon === 'me' && signedIn && (
            <Suspense fallback={null}>
              <MeTabBadge />
            </Suspense>
          )}
        </NavLink>
      ))}
    </nav>
  );
}

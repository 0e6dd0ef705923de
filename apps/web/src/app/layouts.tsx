import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '@/components/ui/skeleton.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import { AlertHost } from '@/components/ui/alert-host.tsx';
import { VerifyHost } from '@/features/verify/components/verify-host.tsx';
import { keepInvitationCodes, readAddressParams } from '@/lib/address-params.ts';
import { TabBar } from './tab-bar.tsx';
import { useScrollMemory } from './scroll-memory.ts';
import { startTitleScroll } from './title-scroll.ts';
import { useFirstPaintDone } from '@/lib/after-first-paint.ts';
import { whenAppReady } from '@/lib/lazy-ready.ts';
import { useSession } from '@/lib/session.ts';

// The site's pop-ups need the gateway: their own chunk, mounted once the first screen has painted.
const SitePopups = lazy(() =>
  whenAppReady(() => import('@/features/site/components/site-popups.tsx'))().then((m) => ({
    default: m.SitePopups,
  })),
);

// Alerts for a member's followed matches: their own chunk, loaded only once a member is logged in.
const FollowAlerts = lazy(() =>
  import('@/features/live/components/follow-alerts.tsx').then((m) => ({ default: m.FollowAlerts })),
);

// The reality check on every screen for a signed-in member: its own chunk, like the follow alerts.
const RealityCheckHost = lazy(() =>
  import('@/features/responsible/components/reality-check-host.tsx').then((m) => ({
    default: m.RealityCheckHost,
  })),
);

/** Root: reads address parameters on every navigation, hosts toasts and dialogs. */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  // A new screen starts at the top; back and forward return to where that screen was scrolled.
  useScrollMemory();
  const painted = useFirstPaintDone();
  const loggedIn = useSession((s) => s.token !== null);
  useEffect(() => startTitleScroll(), []);
  useEffect(() => {
    keepInvitationCodes(readAddressParams(location.search));
  }, [location.search]);
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <Toaster />
      <AlertHost />
      <VerifyHost />
      {painted && (
        <Suspense fallback={null}>
          <SitePopups />
        </Suspense>
      )}
      {painted && loggedIn && (
        <Suspense fallback={null}>
          <FollowAlerts />
        </Suspense>
      )}
      {painted && loggedIn && (
        <Suspense fallback={null}>
          <RealityCheckHost />
        </Suspense>
      )}
    </div>
  );
}

/** The member-facing area with the bottom tab bar. */
export function TabsLayout() {
  return (
    <>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <TabBar />
    </>
  );
}

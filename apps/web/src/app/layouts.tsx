import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '@/components/ui/skeleton.tsx';
import { Toaster } from '@/components/ui/toaster.tsx';
import { AlertHost } from '@/components/ui/alert-host.tsx';
import { VerifyHost } from '@/features/verify/components/verify-host.tsx';
import { keepInvitationCodes, readAddressParams } from '@/lib/address-params.ts';
import { TabBar } from './tab-bar.tsx';
import { useScrollMemory } from './scroll-memory.ts';

/** Root: reads address parameters on every navigation, hosts toasts and dialogs. */
export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  // A new screen starts at the top; back and forward return to where that screen was scrolled.
  useScrollMemory();
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

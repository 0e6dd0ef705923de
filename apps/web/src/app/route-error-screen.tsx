import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { PageSkeleton } from '@/components/ui/skeleton.tsx';
import { isChunkLoadError, mayReloadForChunk, pageReloader, reloadForChunk } from '@/lib/chunk-reload.ts';
import { paths } from '@/lib/paths.ts';

/**
 * Every route's error boundary: one screen's render error shows this screen in that route's place
 * (the tab bar and the rest of the app stay), in Chinese, with a retry; React Router's own English
 * error page never shows. A chunk that failed to load (the app was deployed anew while this page was
 * open) reloads the page once instead, if the page's address answers (docs/decisions.md).
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);
  // Decided once, on the first render of this error screen; the reload itself runs in the effect and
  // gives way to the error screen when the page's address does not answer.
  const [reloading, setReloading] = useState(() => chunk && mayReloadForChunk());
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (!reloading) return;
    void reloadForChunk().then((reloaded) => {
      if (reloaded) return;
      setOffline(true);
      setReloading(false);
    });
  }, [reloading]);
  useEffect(() => {
    // Kept in the console for whoever debugs it; the member sees the screen below.
    if (!chunk) console.error(error);
  }, [chunk, error]);

  if (reloading) return <PageSkeleton />;
  const retry = () => {
    // A failed chunk stays failed inside this page (React caches the rejected import): load anew, once
    // the page's address answers again.
    if (chunk)
      return void pageReloader.reachable().then((ok) => (ok ? pageReloader.reload() : setOffline(true)));
    // The boundary clears on a new location: the same address again re-renders the screen.
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  };
  return (
    <Page title={t('routeError.title')}>
      <div className="card stack text-center" role="alert">
        <p className="m-0 fw-600">{t('routeError.title')}</p>
        <p className="muted">
          {offline ? t('routeError.offlineBody') : chunk ? t('routeError.chunkBody') : t('routeError.body')}
        </p>
        <button type="button" className="btn btn-primary" onClick={retry}>
          {t('common.retry')}
        </button>
        {location.pathname !== paths.home && (
          <Link className="btn btn-ghost" to={paths.home}>
            {t('common.goHome')}
          </Link>
        )}
      </div>
    </Page>
  );
}

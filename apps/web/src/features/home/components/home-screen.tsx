import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '@/app/page.tsx';
import { paths } from '@/app/paths.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useFirstPaintDone } from '@/lib/after-first-paint.ts';
import { healthQuery } from '../api/get-health.ts';
import { HomeServerSkeleton } from './home-server-skeleton.tsx';

// Notices and banners need the gateway (zod, envelope): a lazy chunk, mounted once home has painted.
const HomeServerSections = lazy(() =>
  import('./home-server-sections.tsx').then((m) => ({ default: m.HomeServerSections })),
);

/** /app/home (spec §2): greeting, featured, hot matches, and the app-download section (#download). */
export function HomeScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const downloadRef = useRef<HTMLElement>(null);
  const health = useQuery(healthQuery());
  const painted = useFirstPaintDone();

  useEffect(() => {
    if (location.hash === '#download') downloadRef.current?.scrollIntoView({ block: 'start' });
  }, [location.hash, location.key]);

  return (
    <Page
      title={t('nav.home')}
      right={
        <button
          type="button"
          className="btn btn-ghost"
          data-testid="download-jump"
          data-track="download"
          data-track-target="jump"
          onClick={() => downloadRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        >
          {t('home.downloadJump')}
        </button>
      }
    >
      <div className="home-server">
        {painted ? (
          <Suspense fallback={<HomeServerSkeleton />}>
            <HomeServerSections />
          </Suspense>
        ) : (
          <HomeServerSkeleton />
        )}
      </div>

      <section className="hero" aria-labelledby="home-greeting">
        <h2 id="home-greeting">{t('home.greetingVisitor')}</h2>
        <p style={{ margin: '0 0 12px' }}>{t('home.loginHint')}</p>
        <Link className="btn btn-secondary" to={paths.login}>
          {t('common.login')}
        </Link>
      </section>

      <section className="card" aria-labelledby="home-hot">
        <h2 id="home-hot">{t('home.hotTitle')}</h2>
        <EmptyState text={t('home.hotEmpty')} />
      </section>

      <section className="card" aria-labelledby="home-status">
        <h2 id="home-status">{t('home.serverStatus')}</h2>
        {health.isPending ? (
          <Skeleton height={22} width="40%" />
        ) : (
          <p data-testid="server-status" data-ok={health.isSuccess} style={{ margin: 0, minHeight: 22 }}>
            {health.isSuccess ? t('home.serverOk') : t('home.serverDown')}
          </p>
        )}
      </section>

      <section
        id="download"
        ref={downloadRef}
        className="card download"
        aria-labelledby="home-download"
        tabIndex={-1}
      >
        <h2 id="home-download">{t('home.downloadTitle')}</h2>
        <p className="muted">{t('home.downloadBody')}</p>
        <div className="row">
          <a
            className="btn btn-primary"
            href="/download/arena.apk"
            data-track="download"
            data-track-target="android"
          >
            {t('home.downloadAndroid')}
          </a>
          <a
            className="btn btn-secondary"
            href="/download/arena.ipa"
            data-track="download"
            data-track-target="ios"
          >
            {t('home.downloadIos')}
          </a>
        </div>
      </section>
    </Page>
  );
}

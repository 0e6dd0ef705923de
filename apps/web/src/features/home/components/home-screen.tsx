import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { useFirstPaintDone } from '@/lib/after-first-paint.ts';
import { whenAppReady } from '@/lib/lazy-ready.ts';
import { HomeGreeting } from './home-greeting.tsx';
import { HomeServerSkeleton } from './home-server-skeleton.tsx';
import { HotMatchesSkeleton } from './home-skeletons.tsx';
import './home.css';

// Everything that needs the gateway (zod, envelope) is in lazy chunks, mounted once home has painted:
// the first load carries the greeting, the quick entries and the boxes the rest will fill. Each chunk
// also waits for the string catalogue and the query client, which follow the paint (lib/lazy-ready.ts).
const HomeServerSections = lazy(() =>
  whenAppReady(() => import('./home-server-sections.tsx'))().then((m) => ({
    default: m.HomeServerSections,
  })),
);
const MemberStats = lazy(() =>
  whenAppReady(() => import('./member-stats.tsx'))().then((m) => ({ default: m.MemberStats })),
);
const HotMatches = lazy(() =>
  whenAppReady(() => import('./hot-matches.tsx'))().then((m) => ({ default: m.HotMatches })),
);
const AppDownloadSection = lazy(() =>
  whenAppReady(() => import('./app-download.tsx'))().then((m) => ({ default: m.AppDownloadSection })),
);
const DownloadJump = lazy(() =>
  whenAppReady(() => import('./app-download.tsx'))().then((m) => ({ default: m.DownloadJump })),
);

/** Renders `children` (lazy, gateway-backed) once the first content is painted; `fallback` until then. */
function AfterPaint({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const painted = useFirstPaintDone();
  return painted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

/**
 * /app/home (spec §2): notices and banners, the greeting by hour (§9) with the member's VIP level,
 * balance and quick entries, the hot matches in play, and the app-download section (#download).
 */
export function HomeScreen({
  newsBlock,
  rewardsBlock,
}: { newsBlock?: ReactNode; rewardsBlock?: ReactNode } = {}) {
  const { t } = useTranslation();
  return (
    <Page
      title={t('nav.home')}
      right={
        <AfterPaint>
          <DownloadJump />
        </AfterPaint>
      }
    >
      <div className="home-server">
        <AfterPaint fallback={<HomeServerSkeleton />}>
          <HomeServerSections />
        </AfterPaint>
      </div>

      <HomeGreeting
        stats={
          <AfterPaint fallback={<span className="hero-stats-placeholder" aria-hidden="true" />}>
            <MemberStats />
          </AfterPaint>
        }
      />

      {/* The VIP and welfare entries, composed in by app/router.tsx; lazy, after paint. */}
      {rewardsBlock && <AfterPaint>{rewardsBlock}</AfterPaint>}

      <section className="card" aria-labelledby="home-hot">
        <div className="section-title">
          <h2 id="home-hot">{t('home.hotTitle')}</h2>
          <Link to={paths.live}>{t('homeHub.hotMore')}</Link>
        </div>
        <AfterPaint fallback={<HotMatchesSkeleton />}>
          <HotMatches />
        </AfterPaint>
      </section>

      {/* The hot-news block, composed in by app/router.tsx (features stay apart); lazy, after paint. */}
      {newsBlock && <AfterPaint>{newsBlock}</AfterPaint>}

      <AfterPaint>
        <AppDownloadSection />
      </AfterPaint>
    </Page>
  );
}

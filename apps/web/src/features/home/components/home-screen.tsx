import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { paths } from '@/lib/paths.ts';
import { useFirstPaintDone } from '@/lib/after-first-paint.ts';
import { whenAppReady } from '@/lib/lazy-ready.ts';
import { loadQueryClient } from '@/lib/deferred-query-client.tsx';
import { HomeGreeting } from './home-greeting.tsx';
import { BootHotMatches, BootServerSections } from './boot-sections.tsx';
import './home.css';

// Everything that needs the gateway (zod, envelope) is in lazy chunks, mounted once home has painted:
// the first load carries the greeting, the quick entries, and the marquee, banners and hot matches
// drawn from the answers that came with the page (boot-sections.tsx), or the boxes they will fill.
// Each chunk also waits for the string catalogue and the query client, which follow the paint
// (lib/lazy-ready.ts), and the query cache is seeded from the page before the first of them renders.
const seeded = () =>
  Promise.all([import('../api/seed-home.ts'), loadQueryClient()]).then(([m, client]) =>
    m.seedHomeQueries(client),
  );
const HomeServerSections = lazy(() =>
  whenAppReady(() => import('./home-server-sections.tsx'))().then(async (m) => {
    await seeded();
    return { default: m.HomeServerSections };
  }),
);
const MemberStats = lazy(() =>
  whenAppReady(() => import('./member-stats.tsx'))().then((m) => ({ default: m.MemberStats })),
);
const HotMatches = lazy(() =>
  whenAppReady(() => import('./hot-matches.tsx'))().then(async (m) => {
    await seeded();
    return { default: m.HotMatches };
  }),
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
  siteBlock,
  carnivalBlock,
}: {
  newsBlock?: ReactNode;
  rewardsBlock?: ReactNode;
  siteBlock?: ReactNode;
  carnivalBlock?: ReactNode;
} = {}) {
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
        <AfterPaint fallback={<BootServerSections />}>
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

      {/* The VIP and welfare entries, composed in by app/router.tsx; lazy, after paint, into a box of
          the entry card's height, so the sections below do not move when it arrives. */}
      {rewardsBlock && (
        <AfterPaint fallback={<div className="home-rewards-slot" aria-hidden="true" />}>
          {rewardsBlock}
        </AfterPaint>
      )}

      <section className="card" aria-labelledby="home-hot">
        <div className="section-title">
          <h2 id="home-hot">{t('home.hotTitle')}</h2>
          <Link to={paths.live}>{t('homeHub.hotMore')}</Link>
        </div>
        <AfterPaint fallback={<BootHotMatches />}>
          <HotMatches />
        </AfterPaint>
      </section>

      {/* The hot-news block, composed in by app/router.tsx (features stay apart); lazy, after paint. */}
      {newsBlock && <AfterPaint>{newsBlock}</AfterPaint>}

      {/* The site-configured blocks (navigation, sponsor tabs, floating icons), composed in by app/router.tsx. */}
      {siteBlock && <AfterPaint>{siteBlock}</AfterPaint>}

      <AfterPaint>
        <AppDownloadSection />
      </AfterPaint>

      {/* The carnival prompt of the activities, composed in by app/router.tsx; lazy, after paint, last so
          nothing above it moves when it arrives. */}
      {carnivalBlock && <AfterPaint>{carnivalBlock}</AfterPaint>}
    </Page>
  );
}

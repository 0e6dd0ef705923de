import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/ui/page.tsx';
import { useFirstPaintDone } from '@/lib/after-first-paint.ts';
import { loadQueryClient } from '@/lib/deferred-query-client.tsx';
import { addCatalogueStrings } from '@/lib/i18n.ts';
import { whenAppReady } from '@/lib/lazy-ready.ts';
import { newsZhCN } from '@/locales/parts/news.zh-CN.ts';
import { readNewsHomeBoot } from '../api/news-home-boot.ts';
import { newsPaths } from '../news-paths.ts';
import { ALL_COLUMNS, NewsHomeSections, useChosenColumn } from './news-home-sections.tsx';
import './news.css';

// The news home paints before the rest of the app is in (the route waits for this chunk alone), so the
// chunk brings the news strings itself.
addCatalogueStrings(newsZhCN);

// Everything that needs the gateway (zod, the catalogue, the envelope) and the query client is this
// lazy part, loaded once the page has painted, its queries seeded from the page before it renders.
const NewsHomeLive = lazy(() =>
  whenAppReady(() =>
    Promise.all([import('./news-home-live.tsx'), import('../api/seed-news.ts'), loadQueryClient()]).then(
      ([m, seed, client]) => {
        seed.seedNewsQueries(client);
        return m;
      },
    ),
  )().then((m) => ({ default: m.NewsHomeLive })),
);

/**
 * The news home's sections drawn from the answers that came with the page (docs/news.md "Data with
 * the page"); a part the page did not bring shows its placeholder until the query-backed part loads it.
 */
function NewsHomeFromPage() {
  const boot = useMemo(() => readNewsHomeBoot(), []);
  const columns = boot.columns ?? [];
  const { selected, choose } = useChosenColumn(columns);
  return (
    <NewsHomeSections
      hot={boot.hot ? { rows: boot.hot } : 'loading'}
      columns={columns}
      selected={selected}
      onSelect={choose}
      articles={selected === ALL_COLUMNS && boot.articles ? { rows: boot.articles } : 'loading'}
    />
  );
}

/**
 * Calls `onShown` once the covers drawn at once inside `box` (the first screen's) have loaded and
 * decoded, in the task after the frame that paints them; at once when there are none.
 */
function useShownAfterCovers(box: { current: HTMLElement | null }, onShown: (() => void) | undefined) {
  useEffect(() => {
    if (!onShown) return;
    const covers = [...(box.current?.querySelectorAll<HTMLImageElement>('img[loading="eager"]') ?? [])];
    void Promise.allSettled(covers.map((img) => img.decode())).then(() =>
      requestAnimationFrame(() => setTimeout(onShown)),
    );
    // Both are the same for the screen's life (a ref, the route's one release): this runs once, on the
    // first commit, whose covers are the first screen's.
  }, [box, onShown]);
}

/**
 * The news home (spec §7 "News/soccer"): hot news, the columns, and the ways to experts and matches.
 * Its first screen comes from the page, without the gateway's code or handshake; the query-backed
 * sections then take its place and read each call again through the gateway. `onShown` is told when
 * the first screen's covers are on screen (the route holds the after-paint work until then).
 */
export function NewsScreen({ onShown }: { onShown?: () => void }) {
  const { t } = useTranslation();
  const painted = useFirstPaintDone();
  const box = useRef<HTMLDivElement>(null);
  useShownAfterCovers(box, onShown);
  return (
    <Page title={t('news.title')} back>
      <nav className="news-entries" aria-label={t('news.title')}>
        <Link className="btn btn-secondary" to={newsPaths.experts}>
          {t('news.experts')}
        </Link>
        <Link className="btn btn-secondary" to={newsPaths.matches}>
          {t('news.matches')}
        </Link>
      </nav>
      <div ref={box}>
        <Suspense fallback={<NewsHomeFromPage />}>
          {painted ? <NewsHomeLive /> : <NewsHomeFromPage />}
        </Suspense>
      </div>
    </Page>
  );
}

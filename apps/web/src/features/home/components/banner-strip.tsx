import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFirstPaintDone } from '@/lib/after-first-paint.ts';
import type { HomeBanner } from '../api/home-answers.ts';

/** Same box while loading, loaded or empty: the page below never jumps (banner art is 750 × 300). */
export const BANNER_RATIO = '5 / 2';

/**
 * Home banners as a swipeable, keyboard-scrollable strip (scroll snap; no autoplay to fight the user).
 * The first image is the page's largest paint: fetched early (the server's preload) and at high priority.
 * The others sit outside the strip's visible part and get their address only once the first paint is
 * done: each banner is an SVG, which the browser parses as a document of its own and rasterises on the
 * main thread, so loading them with the first one would delay the frame that paints it. They load
 * right after it, all of them (`loading="lazy"` would leave the far ones of the strip unloaded until
 * swiped to, and a swipe would show an empty box).
 */
export function BannerStrip({ banners }: { banners: readonly HomeBanner[] }) {
  const { t } = useTranslation();
  const painted = useFirstPaintDone();
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-label={t('home.bannersLabel')} tabIndex={0} data-testid="home-banners">
      {banners.map((banner, i) => {
        const image = (
          <img
            src={i === 0 || painted ? banner.imageUrl : undefined}
            alt={banner.title}
            width={750}
            height={300}
            style={{ aspectRatio: BANNER_RATIO }}
            fetchPriority={i === 0 ? 'high' : 'auto'}
            decoding={i === 0 ? 'sync' : 'async'}
          />
        );
        const href = banner.linkUrl ?? '';
        if (!href)
          return (
            <div key={banner.id} className="banner">
              {image}
            </div>
          );
        return href.startsWith('/') ? (
          <Link key={banner.id} className="banner" to={href}>
            {image}
          </Link>
        ) : (
          <a key={banner.id} className="banner" href={href} target="_blank" rel="noopener noreferrer">
            {image}
          </a>
        );
      })}
    </section>
  );
}

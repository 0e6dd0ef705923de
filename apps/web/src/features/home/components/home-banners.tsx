import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { homeBannersQuery } from '../api/get-home-banners.ts';

/** Same box while loading, loaded or empty: the page below never jumps (banner art is 750 × 300). */
const BANNER_RATIO = '5 / 2';

/** Home banners as a swipeable, keyboard-scrollable strip (scroll snap; no autoplay to fight the user). */
export function HomeBanners() {
  const { t } = useTranslation();
  const banners = useQuery(homeBannersQuery());
  if (banners.isPending) return <Skeleton style={{ height: 'auto', aspectRatio: BANNER_RATIO }} />;
  if (banners.isError || banners.data.length === 0) return null;
  return (
    <section className="banners" aria-label={t('home.bannersLabel')} tabIndex={0} data-testid="home-banners">
      {banners.data.map((banner) => {
        const image = (
          <img
            src={banner.imageUrl}
            alt={banner.title}
            width={750}
            height={300}
            style={{ aspectRatio: BANNER_RATIO }}
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

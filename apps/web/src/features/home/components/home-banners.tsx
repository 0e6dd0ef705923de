import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { homeBannersQuery } from '../api/get-home-banners.ts';
import { BANNER_RATIO, BannerStrip } from './banner-strip.tsx';

/** Home banners from the query cache (seeded from the page, refreshed through the gateway). */
export function HomeBanners() {
  const banners = useQuery(homeBannersQuery());
  // A failed refresh keeps the banners already shown; only a first load shows the skeleton.
  if (banners.data) return <BannerStrip banners={banners.data} />;
  if (banners.isPending) return <Skeleton style={{ height: 'auto', aspectRatio: BANNER_RATIO }} />;
  return null;
}

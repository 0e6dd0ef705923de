import type { QueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { seedFromBoot } from '@/lib/boot-seed.ts';
import { siteNoticesQuery } from '@/lib/site-queries.ts';
import { homeBannersQuery } from './get-home-banners.ts';
import { hotMatchesQuery } from './get-hot-matches.ts';
import { bannersOf, homeInputs, hotOf, noticesOf } from './home-answers.ts';

let seeded = false;

/** Seeds home's queries from the page once per page load, before their sections first render. */
export function seedHomeQueries(client: QueryClient): void {
  if (seeded) return;
  seeded = true;
  const { site, live } = catalogue;
  seedFromBoot(client, homeBannersQuery().queryKey, site.bannerListV1, homeInputs.banners, bannersOf);
  seedFromBoot(client, siteNoticesQuery().queryKey, site.specialNoticeGet, homeInputs.notices, noticesOf);
  seedFromBoot(client, hotMatchesQuery().queryKey, live.popularList, homeInputs.popular, hotOf);
}

import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { bannersOf, homeInputs } from './home-answers.ts';

/** Home banners (spec §7 "banner lists"), in the operator's order. */
export const homeBannersQuery = () =>
  queryOptions({
    queryKey: ['site', 'banners', 'home'],
    queryFn: async ({ signal }) =>
      bannersOf(await callGateway(catalogue.site.bannerListV1, homeInputs.banners, { signal })),
    staleTime: 60_000,
  });

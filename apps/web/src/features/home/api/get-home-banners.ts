import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Home banners (spec §7 "banner lists"), in the operator's order. */
export const homeBannersQuery = () =>
  queryOptions({
    queryKey: ['site', 'banners', 'home'],
    queryFn: async ({ signal }) => {
      const { list } = await callGateway(catalogue.site.bannerListV1, { position: 'home' }, { signal });
      return [...list].sort((a, b) => a.sort - b.sort);
    },
    staleTime: 60_000,
  });

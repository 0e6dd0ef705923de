import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Special notices for the marquee (spec §7 "special notice"; timing rules of §4 applied on render). */
export const noticesQuery = () =>
  queryOptions({
    queryKey: ['site', 'notices'],
    queryFn: async ({ signal }) => (await callGateway(catalogue.site.specialNoticeGet, {}, { signal })).list,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

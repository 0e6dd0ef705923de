import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/**
 * The site's special notices for the room marquee (spec §7 "special notice", §4 timing applied on
 * render). Same key and answer as home's notices query, so the two share one cache entry.
 */
export const roomNoticesQuery = () =>
  queryOptions({
    queryKey: ['site', 'notices'],
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.site.specialNoticeGet, {}, { signal, quiet: true })).list,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

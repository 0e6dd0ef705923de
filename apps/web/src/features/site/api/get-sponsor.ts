import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** site.sponsorConfigGet: the sponsor setting (spec §6) and its tabs (at most 3, spec §9). */
export const sponsorQuery = () =>
  queryOptions({
    queryKey: ['site', 'sponsor'] as const,
    queryFn: ({ signal }) => callGateway(catalogue.site.sponsorConfigGet, {}, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** activity.sponsor: the entries under one sponsor tab kind (spec §6 zz / news). */
export const sponsorEntriesQuery = (tab: 'zz' | 'news') =>
  queryOptions({
    queryKey: ['site', 'sponsorEntries', tab] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.activity.sponsor, { tab }, { signal, quiet: true })).list,
    staleTime: 60_000,
  });

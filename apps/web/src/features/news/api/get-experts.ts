import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Experts ranked by recent hit rate (spec §7 "experts"). */
export const expertsQuery = () =>
  queryOptions({
    queryKey: ['news', 'experts'] as const,
    queryFn: ({ signal }) => callGateway(catalogue.news.experts, { page: 1, size: 50 }, { signal }),
    staleTime: 0,
  });

export const useExperts = () => useQuery(expertsQuery());

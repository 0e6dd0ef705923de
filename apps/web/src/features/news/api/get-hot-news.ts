import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Hot news (spec §7 "hot news"), the home block and the news home. */
export const hotNewsQuery = (size: number) =>
  queryOptions({
    queryKey: ['news', 'hotNews', size] as const,
    queryFn: ({ signal }) => callGateway(catalogue.news.hotNews, { size }, { signal }),
    staleTime: 60_000,
  });

export const useHotNews = (size: number) => useQuery(hotNewsQuery(size));

import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/**
 * news.hotNews (spec §7 "hot news"): the most read articles. Shown by the home's news block, the news
 * home and the sponsor news tab (spec §6/§9 setting 2), so its one query lives here; the home block and
 * the sponsor tab ask for the same size and share one answer.
 */
export const hotNewsQuery = (size: number) =>
  queryOptions({
    queryKey: ['news', 'hotNews', size] as const,
    queryFn: ({ signal }) => callGateway(catalogue.news.hotNews, { size }, { signal }),
    staleTime: 60_000,
  });

/** The headline count of the home block and the sponsor news tab. */
export const HEADLINES = 5;

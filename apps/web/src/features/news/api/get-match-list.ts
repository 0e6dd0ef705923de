import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Football matches of a Beijing-time day with league summaries (spec §7 "match list"). */
export const matchListQuery = (date: string) =>
  queryOptions({
    queryKey: ['news', 'matchList', date] as const,
    queryFn: ({ signal }) => callGateway(catalogue.news.matchList, { date }, { signal }),
    refetchInterval: 15_000,
    staleTime: 10_000,
  });

export const useMatchList = (date: string) => useQuery(matchListQuery(date));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Bookmaker odds of a match (spec §7 "odds"), opened on demand from the match list. */
export const newsOddsQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['news', 'odds', matchId] as const,
    queryFn: ({ signal }) => callGateway(catalogue.news.odds, { matchId }, { signal, quiet: true }),
    staleTime: 5_000,
  });

export const useNewsOdds = (matchId: string, enabled: boolean) =>
  useQuery({ ...newsOddsQuery(matchId), enabled });

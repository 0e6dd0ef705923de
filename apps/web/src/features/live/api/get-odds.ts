import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Odds of a match in the room, refreshed every 3 s (spec §7 "odds"). */
export const oddsQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['live', 'odds', matchId] as const,
    queryFn: ({ signal }) => callGateway(catalogue.live.odds, { matchId }, { signal, quiet: true }),
    refetchInterval: 3_000,
    staleTime: 0,
    retry: false,
  });

export function useOdds(matchId: string, enabled: boolean) {
  return useQuery({ ...oddsQuery(matchId), enabled });
}

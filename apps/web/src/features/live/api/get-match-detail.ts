import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** The room header polls the match every 2 s (score, clock, streamer status). */
export const DETAIL_POLL_MS = 2_000;

/** One match or streamer room with its chat room number and stats (spec §7 "match detail"). */
export const matchDetailQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['live', 'detail', matchId] as const,
    queryFn: ({ signal }) => callGateway(catalogue.live.matchDetail, { matchId }, { signal, quiet: true }),
    refetchInterval: DETAIL_POLL_MS,
    staleTime: 0,
    retry: false,
  });

export function useMatchDetail(matchId: string) {
  return useQuery(matchDetailQuery(matchId));
}

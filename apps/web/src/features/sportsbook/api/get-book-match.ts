import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** One match with every market; read every 2 s while it is open, so prices and suspensions show. */
export const bookMatchQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['sportsbook', 'match', matchId] as const,
    queryFn: ({ signal }) => callGateway(catalogue.sportsbook.match, { matchId }, { signal }),
    refetchInterval: 2_000,
    staleTime: 1_000,
  });

export const useBookMatch = (matchId: string) => useQuery(bookMatchQuery(matchId));

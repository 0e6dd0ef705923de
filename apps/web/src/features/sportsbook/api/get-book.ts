import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

export type BookSport = 'football' | 'basketball' | 'esports';

/** Live and coming matches with their main market; read every 2 s while the book is open. */
export const bookQuery = (sport: BookSport | undefined) =>
  queryOptions({
    queryKey: ['sportsbook', 'list', sport ?? 'all'] as const,
    queryFn: ({ signal }) => callGateway(catalogue.sportsbook.list, sport ? { sport } : {}, { signal }),
    refetchInterval: 2_000,
    staleTime: 1_000,
  });

export const useBook = (sport: BookSport | undefined) => useQuery(bookQuery(sport));

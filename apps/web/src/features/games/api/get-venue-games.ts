import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import type { LobbyGame } from '../game-types.ts';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** The largest page the catalogue allows (spec §9 page size 200). */
const PAGE_SIZE = 200;

/** Every game of a venue: the list call page by page (a venue has hundreds, not thousands). */
export async function fetchVenueGames(venueCode: string, signal?: AbortSignal): Promise<LobbyGame[]> {
  const games: LobbyGame[] = [];
  for (let page = 1; ; page++) {
    const res = await callGateway(
      catalogue.games.gameList,
      { page, size: PAGE_SIZE, venueCode },
      signal ? { signal } : {},
    );
    games.push(...res.list);
    if (res.list.length < PAGE_SIZE || games.length >= res.total) return games;
  }
}

export const venueGamesQuery = (venueCode: string) =>
  queryOptions({
    queryKey: ['games', 'list', venueCode] as const,
    queryFn: ({ signal }) => fetchVenueGames(venueCode, signal),
    staleTime: 60_000,
  });

export function useVenueGames(venueCode: string) {
  return useQuery(venueGamesQuery(venueCode));
}

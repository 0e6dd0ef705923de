import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Key of a game in the favourites set. */
export const gameKey = (venueCode: string, gameCode: string) => `${venueCode}/${gameCode}`;

/** The member's collected games (the newest 200), as a set of {@link gameKey}s. */
export const collectionsQuery = (token: string) =>
  queryOptions({
    queryKey: ['games', 'collections', token] as const,
    queryFn: async ({ signal }) => {
      const res = await callGateway(catalogue.games.collectionList, { page: 1, size: 200 }, { signal });
      return new Set(res.list.map((g) => gameKey(g.venueCode, g.gameCode)));
    },
    staleTime: 30_000,
  });

/** Favourites of the signed-in member; an empty set for a visitor (no call). */
export function useCollections(token: string | null) {
  return useQuery({ ...collectionsQuery(token ?? ''), enabled: Boolean(token) });
}

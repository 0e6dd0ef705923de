import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogue, type CallOutput } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** A venue as games.venueList answers it: name, category, logo, state and whether the venue bar shows it. */
export type Venue = CallOutput<typeof catalogue.games.venueList>['list'][number];

/**
 * Every enabled venue (games.venueList), shared by the screens that name venues: the games bar, the
 * lobby's records and the wallet's balances and transfers. One key, one cache entry; quiet, since a
 * screen falls back to the code while the names load.
 */
export const venueListQuery = () =>
  queryOptions({
    queryKey: ['games', 'venueList'] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.games.venueList, {}, { signal, quiet: true })).list,
    staleTime: 30_000,
  });

export function useVenues() {
  return useQuery(venueListQuery());
}

/** The display name of a venue code (any case), from {@link venueListQuery}. */
export function venueNameOf(venues: readonly Venue[] | undefined, code: string): string {
  const lower = code.toLowerCase();
  return venues?.find((v) => v.venueCode === lower)?.name ?? code.toUpperCase();
}

/** A function naming venue codes; codes show (upper case) only while the names load or for an unknown venue. */
export function useVenueName(): (code: string) => string {
  const { data } = useVenues();
  return useCallback((code: string) => venueNameOf(data, code), [data]);
}

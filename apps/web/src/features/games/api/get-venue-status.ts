import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** A venue's name and maintenance state (spec §4: usable only when status is 0). Quiet: the lobby shows it. */
export const venueStatusQuery = (venueCode: string) =>
  queryOptions({
    queryKey: ['games', 'venueStatus', venueCode] as const,
    queryFn: ({ signal }) =>
      callGateway(catalogue.games.maintenanceCheck, { venueCode }, { signal, quiet: true }),
    staleTime: 15_000,
    retry: false,
  });

export function useVenueStatus(venueCode: string) {
  return useQuery(venueStatusQuery(venueCode));
}

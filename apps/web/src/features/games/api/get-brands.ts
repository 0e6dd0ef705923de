import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Brands of a venue (the lobby tabs), or of every venue when `venueCode` is omitted. */
export const brandsQuery = (venueCode?: string) =>
  queryOptions({
    queryKey: ['games', 'brands', venueCode ?? '*'] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.games.brands, venueCode ? { venueCode } : {}, { signal })).list,
    staleTime: 60_000,
  });

export function useBrands(venueCode?: string) {
  return useQuery(brandsQuery(venueCode));
}

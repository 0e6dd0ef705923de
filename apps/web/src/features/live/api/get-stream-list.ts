import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/**
 * Stream sources of a match, one per video line (spec §7 "Video": a signed GET whose answer arrives
 * sealed in `x1` and is decrypted by the gateway client).
 */
export const streamListQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['live', 'streams', matchId] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.video.streamList, { matchId }, { signal })).list,
    staleTime: 60_000,
  });

export function useStreamList(matchId: string, enabled: boolean) {
  return useQuery({ ...streamListQuery(matchId), enabled });
}

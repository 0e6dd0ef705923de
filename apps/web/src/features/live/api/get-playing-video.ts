import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** The ANIMATION / LIVE / ANCHOR addresses of a room (spec §3 tabs, §7 "playing video"). */
export const playingVideoQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['live', 'playing', matchId] as const,
    queryFn: ({ signal }) => callGateway(catalogue.live.playingVideo, { matchId }, { signal }),
    staleTime: 10_000,
  });

export function usePlayingVideo(matchId: string) {
  return useQuery(playingVideoQuery(matchId));
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

export type FollowKind = 'match' | 'anchor';
export type FollowList = z.output<typeof catalogue.live.followList.output>;

/**
 * How often a member's follows are read while the app is open: the alerts compare each answer with
 * the last, so a start or a goal shows within this time.
 */
export const FOLLOW_POLL_MS = 4_000;

/** The matches and streamers the member follows, as they stand (members only). */
export const followListQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['live', 'follows'] as const,
    queryFn: ({ signal }) => callGateway(catalogue.live.followList, {}, { signal, quiet: true }),
    refetchInterval: FOLLOW_POLL_MS,
    refetchIntervalInBackground: false,
    enabled,
  });

export function useFollowList(enabled: boolean) {
  return useQuery(followListQuery(enabled));
}

/** Follow or unfollow; the follow list is read again so every 关注 button and the list agree. */
export function useSetFollow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: FollowKind; targetId: string; follow: boolean }) =>
      callGateway(catalogue.live.follow, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['live', 'follows'] }),
  });
}

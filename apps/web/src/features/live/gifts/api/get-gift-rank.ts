import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { giftKeys } from './gift-keys.ts';

export type RankPeriod = 'day' | 'week' | 'month';

/** The room's gift ranking for a period (spec §7 giftRank). */
export const giftRankQuery = (anchorRoomId: string, period: RankPeriod) =>
  queryOptions({
    queryKey: giftKeys.rank(anchorRoomId, period),
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.live.giftRank, { anchorRoomId, period }, { signal, quiet: true })).list,
    staleTime: 30_000,
  });

export const useGiftRank = (anchorRoomId: string, period: RankPeriod) =>
  useQuery(giftRankQuery(anchorRoomId, period));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { giftKeys } from './gift-keys.ts';

/** The member's gold coins (spec §7 goldBalance); read when the gift sheet opens. */
export const goldBalanceQuery = () =>
  queryOptions({
    queryKey: giftKeys.gold,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.live.goldBalance, {}, { signal, quiet: true })).gold,
    staleTime: 0,
  });

export const useGoldBalance = (enabled: boolean) => useQuery({ ...goldBalanceQuery(), enabled });

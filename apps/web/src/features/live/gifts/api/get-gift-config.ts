import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { giftKeys } from './gift-keys.ts';

/** The gift catalogue (spec §3 Gift), active gifts only, cheapest first. */
export const giftConfigQuery = () =>
  queryOptions({
    queryKey: giftKeys.config,
    queryFn: async ({ signal }) => {
      const { list } = await callGateway(catalogue.live.giftConfig, {}, { signal, quiet: true });
      return list.filter((g) => g.status === 1).sort((a, b) => a.price - b.price);
    },
    staleTime: 5 * 60_000,
  });

export const useGiftConfig = () => useQuery(giftConfigQuery());

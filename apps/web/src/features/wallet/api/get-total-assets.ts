import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Every balance of the member: centre, USDT, yield wallet, each venue, and the total (spec §7 Games). */
export const totalAssetsQuery = () =>
  queryOptions({
    queryKey: walletKeys.totalAssets,
    queryFn: ({ signal }) => callGateway(catalogue.games.totalAssets, {}, { signal }),
    staleTime: 5_000,
  });

export const useTotalAssets = () => useQuery(totalAssetsQuery());

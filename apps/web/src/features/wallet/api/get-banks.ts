import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Banks a card can be bound to (spec §7 "banks"). */
export const banksQuery = () =>
  queryOptions({
    queryKey: walletKeys.banks,
    queryFn: async ({ signal }) => (await callGateway(catalogue.finance.banks, {}, { signal })).list,
    staleTime: 10 * 60_000,
  });

export const useBanks = (enabled: boolean) => useQuery({ ...banksQuery(), enabled });

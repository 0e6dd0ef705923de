import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Bound USDT addresses (spec §3 "Virtual currency address: address"). */
export const addressesQuery = () =>
  queryOptions({
    queryKey: walletKeys.addresses,
    queryFn: ({ signal }) => callGateway(catalogue.finance.virtualAddressList, {}, { signal }),
  });

export const useAddresses = (enabled = true) => useQuery({ ...addressesQuery(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { pollInterval } from '../order-watch.ts';
import { walletKeys } from './wallet-keys.ts';

/**
 * The member's latest deposit and withdraw orders (finance.orderList), read again every few seconds
 * while any of them is open, so a settled or rejected order updates in place.
 */
export const ordersQuery = () =>
  queryOptions({
    queryKey: walletKeys.orders,
    queryFn: async ({ signal }) => (await callGateway(catalogue.finance.orderList, {}, { signal })).list,
    refetchInterval: (query) => pollInterval(query.state.data),
  });

export const useOrders = () => useQuery(ordersQuery());

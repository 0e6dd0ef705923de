import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { pollInterval } from '../order-watch.ts';
import { walletKeys } from './wallet-keys.ts';

/** One deposit order (finance.depositOrderGet), read again every few seconds while it is open. */
export const depositOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: walletKeys.depositOrder(orderNo),
    queryFn: ({ signal }) => callGateway(catalogue.finance.depositOrderGet, { orderNo }, { signal }),
    refetchInterval: (query) => pollInterval(query.state.data ? [query.state.data] : undefined),
  });

export const useDepositOrder = (orderNo: string) => useQuery(depositOrderQuery(orderNo));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** The wallet auto-transfer switch (spec §4 "a wallet auto-transfer on/off status exists"). */
export const autoTransferQuery = () =>
  queryOptions({
    queryKey: walletKeys.autoTransfer,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.games.autoTransferGet, {}, { signal })).enabled,
  });

export const useAutoTransfer = () => useQuery(autoTransferQuery());

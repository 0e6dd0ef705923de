import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Centre wallet and venue balances of the member (games.totalAssets), for the lobby's wallet strip. */
export const lobbyAssetsQuery = (token: string) =>
  queryOptions({
    queryKey: ['games', 'assets', token] as const,
    queryFn: ({ signal }) => callGateway(catalogue.games.totalAssets, {}, { signal }),
    staleTime: 5_000,
  });

/** The member's auto-transfer switch (spec §4 "A wallet auto-transfer on/off status exists"). */
export const autoTransferQuery = (token: string) =>
  queryOptions({
    queryKey: ['games', 'autoTransfer', token] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.games.autoTransferGet, {}, { signal })).enabled,
  });

export function useLobbyWallet(token: string | null) {
  const assets = useQuery({ ...lobbyAssetsQuery(token ?? ''), enabled: Boolean(token) });
  const auto = useQuery({ ...autoTransferQuery(token ?? ''), enabled: Boolean(token) });
  return { assets, auto };
}

export function useSetAutoTransfer(token: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => callGateway(catalogue.games.autoTransferSet, { enabled }),
    // Optimistic: the switch moves at once and goes back if the server refuses.
    onMutate: (enabled) => {
      const key = autoTransferQuery(token ?? '').queryKey;
      const before = client.getQueryData(key);
      client.setQueryData(key, enabled);
      return { before };
    },
    onError: (_err, _enabled, context) =>
      client.setQueryData(autoTransferQuery(token ?? '').queryKey, context?.before),
  });
}

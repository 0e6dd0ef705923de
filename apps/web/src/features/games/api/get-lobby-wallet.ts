import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { autoTransferQuery, totalAssetsQuery } from '@/lib/money-queries.ts';

/** Centre wallet, venue balances and the auto-transfer switch for the lobby's wallet strip (shared keys). */
export function useLobbyWallet(token: string | null) {
  const assets = useQuery({ ...totalAssetsQuery(), enabled: Boolean(token) });
  const auto = useQuery({ ...autoTransferQuery(), enabled: Boolean(token) });
  return { assets, auto };
}

export function useSetAutoTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => callGateway(catalogue.games.autoTransferSet, { enabled }),
    // Optimistic: the switch moves at once and goes back if the server refuses.
    onMutate: (enabled) => {
      const key = autoTransferQuery().queryKey;
      const before = client.getQueryData(key);
      client.setQueryData(key, enabled);
      return { before };
    },
    onError: (_err, _enabled, context) => client.setQueryData(autoTransferQuery().queryKey, context?.before),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Turns auto-transfer on or off; the cached switch follows the server's answer. */
export function useSetAutoTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => callGateway(catalogue.games.autoTransferSet, { enabled }),
    onSuccess: (_ack, enabled) => client.setQueryData(walletKeys.autoTransfer, enabled),
  });
}

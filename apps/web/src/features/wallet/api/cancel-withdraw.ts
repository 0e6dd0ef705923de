import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshMoney } from './wallet-keys.ts';

/** Cancels a pending withdraw (finance.withdrawCancel); the amount and fee return to the wallet. */
export function useCancelWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderNo: string; idempotencyKey: string }) =>
      callGateway(catalogue.finance.withdrawCancel, input),
    onSettled: () => refreshMoney(client),
  });
}

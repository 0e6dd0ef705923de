import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshMoney } from './wallet-keys.ts';

export interface DepositInput {
  payTypeId: string;
  channelId: string;
  amount: number;
  idempotencyKey: string;
}

/** Places a deposit order on a channel (spec §7 "payVal"); the key makes a repeat place nothing new. */
export function usePlaceDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DepositInput) => callGateway(catalogue.finance.payVal, input),
    onSuccess: () => refreshMoney(client),
  });
}

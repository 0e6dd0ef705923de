import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Unbinds a bank card (the withdraw password confirms it). */
export function useDeleteBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { cardId: string; withdrawPassword: string }) =>
      callGateway(catalogue.finance.bankCardDelete, input),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.bankCards }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Binds a bank card (digits only, Luhn-checked before sending; spec §5). */
export function useAddBankCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { cardNum: string; bankCode: string; withdrawPassword: string }) =>
      callGateway(catalogue.finance.bankCardAdd, input),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.bankCards }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Unbinds a USDT address (the withdraw password confirms it). */
export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { addressId: string; withdrawPassword: string }) =>
      callGateway(catalogue.finance.virtualAddressDelete, input),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.addresses }),
  });
}

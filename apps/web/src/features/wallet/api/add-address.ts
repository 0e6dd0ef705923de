import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { walletKeys } from './wallet-keys.ts';

/** Binds a USDT address. */
export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      address: string;
      protocol: 'TRC20' | 'ERC20';
      alias?: string;
      withdrawPassword: string;
    }) => callGateway(catalogue.finance.virtualAddressAdd, input),
    onSuccess: () => client.invalidateQueries({ queryKey: walletKeys.addresses }),
  });
}

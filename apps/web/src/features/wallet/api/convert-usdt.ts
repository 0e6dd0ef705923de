import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshMoney } from './wallet-keys.ts';

export type ConvertSide = 'RMB' | 'USDT';

/** Quotes a conversion between the centre (RMB) and USDT wallets (finance.usdtConvertQuote). */
export function useConvertQuote() {
  return useMutation({
    mutationFn: (input: { from: ConvertSide; to: ConvertSide; amount: number }) =>
      callGateway(catalogue.finance.usdtConvertQuote, input),
  });
}

/** Executes a quote once (finance.usdtConvert); every balance is read again afterwards. */
export function useConvert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { quoteId: string; idempotencyKey: string }) =>
      callGateway(catalogue.finance.usdtConvert, input),
    onSettled: () => refreshMoney(client),
  });
}

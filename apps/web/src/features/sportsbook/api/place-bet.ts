import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue, type CallInput } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshMoney } from '@/lib/money-queries.ts';

export type PlaceBetInput = CallInput<typeof catalogue.sportsbook.placeBet>;

/**
 * Places a single bet. Quiet: the bet slip shows the book's reason beside the bet (odds moved, market
 * suspended, a limit …) rather than a toast only. Every balance and the bet lists are read again.
 */
export function usePlaceBet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceBetInput) => callGateway(catalogue.sportsbook.placeBet, input, { quiet: true }),
    onSettled: () => refreshMoney(client),
  });
}

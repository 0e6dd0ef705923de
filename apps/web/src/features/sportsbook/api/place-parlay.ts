import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue, type CallInput } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshMoney } from '@/lib/money-queries.ts';

export type PlaceParlayInput = CallInput<typeof catalogue.sportsbook.placeParlay>;

/** Places a parlay. Quiet: the slip shows the book's reason under the parlay. Balances are read again. */
export function usePlaceParlay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PlaceParlayInput) =>
      callGateway(catalogue.sportsbook.placeParlay, input, { quiet: true }),
    onSettled: () => refreshMoney(client),
  });
}

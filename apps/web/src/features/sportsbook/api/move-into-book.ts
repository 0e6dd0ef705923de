import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshMoney } from '@/lib/money-queries.ts';
import { BOOK_VENUE } from '../sportsbook-constants.ts';

/** Moves the whole centre wallet into the sports venue (games.oneClickIn), then refreshes every balance. */
export function useMoveIntoBook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callGateway(catalogue.games.oneClickIn, { api_name: BOOK_VENUE, idempotencyKey: crypto.randomUUID() }),
    onSuccess: () => refreshMoney(client),
  });
}

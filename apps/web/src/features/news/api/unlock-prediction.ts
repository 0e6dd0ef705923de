import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshMoney } from '@/lib/money-queries.ts';

/**
 * Unlocks a premium prediction with gold coins; once per member and prediction, so a repeat costs
 * nothing. Refreshes the predictions and every gold balance shown.
 */
export function useUnlockPrediction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (predictionId: string) =>
      callGateway(
        catalogue.prediction.unlock,
        { predictionId, idempotencyKey: crypto.randomUUID() },
        { quiet: true },
      ),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['news', 'predictions'] });
      await refreshMoney(client);
    },
  });
}

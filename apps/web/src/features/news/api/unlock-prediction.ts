import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshMoney } from '@/lib/money-queries.ts';

/** What the unlock answers (the gold it cost: 0 for a prediction already unlocked). */
export type UnlockAnswer = Awaited<ReturnType<typeof unlockCall>>;

const unlockCall = (predictionId: string) =>
  callGateway(
    catalogue.prediction.unlock,
    { predictionId, idempotencyKey: crypto.randomUUID() },
    { quiet: true },
  );

/**
 * Unlocks a premium prediction with gold coins; once per member and prediction, so a repeat costs
 * nothing. Refreshes the predictions and every gold balance shown. `done` and `failed` run at the
 * mutation's level, not the button's: the refreshed card no longer shows the button, and callbacks
 * given to `mutate` do not run once their component has gone.
 */
export function useUnlockPrediction(on: {
  done: (answer: UnlockAnswer) => void;
  failed: (err: unknown) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlockCall,
    onSuccess: async (answer) => {
      on.done(answer);
      await client.invalidateQueries({ queryKey: ['news', 'predictions'] });
      await refreshMoney(client);
    },
    onError: on.failed,
  });
}

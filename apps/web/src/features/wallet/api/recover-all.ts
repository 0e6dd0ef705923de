import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshMoney } from './wallet-keys.ts';

/** Confirm polls of a recovery batch (design): every 500 ms, at most 10 times. */
const CONFIRM_TRIES = 10;
const CONFIRM_GAP_MS = 500;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One-click recovery (spec §7 Games): every venue balance back to the centre wallet, then the batch is
 * confirmed until no venue is pending. Answers the centre balance and how many venues failed.
 */
export async function recoverAll(idempotencyKey: string): Promise<{ centerBalance: number; failed: number }> {
  const batch = await callGateway(catalogue.games.oneClickRecovery, { idempotencyKey });
  if (batch.pending === 0) return { centerBalance: batch.centerBalance, failed: 0 };
  for (let attempt = 0; attempt < CONFIRM_TRIES; attempt += 1) {
    const state = await callGateway(catalogue.games.oneClickConfirm, { batchNo: batch.batchNo });
    if (state.done) {
      return {
        centerBalance: state.centerBalance,
        failed: state.list.filter((v) => v.status === 'failed').length,
      };
    }
    await wait(CONFIRM_GAP_MS);
  }
  return { centerBalance: batch.centerBalance, failed: batch.pending };
}

export function useRecoverAll() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recoverAll, onSettled: () => refreshMoney(client) });
}

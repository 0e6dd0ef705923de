import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TransferPlan } from '../transfer-plan.ts';
import { transferIn } from './transfer-in.ts';
import { transferOut } from './transfer-out.ts';
import { refreshMoney } from './wallet-keys.ts';
import { yebToCenter } from './yeb-to-center.ts';
import { yebToYeb } from './yeb-to-yeb.ts';

/** Runs one planned transfer with its idempotency key; balances are read again afterwards. */
export function runTransfer(plan: TransferPlan, amount: number, idempotencyKey: string): Promise<unknown> {
  switch (plan.kind) {
    case 'transferIn':
      return transferIn(plan.venueCode, amount, idempotencyKey);
    case 'transferOut':
      return transferOut(plan.venueCode, amount, idempotencyKey);
    case 'toYeb':
      return yebToYeb(amount, idempotencyKey);
    case 'toCenter':
      return yebToCenter(amount, idempotencyKey);
  }
}

export function useRunTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { plan: TransferPlan; amount: number; idempotencyKey: string }) =>
      runTransfer(v.plan, v.amount, v.idempotencyKey),
    onSettled: () => refreshMoney(client),
  });
}

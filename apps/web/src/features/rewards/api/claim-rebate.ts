import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { claimKey, refreshRewards } from './rewards-keys.ts';

/** member.rebateClaim: claims all accrued rebate. */
export function useClaimRebate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callGateway(catalogue.member.rebateClaim, { idempotencyKey: claimKey() }),
    onSettled: () => refreshRewards(client),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.pointsClaim: a finished task’s points (no money moves). */
export function useClaimPoints() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => callGateway(catalogue.member.pointsClaim, { taskId }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rewardsKeys.pointsTasks }),
        client.invalidateQueries({ queryKey: rewardsKeys.pointsConfig }),
      ]),
  });
}

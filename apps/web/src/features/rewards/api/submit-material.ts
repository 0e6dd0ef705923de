import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

export interface MaterialInput {
  purpose: 'bonus' | 'identity' | 'withdraw';
  files: string[];
  remark: string;
}

/** member.materialSubmit: documents (image data URLs) for a benefit review. */
export function useSubmitMaterial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: MaterialInput) => callGateway(catalogue.member.materialSubmit, input),
    onSettled: () => client.invalidateQueries({ queryKey: rewardsKeys.materials }),
  });
}

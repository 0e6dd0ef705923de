import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { agentKeys } from './agent-keys.ts';

export type JoinAgentInput = z.input<typeof catalogue.agent.join.input>;

/** agent.join: files the application; the status refetches and shows "under review". */
export function useJoinAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: JoinAgentInput) => callGateway(catalogue.agent.join, input),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

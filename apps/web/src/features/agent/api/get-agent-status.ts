import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { agentKeys } from './agent-keys.ts';

/** agent.check: none, pending, approved (an active agent with its code) or rejected (spec §6). */
export const agentStatusQuery = (token: string | null) =>
  queryOptions({
    queryKey: agentKeys.status(token),
    queryFn: () => callGateway(catalogue.agent.check, {}),
    enabled: token !== null,
  });

export function useAgentStatus() {
  const token = useSession((s) => s.token);
  return useQuery(agentStatusQuery(token));
}

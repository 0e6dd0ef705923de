import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { agentKeys } from './agent-keys.ts';

/** agent.commissions: the settled weeks and what each paid, newest first. */
export const agentCommissionsQuery = (token: string | null) =>
  queryOptions({
    queryKey: agentKeys.commissions(token),
    queryFn: () => callGateway(catalogue.agent.commissions, { page: 1, size: 20 }),
    enabled: token !== null,
  });

export function useAgentCommissions() {
  const token = useSession((s) => s.token);
  return useQuery(agentCommissionsQuery(token));
}

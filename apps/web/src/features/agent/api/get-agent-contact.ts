import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { agentKeys } from './agent-keys.ts';

/** agent.contact: where the agent desk is reached (the support chat). */
export const agentContactQuery = () =>
  queryOptions({
    queryKey: agentKeys.contact,
    queryFn: () => callGateway(catalogue.agent.contact, {}),
    staleTime: 5 * 60_000,
  });

export const useAgentContact = () => useQuery(agentContactQuery());

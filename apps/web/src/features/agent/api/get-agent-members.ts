import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { agentKeys } from './agent-keys.ts';

export const AGENT_MEMBERS_PAGE_SIZE = 20;

/** agent.members: members registered through the agent code, with a week's deposits and turnover. */
export const agentMembersQuery = (token: string | null, period: string | null, page: number) =>
  queryOptions({
    queryKey: agentKeys.members(token, period, page),
    queryFn: () =>
      callGateway(catalogue.agent.members, {
        page,
        size: AGENT_MEMBERS_PAGE_SIZE,
        ...(period ? { period } : {}),
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });

export function useAgentMembers(period: string | null, page: number) {
  const token = useSession((s) => s.token);
  return useQuery(agentMembersQuery(token, period, page));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';

export const fetchRealName = () => callGateway(catalogue.member.realNameGet, {});

/** member.realNameGet: whether a real name is bound, and the name masked. */
export const realNameQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'realName', token],
    queryFn: fetchRealName,
    enabled: token !== null,
  });

export function useRealName() {
  const token = useSession((s) => s.token);
  return useQuery(realNameQuery(token));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';

/** Every query of the signed-in member's account data lives under this key (invalidated together). */
export const ACCOUNT_KEY = ['account'] as const;

export const fetchMemberInfo = () => callGateway(catalogue.member.getMemberInfoForWeb, {});

/** getMemberInfoForWeb: profile, balance (minor units), masked phone and email, bind state. */
export const memberInfoQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'info', token],
    queryFn: fetchMemberInfo,
    enabled: token !== null,
  });

export function useMemberInfo() {
  const token = useSession((s) => s.token);
  return useQuery(memberInfoQuery(token));
}

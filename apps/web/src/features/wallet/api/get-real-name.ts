import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';
import { useSession } from '@/lib/session.ts';

/**
 * member.realNameGet: whether a real name is bound (a card's holder must be it). The key is the
 * account area's key of the same call, so both read one cache entry and a binding there shows here.
 */
export const walletRealNameQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'realName', token],
    queryFn: () => callGateway(catalogue.member.realNameGet, {}),
    enabled: token !== null,
  });

export function useWalletRealName() {
  const token = useSession((s) => s.token);
  return useQuery(walletRealNameQuery(token));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';

export const fetchWithdrawPassword = () => callGateway(catalogue.member.withdrawPasswordGet, {});

/** member.withdrawPasswordGet: whether a withdraw password is set, and any lock after failures. */
export const withdrawPasswordQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'withdrawPassword', token],
    queryFn: fetchWithdrawPassword,
    enabled: token !== null,
  });

export function useWithdrawPassword() {
  const token = useSession((s) => s.token);
  return useQuery(withdrawPasswordQuery(token));
}

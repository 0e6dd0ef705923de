import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';

export const fetchSecurityNotices = () => callGateway(catalogue.auth.securityNoticeList, {});

/** auth.securityNoticeList: security notices (e.g. a login from a new device), newest first. */
export const securityNoticesQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'notices', token],
    queryFn: fetchSecurityNotices,
    enabled: token !== null,
  });

export function useSecurityNotices() {
  const token = useSession((s) => s.token);
  return useQuery(securityNoticesQuery(token));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';

export const fetchNameModifyStatus = () => callGateway(catalogue.member.nameModifyStatus, {});

/** member.nameModifyStatus: the state of the real-name change review. */
export const nameModifyStatusQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'nameReview', token],
    queryFn: fetchNameModifyStatus,
    enabled: token !== null,
  });

export function useNameModifyStatus() {
  const token = useSession((s) => s.token);
  return useQuery(nameModifyStatusQuery(token));
}

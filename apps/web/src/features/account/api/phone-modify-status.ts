import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';

export const fetchPhoneModifyStatus = () => callGateway(catalogue.member.phoneModifyStatus, {});

/** member.phoneModifyStatus: the state of the phone change review. */
export const phoneModifyStatusQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'phoneReview', token],
    queryFn: fetchPhoneModifyStatus,
    enabled: token !== null,
  });

export function usePhoneModifyStatus() {
  const token = useSession((s) => s.token);
  return useQuery(phoneModifyStatusQuery(token));
}

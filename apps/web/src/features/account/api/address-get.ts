import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';

export const fetchAddress = () => callGateway(catalogue.member.addressGet, {});

/** member.addressGet: the delivery address, or null when none was set. */
export const addressQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'address', token],
    queryFn: fetchAddress,
    enabled: token !== null,
  });

export function useAddress() {
  const token = useSession((s) => s.token);
  return useQuery(addressQuery(token));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';

export const fetchAvatarList = () => callGateway(catalogue.member.avatarList, {});

/** member.avatarList: stock and uploaded avatars, the one in use marked. */
export const avatarListQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...ACCOUNT_KEY, 'avatars', token],
    queryFn: fetchAvatarList,
    enabled: token !== null,
  });

export function useAvatarList() {
  const token = useSession((s) => s.token);
  return useQuery(avatarListQuery(token));
}

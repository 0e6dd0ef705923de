import { useQuery } from '@tanstack/react-query';
import { memberInfoQuery } from '@/lib/member-info.ts';
import { useSession } from '@/lib/session.ts';

/** The signed-in member's info (query shared with home's greeting, lib/member-info.ts). */
export function useMemberInfo() {
  const token = useSession((s) => s.token);
  return useQuery(memberInfoQuery(token));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';

export const updateNickName = (nickName: string) =>
  callGateway(catalogue.member.updateNickName, { nickName }, { quiet: true });

/** Changes the nickname, then refreshes the profile and the stored session user (spec §3). */
export function useUpdateNickName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateNickName,
    onSuccess: (_answer, nickName) => {
      const { token, user, signIn } = useSession.getState();
      if (token && user) signIn(token, { ...user, nickName });
      return client.invalidateQueries({ queryKey: ACCOUNT_KEY });
    },
  });
}

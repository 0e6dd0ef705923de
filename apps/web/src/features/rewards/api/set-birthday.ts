import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { ACCOUNT_KEY } from '@/lib/member-info.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.birthdaySet: the date of birth, once. */
export function useSetBirthday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (birthday: string) => callGateway(catalogue.member.birthdaySet, { birthday }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rewardsKeys.birthday }),
        client.invalidateQueries({ queryKey: rewardsKeys.welfare }),
        client.invalidateQueries({ queryKey: [...ACCOUNT_KEY, 'info'] }),
      ]),
  });
}

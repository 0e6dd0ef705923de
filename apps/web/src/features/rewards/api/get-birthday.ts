import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.birthdayBonus: the date of birth and this year’s birthday cash. */
export const birthdayQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.birthday,
    queryFn: ({ signal }) => callGateway(catalogue.member.birthdayBonus, {}, { signal }),
  });

export const useBirthday = (enabled = true) => useQuery({ ...birthdayQuery(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.vipGradeConfigs: every VIP level, the member’s own level and both cumulative measures. */
export const vipGradesQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.vipGrades,
    queryFn: ({ signal }) => callGateway(catalogue.member.vipGradeConfigs, {}, { signal }),
  });

export const useVipGrades = (enabled = true) => useQuery({ ...vipGradesQuery(), enabled });

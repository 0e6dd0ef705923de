import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.rewardRecords: every reward paid, with its source. */
export const rewardRecordsQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.records,
    queryFn: ({ signal }) => callGateway(catalogue.member.rewardRecords, {}, { signal }),
  });

export const useRewardRecords = (enabled = true) => useQuery({ ...rewardRecordsQuery(), enabled });

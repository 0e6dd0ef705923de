import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.rebateInfo: unclaimed rebate per venue. */
export const rebateQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.rebate,
    queryFn: ({ signal }) => callGateway(catalogue.member.rebateInfo, {}, { signal }),
  });

export const useRebate = (enabled = true) => useQuery({ ...rebateQuery(), enabled });

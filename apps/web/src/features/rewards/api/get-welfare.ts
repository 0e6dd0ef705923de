import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.welfareInfo: every claimable reward in one list. */
export const welfareQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.welfare,
    queryFn: ({ signal }) => callGateway(catalogue.member.welfareInfo, {}, { signal }),
  });

export const useWelfare = (enabled = true) => useQuery({ ...welfareQuery(), enabled });

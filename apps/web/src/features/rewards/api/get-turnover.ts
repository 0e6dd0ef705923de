import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.turnoverStatus: open bonus turnover requirements (流水) and what remains. */
export const turnoverQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.turnover,
    queryFn: ({ signal }) => callGateway(catalogue.member.turnoverStatus, {}, { signal }),
  });

export const useTurnover = (enabled = true) => useQuery({ ...turnoverQuery(), enabled });

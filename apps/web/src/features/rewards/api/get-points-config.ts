import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.pointsConfig: the points rules and balance. */
export const pointsConfigQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.pointsConfig,
    queryFn: ({ signal }) => callGateway(catalogue.member.pointsConfig, {}, { signal }),
  });

export const usePointsConfig = (enabled = true) => useQuery({ ...pointsConfigQuery(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.pointsTasks: today’s points tasks with progress. */
export const pointsTasksQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.pointsTasks,
    queryFn: ({ signal }) => callGateway(catalogue.member.pointsTasks, {}, { signal }),
  });

export const usePointsTasks = (enabled = true) => useQuery({ ...pointsTasksQuery(), enabled });

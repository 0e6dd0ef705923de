import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.materialList: submitted materials and their review results. */
export const materialsQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.materials,
    queryFn: ({ signal }) => callGateway(catalogue.member.materialList, {}, { signal }),
  });

export const useMaterials = (enabled = true) => useQuery({ ...materialsQuery(), enabled });

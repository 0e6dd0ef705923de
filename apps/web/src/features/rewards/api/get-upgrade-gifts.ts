import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.upgradeGiftList: each level’s upgrade gift and whether it is claimable. */
export const upgradeGiftsQuery = () =>
  queryOptions({
    queryKey: rewardsKeys.upgradeGifts,
    queryFn: ({ signal }) => callGateway(catalogue.member.upgradeGiftList, {}, { signal }),
  });

export const useUpgradeGifts = (enabled = true) => useQuery({ ...upgradeGiftsQuery(), enabled });

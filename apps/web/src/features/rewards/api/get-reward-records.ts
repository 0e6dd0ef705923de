import { useQuery } from '@tanstack/react-query';
import { rewardRecordsQuery } from '@/lib/reward-records.ts';

/** member.rewardRecords: every reward paid, with its source (the query is shared, lib/reward-records.ts). */
export const useRewardRecords = (enabled = true) => useQuery({ ...rewardRecordsQuery(), enabled });

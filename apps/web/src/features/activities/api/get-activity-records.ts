import { useInfiniteQuery } from '@tanstack/react-query';
import { activityRecordsQuery } from '@/lib/reward-records.ts';

/** "My activity records", a page at a time (the query lives with the reward records it pages). */
export const useActivityRecords = (enabled: boolean) =>
  useInfiniteQuery({ ...activityRecordsQuery(), enabled });

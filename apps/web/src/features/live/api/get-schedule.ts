import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

export type ScheduleView = 'schedule' | 'results';
/** One row of 赛程 or 赛果 (a match occurrence on a China date). */
export type ScheduleRow = z.output<typeof catalogue.live.schedule.output>['list'][number];

/** The schedule moves slowly (starts, scores of playing matches): read again every 30 s while shown. */
const SCHEDULE_POLL_MS = 30_000;

/** 赛程 (coming and playing) or 赛果 (finished, final score, closing prices) of one China date. */
export const scheduleQuery = (view: ScheduleView, date: string) =>
  queryOptions({
    queryKey: ['live', 'schedule', view, date] as const,
    queryFn: ({ signal }) => callGateway(catalogue.live.schedule, { view, date }, { signal }),
    refetchInterval: SCHEDULE_POLL_MS,
    placeholderData: keepPreviousData,
  });

export function useSchedule(view: ScheduleView, date: string) {
  return useQuery(scheduleQuery(view, date));
}

import { formatStartAt } from '@arena/domain';

/** The calendar days a list compares start times with (`YYYY-MM-DD` in the feed's China time). */
export interface ListDays {
  today: string;
  tomorrow: string;
}

export const listDaysAt = (now: number): ListDays => ({
  today: formatStartAt(now).slice(0, 10),
  tomorrow: formatStartAt(now + 86_400_000).slice(0, 10),
});

/**
 * When a coming match or show starts, with its day: `today` / `tomorrow` with the time, or `MM-DD HH:mm`
 * further out (a bare time read as today for tomorrow's matches). `startAt` is spec §3's
 * `YYYY-MM-DD HH:mm:ss`.
 */
export function scheduleLabel(
  startAt: string,
  days: ListDays,
): { day: 'today' | 'tomorrow' | 'date'; time: string; date: string } {
  const date = startAt.slice(0, 10);
  const time = startAt.slice(11, 16);
  const day = date === days.today ? 'today' : date === days.tomorrow ? 'tomorrow' : 'date';
  return { day, time, date: startAt.slice(5, 10) };
}

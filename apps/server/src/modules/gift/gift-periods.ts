import { siteDay, siteDayStart } from '../wallet/wallet-util.ts';

/** A ranking period (live.giftRank). */
export type RankPeriod = 'day' | 'week' | 'month';

const DAY_MS = 86_400_000;

/**
 * When the ranking period holding `now` starts, in Beijing time (UTC+8, no DST; docs/gifts.md): the
 * day at 00:00, the week on Monday 00:00, the month on the 1st at 00:00.
 */
export function periodStart(period: RankPeriod, now: number): number {
  const day = siteDay(now);
  const dayStart = siteDayStart(day);
  if (period === 'day') return dayStart;
  if (period === 'month') return siteDayStart(`${day.slice(0, 8)}01`);
  // getUTCDay of the site day's date: 0 Sunday … 6 Saturday; weeks start on Monday.
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return dayStart - ((weekday + 6) % 7) * DAY_MS;
}

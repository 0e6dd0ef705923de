import { siteDay, siteDayStart } from '../wallet/wallet-util.ts';

const DAY_MS = 86_400_000;

/** The site month of an instant: 'YYYY-MM' (Beijing time). */
export const siteMonth = (now: number) => siteDay(now).slice(0, 7);

/** The ISO week (Monday start, week 1 holds the year's first Thursday) of a site day: 'YYYY-Www'. */
export function isoWeekOf(day: string): string {
  const d = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(d).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = d + (3 - weekday) * DAY_MS;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The site week of an instant. */
export const siteWeek = (now: number) => isoWeekOf(siteDay(now));

/** The Monday ('YYYY-MM-DD') an ISO week starts on. */
export function isoWeekMonday(week: string): string {
  const m = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!m) throw new Error(`invalid week ${week}`);
  const jan4 = Date.UTC(Number(m[1]), 0, 4);
  const monday1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(monday1 + (Number(m[2]) - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
}

/** [start, end) instants of a month ('YYYY-MM') or an ISO week ('YYYY-Www'), in Beijing time. */
export function periodRange(kind: 'month' | 'week', period: string): { from: number; to: number } {
  if (kind === 'week') {
    const from = siteDayStart(isoWeekMonday(period));
    return { from, to: from + 7 * DAY_MS };
  }
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  if (!m) throw new Error(`invalid month ${period}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  return { from: siteDayStart(`${period}-01`), to: siteDayStart(`${next}-01`) };
}

/** The period before the one holding `now` (what the scheduled job settles). */
export function previousPeriod(kind: 'month' | 'week' | 'day', now: number): string {
  if (kind === 'day') return siteDay(siteDayStart(siteDay(now)) - 1);
  if (kind === 'week') return siteWeek(siteDayStart(isoWeekMonday(siteWeek(now))) - 1);
  return siteMonth(siteDayStart(`${siteMonth(now)}-01`) - 1);
}

/** A valid period label of its kind. */
export function isPeriod(kind: 'month' | 'week', period: string): boolean {
  if (kind === 'month') return /^\d{4}-(0[1-9]|1[0-2])$/.test(period);
  const m = /^(\d{4})-W(\d{2})$/.exec(period);
  return m !== null && Number(m[2]) >= 1 && isoWeekOf(isoWeekMonday(period)) === period;
}

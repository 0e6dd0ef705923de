import { DAY_MS, siteDay } from '@arena/domain';

/** The site date `YYYY-MM-DD` (China time, as the list's start times) of `now` moved by `days`. */
export function chinaDate(now: number, days = 0): string {
  return siteDay(now + days * DAY_MS);
}

/** Day names of the date tabs, by offset from today. */
export type DayName = 'dayBefore' | 'yesterday' | 'today' | 'tomorrow' | 'dayAfter';
const NAMES: Readonly<Record<number, DayName>> = {
  [-2]: 'dayBefore',
  [-1]: 'yesterday',
  0: 'today',
  1: 'tomorrow',
  2: 'dayAfter',
};

/**
 * The date tabs of 赛程 (today and the next two days) or 赛果 (the two days before and today), each
 * with its China date; the default tab is today for 赛程 and yesterday for 赛果.
 */
export function dateTabs(view: 'schedule' | 'results', now: number) {
  const offsets = view === 'schedule' ? [0, 1, 2] : [-2, -1, 0];
  return offsets.map((days) => ({ date: chinaDate(now, days), name: NAMES[days] ?? 'today' }));
}

export const defaultDate = (view: 'schedule' | 'results', now: number) =>
  chinaDate(now, view === 'schedule' ? 0 : -1);

/** Whether a row matches a team search (either side, case-insensitive); an empty search matches all. */
export function matchesTeam(row: { homeName: string; visitName: string }, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || row.homeName.toLowerCase().includes(q) || row.visitName.toLowerCase().includes(q);
}

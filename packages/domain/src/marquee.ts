import { BEIJING_UTC_OFFSET_MINUTES, parseTimestamp } from './date-time.ts';
import { MARQUEE_MIN_ENTRIES, MARQUEE_SINGLE_REPEAT, MARQUEE_SMALL_REPEAT } from './platform-constants.ts';

/** Category of time-limited marquee items (spec §4 "category 1 items show only between …"). */
export const MARQUEE_TIMED_CATEGORY = 1;

/** A marquee item (spec §3 "category, pmdTimerStart, pmdTimerEnd"); times are epoch or `YYYY-MM-DD HH:mm:ss`. */
export interface MarqueeItem {
  readonly category: number | string;
  readonly pmdTimerStart?: number | string | null;
  readonly pmdTimerEnd?: number | string | null;
}

/**
 * Whether a marquee item shows at `now` (spec §4): category 1 only between its start and end, both
 * inclusive (design); a missing bound leaves that side open (design). Other categories always show.
 */
export function isMarqueeItemVisible(
  item: MarqueeItem,
  now: number,
  utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES,
): boolean {
  if (Number(item.category) !== MARQUEE_TIMED_CATEGORY) return true;
  const start = parseTimestamp(item.pmdTimerStart, utcOffsetMinutes);
  const end = parseTimestamp(item.pmdTimerEnd, utcOffsetMinutes);
  return (start === null || now >= start) && (end === null || now <= end);
}

/**
 * Pads a marquee track so it loops without a gap (spec §4 "a single item is repeated to 5 entries; 2 to
 * 3 items are tripled", §9 "marquee padding to 4 or 5"). Decision reconciling both: lists shorter than
 * 4 entries ({@link MARQUEE_MIN_ENTRIES}) are padded — 1 item becomes 5 entries, 2 or 3 items are
 * tripled (6 or 9 entries) — so every padded track holds at least 5; 0 or 4+ items are left as they are.
 */
export function padMarquee<T>(items: readonly T[]): T[] {
  if (items.length === 0 || items.length >= MARQUEE_MIN_ENTRIES) return [...items];
  const times = items.length === 1 ? MARQUEE_SINGLE_REPEAT : MARQUEE_SMALL_REPEAT;
  return Array.from({ length: times }, () => items).flat();
}

/** The marquee track to render at `now`: visible items, then padded (spec §4). */
export function buildMarqueeTrack<T extends MarqueeItem>(
  items: readonly T[],
  now: number,
  utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES,
): T[] {
  return padMarquee(items.filter((item) => isMarqueeItemVisible(item, now, utcOffsetMinutes)));
}

/**
 * Deterministic wall-clock formatting (spec §3 "startAt (YYYY-MM-DD HH:mm:ss; 10-digit values are
 * seconds)"). Design: times are rendered in an explicit UTC offset, default +08:00 (Beijing, the
 * product's market), never in the runtime's zone, so server, client and tests agree.
 */

/** Default UTC offset in minutes: +08:00 Beijing time (spec §3; design). */
export const BEIJING_UTC_OFFSET_MINUTES = 480;

const MINUTE_MS = 60_000;
/** One day in milliseconds (spec §3 token expiry arithmetic). */
export const DAY_MS = 86_400_000;
/** Largest magnitude of an ECMAScript time value (±100 000 000 days); beyond it a Date is invalid. */
const MAX_TIME_VALUE_MS = 8_640_000_000_000_000;
const FORMATTED = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DIGITS = /^\d+$/;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** Formats epoch milliseconds as `YYYY-MM-DD HH:mm:ss` in the given UTC offset (spec §3). */
export function formatDateTime(epochMs: number, utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES): string {
  const shifted = new Date(epochMs + utcOffsetMinutes * MINUTE_MS);
  return (
    `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`
  );
}

/**
 * Reads a wire timestamp as epoch milliseconds (spec §3): a number or digit string of up to 10 digits
 * is seconds, a longer one milliseconds (design: the spec names 10 and 13 digits; the cut at 10 covers
 * every date up to 2286); a `YYYY-MM-DD HH:mm:ss` string is read in `utcOffsetMinutes`. Anything else,
 * including negative numbers, is `null`.
 */
export function parseTimestamp(value: unknown, utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    return digitsToEpochMs(String(Math.trunc(value)));
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (DIGITS.test(text)) return digitsToEpochMs(text);
  const match = FORMATTED.exec(text);
  if (match === null) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  return utc - utcOffsetMinutes * MINUTE_MS;
}

function digitsToEpochMs(digits: string): number {
  const numeric = Number(digits);
  return digits.replace(/^0+(?=\d)/, '').length <= 10 ? numeric * 1000 : numeric;
}

/**
 * The match/anchor `startAt` field (spec §3): an already formatted string passes through untouched,
 * seconds or milliseconds are formatted in `utcOffsetMinutes` (default +08:00); unreadable input is `''`,
 * including instants a Date cannot hold (which would otherwise print as `NaN-NaN-NaN NaN:NaN:NaN`).
 */
export function formatStartAt(value: unknown, utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES): string {
  if (typeof value === 'string' && FORMATTED.test(value.trim())) return value.trim();
  const epochMs = parseTimestamp(value, utcOffsetMinutes);
  if (epochMs === null || Math.abs(epochMs + utcOffsetMinutes * MINUTE_MS) > MAX_TIME_VALUE_MS) return '';
  return formatDateTime(epochMs, utcOffsetMinutes);
}

/** Local hour 0–23 of an instant in the given UTC offset (spec §9 greeting, §3 token expiry). */
export function localHour(epochMs: number, utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES): number {
  return new Date(epochMs + utcOffsetMinutes * MINUTE_MS).getUTCHours();
}

/**
 * The site's calendar day (`YYYY-MM-DD`) of an instant, in the given UTC offset (default Beijing,
 * no DST). Daily limits, counters, sign-ins and records all count in this one day.
 */
export function siteDay(epochMs: number, utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES): string {
  return new Date(epochMs + utcOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

/** The instant (epoch ms) a site day `YYYY-MM-DD` starts: its 00:00 in the given UTC offset. */
export function siteDayStart(day: string, utcOffsetMinutes = BEIJING_UTC_OFFSET_MINUTES): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1) - utcOffsetMinutes * MINUTE_MS;
}

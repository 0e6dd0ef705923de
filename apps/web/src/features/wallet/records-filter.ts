import { formatDateTime } from '@arena/domain';
import { dealType, type DealType } from '@arena/protocol';

/** Deal record types of the catalogue (finance.dealRecords `type`), in the filter's order. */
export const DEAL_TYPES = dealType.options;
export type DealTypeFilter = DealType;
export type RecordsTab = 'deal' | 'settlement';

/** Default range: the last 30 days (design). */
export const DEFAULT_RANGE_DAYS = 30;
/** Records are kept at least 3 months; the filter reaches back 92 days. */
export const MAX_RANGE_DAYS = 92;

/** Records filters, held in the URL (HOUSE-STYLE "filters and tabs in the URL"). */
export interface RecordsFilter {
  readonly tab: RecordsTab;
  readonly type: DealTypeFilter | null;
  readonly startDate: string;
  readonly endDate: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * `YYYY-MM-DD` of an instant on the site's calendar (Beijing time, as the server reads the range:
 * wallet-util.ts `siteDayStart`), never the browser's zone. In a browser on UTC the local date was a
 * day behind Beijing from 16:00 to 24:00 UTC, so the default range left out today's records and the
 * filter would not reach Beijing's today.
 */
export function isoDay(date: Date): string {
  return formatDateTime(date.getTime()).slice(0, 10);
}

const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / DAY_MS;
const validDay = (value: string | null): value is string =>
  value !== null && DATE.test(value) && isoDayUtc(dayNumber(value)) === value;
const isoDayUtc = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * Reads the filter from the address. Anything malformed falls back to the default: an unknown type
 * means all types, a bad or reversed range means the last 30 days, a range reaching past 3 months or
 * into the future is clamped.
 */
export function readRecordsFilter(params: URLSearchParams, today: Date): RecordsFilter {
  const tab: RecordsTab = params.get('tab') === 'settlement' ? 'settlement' : 'deal';
  const rawType = params.get('type');
  const type = (DEAL_TYPES as readonly string[]).includes(rawType ?? '') ? (rawType as DealTypeFilter) : null;
  const todayIso = isoDay(today);
  const todayN = dayNumber(todayIso);
  const earliest = todayN - MAX_RANGE_DAYS;
  let start = params.get('start');
  let end = params.get('end');
  if (!validDay(start) || !validDay(end) || dayNumber(start) > dayNumber(end)) {
    start = isoDayUtc(todayN - (DEFAULT_RANGE_DAYS - 1));
    end = todayIso;
  }
  const startN = Math.max(earliest, Math.min(dayNumber(start), todayN));
  const endN = Math.max(startN, Math.min(dayNumber(end), todayN));
  return { tab, type, startDate: isoDayUtc(startN), endDate: isoDayUtc(endN) };
}

/** Writes the filter back into address parameters (only what differs from "all types"). */
export function writeRecordsFilter(filter: RecordsFilter): URLSearchParams {
  const params = new URLSearchParams();
  params.set('tab', filter.tab);
  if (filter.type && filter.tab === 'deal') params.set('type', filter.type);
  params.set('start', filter.startDate);
  params.set('end', filter.endDate);
  return params;
}

/** The earliest day the filter accepts (for the date input's `min`). */
export function earliestDay(today: Date): string {
  return isoDayUtc(dayNumber(isoDay(today)) - MAX_RANGE_DAYS);
}

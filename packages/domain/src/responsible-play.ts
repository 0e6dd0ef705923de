/**
 * Responsible-play rules shared by the form and the server check (docs/responsible-play.md). The
 * industry rules the tools follow: a lower limit protects at once, a higher one (or none) only after a
 * cooling-off day; a time-out or self-exclusion cannot be ended early.
 */

/** Periods a deposit or net-loss limit counts over, in site time (UTC+8). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Raising or removing a limit waits this long (24 hours); lowering applies at once. */
export const LIMIT_COOLING_OFF_MS = 24 * 3_600_000;
/** Session time limit choices, minutes. */
export const SESSION_LIMIT_MINUTES = { min: 15, max: 720 } as const;
/** Reality-check interval choices, minutes. */
export const REALITY_CHECK_MINUTES = { min: 15, max: 120 } as const;
/** A play session ends after this long without a stake; the next stake starts a new one. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Time-out length in days (24 hours to 6 weeks). */
export const TIMEOUT_DAYS = { min: 1, max: 42 } as const;
/** Self-exclusion length in months (6 months to 5 years). */
export const SELF_EXCLUSION_MONTHS = { min: 6, max: 60 } as const;
/** How far back the activity statement reaches, in months. */
export const STATEMENT_MONTHS = 3;

const DAY_MS = 86_400_000;
const OFFSET_MS = 8 * 3_600_000;

/**
 * The [from, to) instants of the site day, ISO week (Monday start) or calendar month holding `now`,
 * in site time (UTC+8, no DST). `to` is when a limit of that period resets.
 * @example periodWindow('day', Date.parse('2026-11-26T01:00:00Z')) // from 2026-11-25T16:00Z, to +24 h
 */
export function periodWindow(period: LimitPeriod, now: number): { from: number; to: number } {
  const local = new Date(now + OFFSET_MS);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET_MS;
  if (period === 'day') return { from: dayStart, to: dayStart + DAY_MS };
  if (period === 'week') {
    const weekday = (local.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    const from = dayStart - weekday * DAY_MS;
    return { from, to: from + 7 * DAY_MS };
  }
  const from = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS;
  const to = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - OFFSET_MS;
  return { from, to };
}

/**
 * Whether changing a limit from `current` to `next` (null = no limit) may apply at once: only a
 * tighter limit does; a looser one, or removing it, waits {@link LIMIT_COOLING_OFF_MS}.
 * @example limitChangeIsImmediate(1000, 500) // true
 * @example limitChangeIsImmediate(500, null) // false
 */
export function limitChangeIsImmediate(current: number | null, next: number | null): boolean {
  if (current === null) return next !== null;
  return next !== null && next <= current;
}

/** The end of a self-exclusion of `months` calendar months from `start` (same clock time). */
export function addMonths(start: number, months: number): number {
  const d = new Date(start);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime() + (start - Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

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
/** The two ways to stop playing for a while: a time-out counted in days, a self-exclusion in months. */
export type ExclusionKind = 'timeout' | 'self_exclusion';

/** The lengths a time-out (days) or a self-exclusion (months) may have. */
export const exclusionRange = (kind: ExclusionKind) =>
  kind === 'timeout' ? TIMEOUT_DAYS : SELF_EXCLUSION_MONTHS;

/** True when `length` is a whole number of days (time-out) or months (self-exclusion) in its range. */
export function isExclusionLength(kind: ExclusionKind, length: number): boolean {
  const range = exclusionRange(kind);
  return Number.isInteger(length) && length >= range.min && length <= range.max;
}

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

/** Registration is open from this age on (18+, the age rule of responsible play). */
export const MIN_AGE_YEARS = 18;
/** The earliest date of birth accepted. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** Why a date of birth is refused at registration; null when it is accepted. */
export type BirthDateProblem = 'required' | 'invalid' | 'underAge';

/** Whether `day` is a real calendar date written `YYYY-MM-DD` (no 2001-02-29). */
export function isCalendarDate(day: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Full years of age on the site day `today` (both `YYYY-MM-DD`): the birthday counts from its own day;
 * someone born on 29 February turns a year older on 1 March in common years.
 * @example ageOn('2008-11-27', '2026-11-26') // 17
 * @example ageOn('2008-11-26', '2026-11-26') // 18
 */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

/**
 * The registration check of a date of birth against the site day `today` (UTC+8): present, a real
 * date from {@link EARLIEST_BIRTH_DATE} up to today, and at least {@link MIN_AGE_YEARS} years old.
 * Shared by the register form and the server.
 */
export function birthDateProblem(birthDate: string | undefined, today: string): BirthDateProblem | null {
  if (birthDate === undefined || birthDate === '') return 'required';
  if (!isCalendarDate(birthDate) || birthDate < EARLIEST_BIRTH_DATE || birthDate > today) return 'invalid';
  return ageOn(birthDate, today) >= MIN_AGE_YEARS ? null : 'underAge';
}

/** The Chinese message of each refusal (server answer and form line alike). */
export const BIRTH_DATE_MESSAGES_ZH: Readonly<Record<BirthDateProblem, string>> = {
  required: '请填写出生日期',
  invalid: '请输入有效的出生日期',
  underAge: `未满 ${MIN_AGE_YEARS} 周岁不能注册`,
};

import { AMOUNT_MAX_DECIMALS } from './validation-limits.ts';
import type { Check } from './validation-messages.ts';

/**
 * Currencies money is held in (spec §1 "CNY by default, a site can settle in USDT"). Money is integer
 * minor units end to end (HOUSE-STYLE "Shared limits") and formatted only at the edge.
 */
export type Currency = 'CNY' | 'USDT';

/**
 * Stored decimals per currency (design, spec §1): CNY in fen (2), USDT in micro-units (6) so chain
 * amounts are exact. Display always uses {@link MONEY_DISPLAY_DECIMALS}.
 */
export const CURRENCY_MINOR_DECIMALS: Readonly<Record<Currency, number>> = { CNY: 2, USDT: 6 };
/** Decimals shown to users for every currency (spec §9 "two decimals"). */
export const MONEY_DISPLAY_DECIMALS = 2;

const AMOUNT_INPUT = /^(\d+)(?:\.(\d*))?$/;

/** Result of parsing user money input (spec §5): integer minor units, or a validation key. */
export type ParsedMoney = { readonly ok: true; readonly minor: number } | Extract<Check, { ok: false }>;

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Parses a user amount into minor units without floating point (spec §5 "up to two decimals"): accepts
 * `1234`, `1,234.5`, `0.07`, surrounding spaces and thousands commas; rejects signs, exponents, more than
 * two decimals and values beyond the safe-integer range.
 */
export function parseMoney(input: string, currency: Currency): ParsedMoney {
  const compact = input.trim().replace(/,/g, '');
  if (compact === '') return { ok: false, key: 'validation.required' };
  const match = AMOUNT_INPUT.exec(compact);
  if (match === null) return { ok: false, key: 'validation.amount.format' };
  const integer = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > AMOUNT_MAX_DECIMALS) return { ok: false, key: 'validation.amount.decimals' };
  const decimals = CURRENCY_MINOR_DECIMALS[currency];
  const minor = Number(`${integer}${fraction.padEnd(decimals, '0')}`);
  if (!Number.isSafeInteger(minor)) return { ok: false, key: 'validation.amount.max' };
  return { ok: true, minor };
}

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Insert thousands separators (default true, spec §9). */
  readonly grouping?: boolean;
}

/**
 * Formats integer minor units for display with two decimals (spec §9 "thousands separators and two
 * decimals"). USDT micro-units are truncated toward zero to cents (design: never show more than held);
 * a non-finite value prints as zero.
 */
export function formatMoney(minor: number, currency: Currency, options: FormatMoneyOptions = {}): string {
  const scale = 10 ** (CURRENCY_MINOR_DECIMALS[currency] - MONEY_DISPLAY_DECIMALS);
  const cents = Number.isFinite(minor) ? Math.trunc(Math.trunc(minor) / scale) : 0;
  const sign = cents < 0 ? '-' : '';
  // BigInt prints integers of any size without exponent notation.
  const digits = BigInt(Math.abs(cents))
    .toString()
    .padStart(MONEY_DISPLAY_DECIMALS + 1, '0');
  const integer = digits.slice(0, -MONEY_DISPLAY_DECIMALS);
  const fraction = digits.slice(-MONEY_DISPLAY_DECIMALS);
  return `${sign}${options.grouping === false ? integer : groupThousands(integer)}.${fraction}`;
}

/**
 * Formats a plain number with thousands separators and two decimals, rounding half away from zero in
 * decimal (so 1.005 gives 1.01, not the binary 1.00) (spec §9). Non-finite values print as `0.00`.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '0.00';
  const magnitude = Math.abs(value);
  const text = String(magnitude);
  // Shift the decimal point in the string so 1.005 is rounded as written, not as its binary neighbour.
  const cents = text.includes('e') ? Math.round(magnitude * 100) : Math.round(Number(`${text}e2`));
  return formatMoney(value < 0 && cents !== 0 ? -cents : cents, 'CNY');
}

/** Ten thousand, the 万 unit (spec §9 "collect count formatted in ten-thousand units"). */
export const TEN_THOUSAND = 10_000;

/**
 * Collect (favourite) count in ten-thousand units (spec §9): below 10 000 the integer itself; from
 * 10 000 one decimal of 万, truncated (design: a count is never overstated) and without a trailing `.0`:
 * 12 345 → `1.2万`, 10 000 → `1万`, 19 999 → `1.9万`. Negative or non-finite counts read as 0.
 */
export function formatCollectCount(count: number, unit = '万'): string {
  const whole = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (whole < TEN_THOUSAND) return String(whole);
  const tenths = Math.floor(whole / (TEN_THOUSAND / 10));
  const text = tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
  return `${text}${unit}`;
}

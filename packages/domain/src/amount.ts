import { CHECK_OK, fail } from './validation-messages.ts';
import type { Check } from './validation-messages.ts';
import { formatMoney, parseMoney } from './money.ts';
import type { Currency } from './money.ts';
import { AMOUNT_MAX_MINOR, MEMBER_MAX_PRICE_DIGITS } from './validation-limits.ts';

/** An amount with at most two decimals (spec §5 "up to two decimals"). */
export const AMOUNT_TWO_DECIMALS_PATTERN = /^\d+(?:\.\d{1,2})?$/;
/**
 * Positive number (spec §5 "positive-number pattern"): no sign, no leading zeros except `0.x`, optional
 * decimals, and not zero: `1`, `0.5`, `12.30`; not `0`, `0.00`, `01`, `-1`, `1.`.
 */
export const POSITIVE_NUMBER_PATTERN = /^(?:[1-9]\d*(?:\.\d+)?|0\.\d*[1-9]\d*)$/;
/** Member max price (spec §5 "up to 8 digits"): at most 8 integer digits, design: up to two decimals. */
export const MEMBER_MAX_PRICE_PATTERN = new RegExp(`^\\d{1,${MEMBER_MAX_PRICE_DIGITS}}(?:\\.\\d{1,2})?$`);

/** True when `value` has at most two decimals (spec §5). */
export function hasAtMostTwoDecimals(value: string): boolean {
  return AMOUNT_TWO_DECIMALS_PATTERN.test(value);
}

/** True when `value` matches the positive-number pattern (spec §5). */
export function isPositiveNumber(value: string): boolean {
  return POSITIVE_NUMBER_PATTERN.test(value);
}

/** Options of {@link validateAmount}. */
export interface AmountRule {
  /** Currency of the parsed value (default CNY). */
  readonly currency?: Currency;
  /** Largest allowed amount in minor units of `currency` (default 99 999.99 in CNY fen). */
  readonly maxMinor?: number;
}

/**
 * Money amount rule (spec §5): a number, at most two decimals, greater than zero and not above the
 * maximum (default "max money up to 99999.99"). Thousands commas and outer spaces are tolerated.
 */
export function validateAmount(input: string, rule: AmountRule = {}): Check {
  const currency = rule.currency ?? 'CNY';
  const parsed = parseMoney(input, currency);
  if (!parsed.ok) return parsed;
  if (parsed.minor <= 0) return fail('validation.amount.positive');
  const maxMinor = rule.maxMinor ?? AMOUNT_MAX_MINOR;
  if (parsed.minor > maxMinor)
    return fail('validation.amount.max', { max: formatMoney(maxMinor, currency, { grouping: false }) });
  return CHECK_OK;
}

/** Deposit "max money" rule (spec §3 max_money, §5 "max money up to 99999.99"). */
export function validateMaxMoney(input: string): Check {
  return validateAmount(input, { maxMinor: AMOUNT_MAX_MINOR });
}

/** Member max price rule (spec §5 "member max price up to 8 digits"). */
export function validateMemberMaxPrice(input: string): Check {
  if (input === '') return fail('validation.required');
  return MEMBER_MAX_PRICE_PATTERN.test(input) ? CHECK_OK : fail('validation.memberMaxPrice.format');
}

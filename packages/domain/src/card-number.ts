import { CHECK_OK, fail } from './validation-messages.ts';
import type { Check } from './validation-messages.ts';
import { CARD_GROUP_SIZE, CARD_NUMBER_MAX_LENGTH, CARD_NUMBER_MIN_LENGTH } from './validation-limits.ts';

const DIGITS = /^\d+$/;
const WHITESPACE = /\s+/g;

/** Luhn (mod 10) checksum over a digit string (spec §5 "Luhn check"); false for empty or non-digits. */
export function isLuhnValid(digits: string): boolean {
  if (!DIGITS.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48;
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The Luhn check digit that completes `payload` (spec §5); used by seeds and tests. */
export function luhnCheckDigit(payload: string): number {
  for (let digit = 0; digit < 10; digit += 1) if (isLuhnValid(`${payload}${digit}`)) return digit;
  /* c8 ignore next */
  throw new RangeError('payload must be digits');
}

/**
 * Display grouping (spec §5 "display in groups of four"): card numbers and USDT addresses are shown as
 * `6222 0212 3456 7890 123`. Any whitespace already present is dropped first, so grouping is idempotent.
 */
export function groupInFours(value: string, separator = ' '): string {
  const compact = ungroup(value);
  const groups: string[] = [];
  for (let index = 0; index < compact.length; index += CARD_GROUP_SIZE)
    groups.push(compact.slice(index, index + CARD_GROUP_SIZE));
  return groups.join(separator);
}

/** Input ungrouping (spec §5): removes every whitespace character so `groupInFours` output reads back. */
export function ungroup(value: string): string {
  return value.replace(WHITESPACE, '');
}

/**
 * Bank card number rule (spec §5 "digits only, Luhn check"). The input may be grouped as displayed;
 * whitespace is removed first. Length 12–19 is a design limit (ISO/IEC 7812).
 */
export function validateCardNumber(input: string): Check {
  const digits = ungroup(input);
  if (digits === '') return fail('validation.required');
  if (!DIGITS.test(digits)) return fail('validation.cardNumber.digits');
  if (digits.length < CARD_NUMBER_MIN_LENGTH || digits.length > CARD_NUMBER_MAX_LENGTH)
    return fail('validation.cardNumber.length');
  return isLuhnValid(digits) ? CHECK_OK : fail('validation.cardNumber.checksum');
}

import { CHECK_OK, fail } from './validation-messages.ts';
import type { Check } from './validation-messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, WITHDRAW_PASSWORD_LENGTH } from './validation-limits.ts';

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /[0-9]/;
const SIX_DIGITS = new RegExp(`^\\d{${WITHDRAW_PASSWORD_LENGTH}}$`);

/**
 * Login password rule (spec §5): 8–12 characters, ASCII letters and digits only, at least one of each,
 * and not equal to the user name ignoring case. Length is reported before composition so the message
 * names the first thing to fix.
 */
export function validatePassword(password: string, username?: string): Check {
  if (password === '') return fail('validation.required');
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)
    return fail('validation.password.length');
  if (!LETTERS_AND_DIGITS.test(password) || !HAS_LETTER.test(password) || !HAS_DIGIT.test(password))
    return fail('validation.password.combination');
  if (username !== undefined && username !== '' && password.toLowerCase() === username.toLowerCase())
    return fail('validation.password.equalsUsername');
  return CHECK_OK;
}

/** Withdraw password rule (spec §5 "six digits"): exactly six ASCII digits. */
export function validateWithdrawPassword(value: string): Check {
  if (value === '') return fail('validation.required');
  return SIX_DIGITS.test(value) ? CHECK_OK : fail('validation.withdrawPassword.sixDigits');
}

/** First character of the digest slice the login sends as `oldPassword` (spec §3, §9 "characters 2 to 17"). */
export const PASSWORD_HASH_SLICE_START = 2;
/** Exclusive end of the slice: characters 2..17 inclusive, 0-based, i.e. 16 characters (spec §9). */
export const PASSWORD_HASH_SLICE_END = 18;

/**
 * Derived password hash (spec §3 "oldPassword (derived hash)", §9 "characters 2 to 17 of the source"):
 * `source.slice(2, 18)`, the 0-based characters 2 through 17 inclusive. The digest itself is computed
 * with WebCrypto outside this package; returns `null` when the source is too short to hold the slice.
 */
export function passwordHashFromDigest(source: string): string | null {
  return source.length < PASSWORD_HASH_SLICE_END
    ? null
    : source.slice(PASSWORD_HASH_SLICE_START, PASSWORD_HASH_SLICE_END);
}

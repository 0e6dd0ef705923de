import { CHECK_OK, fail } from './validation-messages.ts';
import type { Check, ValidationMessageKey } from './validation-messages.ts';
import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './validation-limits.ts';

/**
 * Email pattern (spec §5 "email pattern exists"; design): dot-separated atoms of letters, digits and
 * `_%+-` before `@`, dot-separated labels of letters, digits and inner hyphens after, and an alphabetic
 * top-level label of at least two letters. No quoted local parts or IP literals.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** User-name pattern (spec §5; design): 4–16 characters, a letter first, then letters, digits or `_`. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,15}$/;

/** Email rule (spec §5): the pattern above and at most 254 characters. */
export function validateEmail(value: string): Check {
  if (value === '') return fail('validation.required');
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)
    ? CHECK_OK
    : fail('validation.email.format');
}

/** User-name rule (spec §5; design): length first, then the leading letter, then the character set. */
export function validateUsername(value: string): Check {
  if (value === '') return fail('validation.required');
  if (value.length < USERNAME_MIN_LENGTH || value.length > USERNAME_MAX_LENGTH)
    return fail('validation.username.length');
  if (!/^[A-Za-z]/.test(value)) return fail('validation.username.startsWithLetter');
  return USERNAME_PATTERN.test(value) ? CHECK_OK : fail('validation.username.characters');
}

/** A form rule: validates one value (spec §5). */
export type FormRule = (value: string) => Check;

/**
 * Maximum-length form rule (spec §5 "returns the rule message when the value exceeds the maximum"):
 * passes up to `max` characters (code points), otherwise returns the rule's own message key with
 * `{ max }` for interpolation. The key defaults to `validation.maxLength`.
 */
export function maxLengthRule(max: number, key: ValidationMessageKey = 'validation.maxLength'): FormRule {
  return (value) => ([...value].length > max ? fail(key, { max }) : CHECK_OK);
}

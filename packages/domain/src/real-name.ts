import { CHECK_OK, fail } from './validation-messages.ts';
import type { Check } from './validation-messages.ts';
import {
  REAL_NAME_ALT_MAX_LENGTH,
  REAL_NAME_ALT_MIN_LENGTH,
  REAL_NAME_CHINESE_MAX_LENGTH,
  REAL_NAME_CHINESE_MIN_LENGTH,
  REAL_NAME_LATIN_MAX_LENGTH,
  REAL_NAME_LATIN_MIN_LENGTH,
} from './validation-limits.ts';

/** The ASCII full stop separator (spec §5 "dot"). */
export const NAME_DOT = '.';
/** The middle-dot separator U+00B7 used in transliterated Chinese names (spec §5 "middle dot"). */
export const NAME_MIDDLE_DOT = '\u00b7';

const CHINESE_NAME = /^[\p{Script=Han}.\u00b7]+$/u;
const LATIN_NAME = /^[A-Za-z .\u00b7]+$/;
const ALT_NAME = /^[\p{Script=Han}A-Za-z .\u00b7]+$/u;
const SEPARATOR_MISPLACED = /^[.\u00b7]|[.\u00b7]$|[.\u00b7]{2}/;

function codePointLength(value: string): number {
  return [...value].length;
}

/**
 * Real-name rule (spec §5): either a Chinese name of 2–24 characters (Han plus separators), or a Latin
 * name of 4–48 characters (letters, spaces, separators). The dot and middle dot stand singly and never at
 * either end; spaces never double and (design) never at either end. Lengths count every character.
 */
export function validateRealName(name: string): Check {
  if (name === '') return fail('validation.required');
  const length = codePointLength(name);
  if (CHINESE_NAME.test(name)) {
    if (length < REAL_NAME_CHINESE_MIN_LENGTH || length > REAL_NAME_CHINESE_MAX_LENGTH)
      return fail('validation.realName.length');
  } else if (LATIN_NAME.test(name)) {
    if (length < REAL_NAME_LATIN_MIN_LENGTH || length > REAL_NAME_LATIN_MAX_LENGTH)
      return fail('validation.realName.length');
    if (name.startsWith(' ') || name.endsWith(' ') || name.includes('  '))
      return fail('validation.realName.doubleSpace');
  } else {
    return fail('validation.realName.characters');
  }
  return SEPARATOR_MISPLACED.test(name) ? fail('validation.realName.separator') : CHECK_OK;
}

/**
 * Second name check (spec §5): 2–24 characters of letters (Han or Latin), space, dot and middle dot; no
 * separator repeated back to back (two spaces, two dots), no dot or middle dot next to a space, and not
 * both dot kinds in one name.
 */
export function validateRealNameAlt(name: string): Check {
  if (name === '') return fail('validation.required');
  if (!ALT_NAME.test(name)) return fail('validation.realName.characters');
  const length = codePointLength(name);
  if (length < REAL_NAME_ALT_MIN_LENGTH || length > REAL_NAME_ALT_MAX_LENGTH)
    return fail('validation.realName.length');
  if (name.includes('  ')) return fail('validation.realName.doubleSpace');
  if (/[.\u00b7]{2}/.test(name)) return fail('validation.realName.separator');
  if (/[.\u00b7] | [.\u00b7]/.test(name)) return fail('validation.realName.dotNextToSpace');
  if (name.includes(NAME_DOT) && name.includes(NAME_MIDDLE_DOT)) return fail('validation.realName.mixedDots');
  return CHECK_OK;
}

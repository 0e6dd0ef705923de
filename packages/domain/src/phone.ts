import { CHECK_OK, fail } from './validation-messages.ts';
import type { Check } from './validation-messages.ts';
import { PHONE_CN_LENGTH, PHONE_MAX_LENGTH, PHONE_MIN_LENGTH } from './validation-limits.ts';

/** Mainland mobile, plain form (spec §5 "11 digits starting with 1"). */
export const MAINLAND_MOBILE_PATTERN = /^1\d{10}$/;
/** Mainland mobile, carrier form (spec §5 "optional leading 0 and a 13 to 19 prefix"). */
export const MAINLAND_MOBILE_PREFIX_PATTERN = /^0?1[3-9]\d{9}$/;
/** Calling code of mainland China; `+86`, `86` and `0086` are all read as mainland (spec §5). */
export const MAINLAND_AREA_CODE = '86';

const DIGITS = /^\d+$/;

/** True when `value` matches either mainland mobile form of spec §5. */
export function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE_PATTERN.test(value) || MAINLAND_MOBILE_PREFIX_PATTERN.test(value);
}

/** True when an area code denotes mainland China (spec §5); empty means mainland (design: the default). */
export function isMainlandAreaCode(areaCode: string): boolean {
  const digits = areaCode.replace(/^\+|^00/, '');
  return digits === '' || digits === MAINLAND_AREA_CODE;
}

/** Mainland mobile rule (spec §5): either pattern, else `validation.phone.mainland`. */
export function validateMainlandMobile(value: string): Check {
  if (value === '') return fail('validation.required');
  return isMainlandMobile(value) ? CHECK_OK : fail('validation.phone.mainland');
}

/**
 * General phone rule (spec §5, §9): digits only; mainland China exactly 11 digits, elsewhere 4–13.
 * `areaCode` picks the region (see {@link isMainlandAreaCode}).
 */
export function validatePhone(value: string, areaCode = MAINLAND_AREA_CODE): Check {
  if (value === '') return fail('validation.required');
  if (!DIGITS.test(value)) return fail('validation.phone.digits');
  const [min, max] = isMainlandAreaCode(areaCode)
    ? [PHONE_CN_LENGTH, PHONE_CN_LENGTH]
    : [PHONE_MIN_LENGTH, PHONE_MAX_LENGTH];
  // `range` reads "11" when both ends agree: a mainland number is 11 digits, never "11-11".
  const range = min === max ? `${min}` : `${min}-${max}`;
  return value.length < min || value.length > max
    ? fail('validation.phone.length', { min, max, range })
    : CHECK_OK;
}

/**
 * How many leading characters stay visible when masking a phone of a given length (spec §5): 13 or 12
 * keep 4; 11 to 9 keep 3; 8 keeps 2; 7 to 4 keep 1. Design: longer than 13 keeps 4 like 13; shorter
 * than 4 keeps none (fully masked) since one visible digit of three would reveal too much.
 */
export function phoneMaskVisibleCount(length: number): number {
  if (length >= 12) return 4;
  if (length >= 9) return 3;
  if (length === 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

/** Masks a phone number keeping its length: visible head, the rest `*` (spec §5 "phone masking"). */
export function maskPhone(phone: string, mask = '*'): string {
  const visible = phoneMaskVisibleCount(phone.length);
  return phone.slice(0, visible) + mask.repeat(phone.length - visible);
}

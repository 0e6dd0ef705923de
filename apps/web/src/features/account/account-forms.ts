import {
  validateEmail,
  validateMainlandMobile,
  validatePhone,
  validateRealName,
  validateRealNameAlt,
  validateWithdrawPassword,
  type Check,
} from '@arena/domain';
import { GatewayError } from '@arena/protocol';

/**
 * Form rules of the account screens (spec §5), all from `@arena/domain` where the spec has one: each
 * returns the catalogue key of its message (`profile.rules.*`, worded as the domain suggests), or null.
 */

/** Domain message keys these forms can show, with the catalogue key carrying the domain's wording. */
export const RULE_MESSAGES = {
  'validation.required': 'profile.rules.required',
  'validation.withdrawPassword.sixDigits': 'profile.rules.withdrawSixDigits',
  'validation.realName.characters': 'profile.rules.realNameCharacters',
  'validation.realName.length': 'profile.rules.realNameLength',
  'validation.realName.separator': 'profile.rules.realNameSeparator',
  'validation.realName.doubleSpace': 'profile.rules.realNameDoubleSpace',
  'validation.realName.dotNextToSpace': 'profile.rules.realNameDotNextToSpace',
  'validation.realName.mixedDots': 'profile.rules.realNameMixedDots',
  'validation.phone.mainland': 'profile.rules.phoneMainland',
  'validation.phone.digits': 'profile.rules.phoneDigits',
  'validation.phone.length': 'profile.rules.phoneLength',
  'validation.email.format': 'profile.rules.email',
} as const;

type DomainKey = keyof typeof RULE_MESSAGES;
export type RuleKey =
  | (typeof RULE_MESSAGES)[DomainKey]
  | 'profile.rules.nickNameLength'
  | 'profile.rules.code'
  | 'profile.rules.confirm'
  | 'profile.rules.sameWithdraw'
  | 'profile.rules.tooLong';

/** A rule message: its catalogue key and interpolation values (the phone length names its range). */
export interface RuleMessage {
  key: RuleKey;
  params?: Record<string, string | number>;
}

/** The message of a failed domain check, `null` when it passed. */
export function ruleMessage(check: Check): RuleMessage | null {
  if (check.ok) return null;
  const key = (RULE_MESSAGES as Record<string, RuleKey | undefined>)[check.key] ?? 'profile.rules.required';
  return check.params ? { key, params: { ...check.params } } : { key };
}

/** Longest nickname (member.updateNickName takes 1 to 20 characters). */
export const NICKNAME_MAX = 20;
/** Codes in the outbox are six digits. */
export const CODE_LENGTH = 6;
/** Area codes offered next to a phone: mainland first (the default), then Hong Kong, Macau, Taiwan. */
export const AREA_CODES = ['86', '852', '853', '886'] as const;

/** Nickname: 1 to 20 characters after trimming, counted as the user sees them. */
export function nickNameError(value: string): RuleMessage | null {
  const length = [...value.trim()].length;
  if (length === 0) return { key: 'profile.rules.required' };
  return length > NICKNAME_MAX
    ? { key: 'profile.rules.nickNameLength', params: { max: NICKNAME_MAX } }
    : null;
}

/** Real name: both spec §5 name checks must pass, as the server checks (first the main rule). */
export function realNameError(value: string): RuleMessage | null {
  return ruleMessage(validateRealName(value)) ?? ruleMessage(validateRealNameAlt(value));
}

/** Six digits (spec §5 "Withdraw password: six digits"). */
export const withdrawPasswordError = (value: string) => ruleMessage(validateWithdrawPassword(value));

/** The confirmation must repeat the password (only checked once something was typed). */
export const confirmError = (confirm: string, password: string): RuleMessage | null =>
  confirm === ''
    ? { key: 'profile.rules.required' }
    : confirm === password
      ? null
      : { key: 'profile.rules.confirm' };

/** A verification code from the outbox: exactly six digits. */
export const codeError = (code: string): RuleMessage | null =>
  new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? null : { key: 'profile.rules.code' };

export const phoneError = (phone: string, areaCode: string) => ruleMessage(validatePhone(phone, areaCode));
export const emailError = (email: string) => ruleMessage(validateEmail(email));

/** Withdraw password forms: set (new + confirm), update (current + new + confirm), reset (code + new + confirm). */
export type WithdrawMode = 'set' | 'update' | 'reset';
export interface WithdrawValues {
  oldPassword: string;
  code: string;
  password: string;
  confirm: string;
}
export type WithdrawField = keyof WithdrawValues;

export function withdrawFormErrors(mode: WithdrawMode, v: WithdrawValues) {
  const errors: Record<WithdrawField, RuleMessage | null> = {
    oldPassword: mode === 'update' ? withdrawPasswordError(v.oldPassword) : null,
    code: mode === 'reset' ? codeError(v.code) : null,
    password:
      withdrawPasswordError(v.password) ??
      (mode === 'update' && v.password === v.oldPassword ? { key: 'profile.rules.sameWithdraw' } : null),
    confirm: confirmError(v.confirm, v.password),
  };
  return { errors, canSubmit: Object.values(errors).every((e) => e === null) };
}

/** Address fields with the catalogue's limits (member.addressUpdate). */
export interface AddressValues {
  receiver: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}
export type AddressField = keyof AddressValues;
const ADDRESS_MAX: Record<AddressField, number> = {
  receiver: 32,
  phone: 13,
  province: 32,
  city: 32,
  district: 32,
  detail: 200,
};

/** Every field but the district is required; the phone is a mainland mobile (spec §5). */
export function addressFormErrors(v: AddressValues) {
  const text = (field: AddressField, required: boolean): RuleMessage | null => {
    const value = v[field].trim();
    if (required && value === '') return { key: 'profile.rules.required' };
    return [...value].length > ADDRESS_MAX[field]
      ? { key: 'profile.rules.tooLong', params: { max: ADDRESS_MAX[field] } }
      : null;
  };
  const errors: Record<AddressField, RuleMessage | null> = {
    receiver: text('receiver', true),
    phone: ruleMessage(validateMainlandMobile(v.phone.trim())),
    province: text('province', true),
    city: text('city', true),
    district: text('district', false),
    detail: text('detail', true),
  };
  return { errors, canSubmit: Object.values(errors).every((e) => e === null) };
}

/** A server refusal placed on the field its `data.field` names (when the form has it), else on the form. */
export function serverError<F extends string>(
  err: unknown,
  fields: readonly F[],
  fallback: string,
): { field: F | 'form'; message: string } {
  if (!(err instanceof GatewayError)) return { field: 'form', message: fallback };
  const named = (err.data as { field?: unknown } | null)?.field;
  const field = fields.find((f) => f === named);
  return { field: field ?? 'form', message: err.message || fallback };
}

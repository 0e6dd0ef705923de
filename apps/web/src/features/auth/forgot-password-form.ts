import { ErrorCode, GatewayError } from '@arena/protocol';
import { validateEmail, validatePhone, type Check } from '@arena/domain';
import { secondsUntil } from '@/components/ui/use-seconds-left.ts';
import {
  confirmError,
  nameError,
  passwordError,
  placeServerError,
  type FormMessageKey,
  type ServerFieldError,
} from './account-form-rules.ts';

/** The two ways to recover a password (spec §7 "forgot password by phone or email"). */
export const FORGOT_CHANNELS = ['phone', 'email'] as const;
export type ForgotChannel = (typeof FORGOT_CHANNELS)[number];

/** Area codes offered next to the phone: mainland first (the default), then Hong Kong, Macau, Taiwan. */
export const AREA_CODES = ['86', '852', '853', '886'] as const;

/** Length of the code the server sends (its outbox codes are six digits). */
export const CODE_LENGTH = 6;

/** The steps in order: One identifies the account, Two checks the code, Three sets the password. */
export type ForgotStep = 1 | 2 | 3;

/** Step One's fields; `phone` or `email` is the one the channel uses, the other stays empty. */
export interface ForgotIdentityValues {
  name: string;
  phone: string;
  email: string;
}
export type ForgotIdentityField = keyof ForgotIdentityValues;

/** A rule message of the forgot group, with its interpolation values (the phone length names its range). */
export interface ForgotRuleMessage {
  key:
    | 'forgot.rules.required'
    | 'forgot.rules.phoneDigits'
    | 'forgot.rules.phoneLength'
    | 'forgot.rules.phoneMainland'
    | 'forgot.rules.email'
    | 'forgot.rules.code';
  params?: Record<string, string | number>;
}

const CONTACT_MESSAGES: Record<string, ForgotRuleMessage['key']> = {
  'validation.required': 'forgot.rules.required',
  'validation.phone.digits': 'forgot.rules.phoneDigits',
  'validation.phone.length': 'forgot.rules.phoneLength',
  'validation.phone.mainland': 'forgot.rules.phoneMainland',
  'validation.email.format': 'forgot.rules.email',
};

/** The message of a failed phone or email check of the domain (spec §5), `null` when it passed. */
export function contactMessage(check: Check): ForgotRuleMessage | null {
  if (check.ok) return null;
  const key = CONTACT_MESSAGES[check.key] ?? 'forgot.rules.required';
  return check.params ? { key, params: { ...check.params } } : { key };
}

/**
 * Step One's validation: the user name by the §5 user-name rule, and the channel's contact by the
 * domain's phone rule (for the chosen area code) or email rule. The other channel's field is ignored.
 */
export function identityErrors(values: ForgotIdentityValues, channel: ForgotChannel, areaCode: string) {
  const name: FormMessageKey | null = nameError(values.name.trim());
  const contact =
    channel === 'phone'
      ? contactMessage(validatePhone(values.phone.trim(), areaCode))
      : contactMessage(validateEmail(values.email.trim()));
  return { name, contact, canSubmit: name === null && contact === null };
}

/** Step One's payload for the channel's call (trimmed; the email as typed apart from spaces). */
export function identityPayload(values: ForgotIdentityValues, channel: ForgotChannel, areaCode: string) {
  const name = values.name.trim();
  return channel === 'phone'
    ? { channel: 'phone' as const, input: { name, phone: values.phone.trim(), areaCode } }
    : { channel: 'email' as const, input: { name, email: values.email.trim() } };
}

/** Step Two's code rule: exactly six digits. */
export function codeError(code: string): ForgotRuleMessage | null {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? null : { key: 'forgot.rules.code' };
}

export interface ForgotPasswordValues {
  password: string;
  confirm: string;
}
export type ForgotPasswordField = keyof ForgotPasswordValues;

/** Step Three's validation: the change-password rules (spec §5) against the account's name. */
export function newPasswordErrors(values: ForgotPasswordValues, name: string) {
  const errors: Record<ForgotPasswordField, FormMessageKey | null> = {
    password: passwordError(values.password, name),
    confirm: confirmError(values.confirm, values.password),
  };
  return { errors, canSubmit: errors.password === null && errors.confirm === null };
}

/** Seconds left of a resend cooldown ending at `until` (ms), rounded up, never negative. */
export function cooldownLeft(until: number, now: number): number {
  return secondsUntil(until, now);
}

const codeOf = (err: unknown) => (err instanceof GatewayError ? err.code : null);

const IDENTITY_FIELDS: Partial<Record<string, ForgotIdentityField>> = {
  name: 'name',
  phone: 'phone',
  areaCode: 'phone',
  email: 'email',
};

/** Step One refused: 10200 (no account with that name and contact) under the form, 10001 on its field. */
export function identityServerError(
  err: unknown,
  texts: { mismatch: string; fallback: string },
): ServerFieldError<ForgotIdentityField> {
  if (codeOf(err) === ErrorCode.notFound) return { field: 'form', message: texts.mismatch };
  return placeServerError<ForgotIdentityField>(err, {
    fieldOf: (f) => IDENTITY_FIELDS[f] ?? null,
    fallback: texts.fallback,
  });
}

/** Whether a refusal means the ticket is gone (10200 on steps Two and Three): the flow starts again. */
export const isTicketGone = (err: unknown) => codeOf(err) === ErrorCode.notFound;

/** Step Two refused: 10409 (wrong code) on the code field in the catalogue's words, others on the form. */
export function codeServerError(
  err: unknown,
  texts: { wrong: string; fallback: string },
): ServerFieldError<'code'> {
  if (codeOf(err) === ErrorCode.verificationCode) return { field: 'code', message: texts.wrong };
  return placeServerError<'code'>(err, {
    fieldOf: (f) => (f === 'code' ? 'code' : null),
    fallback: texts.fallback,
  });
}

/** Step Three refused (other than a gone ticket): 10001 on the password, others on the form. */
export function newPasswordServerError(
  err: unknown,
  fallback: string,
): ServerFieldError<ForgotPasswordField> {
  return placeServerError<ForgotPasswordField>(err, {
    fieldOf: (f) => (f === 'password' || f === 'timewd' ? 'password' : null),
    fallback,
  });
}

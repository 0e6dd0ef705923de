import { ErrorCode } from '@arena/protocol';
import {
  confirmError,
  passwordError,
  placeServerError,
  type FormMessageKey,
  type ServerFieldError,
} from './account-form-rules.ts';

export interface ChangePasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}
export type ChangePasswordField = keyof ChangePasswordValues;

/**
 * The change-password form's validation (spec §5): the old password only has to be there (the server
 * checks it), the new one follows the password rule against the member's name, the confirmation repeats it.
 */
export function changePasswordFormErrors(values: ChangePasswordValues, memberName: string | undefined) {
  const errors: Record<ChangePasswordField, FormMessageKey | null> = {
    oldPassword: values.oldPassword === '' ? 'password.rules.required' : null,
    password: passwordError(values.password, memberName),
    confirm: confirmError(values.confirm, values.password),
  };
  return { errors, canSubmit: Object.values(errors).every((e) => e === null) };
}

const PAYLOAD_FIELDS: Partial<Record<string, ChangePasswordField>> = {
  oldPassword: 'oldPassword',
  password: 'password',
  timewd: 'password',
};

/** A refused change, placed: 10104 (wrong current password) on the old-password field, 10001 by field. */
export function changePasswordServerError(
  err: unknown,
  texts: { oldWrong: string; fallback: string },
): ServerFieldError<ChangePasswordField> {
  const placed = placeServerError<ChangePasswordField>(err, {
    fieldOf: (f) => PAYLOAD_FIELDS[f] ?? null,
    byCode: { [ErrorCode.badCredentials]: 'oldPassword' },
    fallback: texts.fallback,
  });
  // The catalogue's wording, not the login's "wrong name or password" the server may reuse.
  return placed.field === 'oldPassword' && (err as { code?: unknown }).code === ErrorCode.badCredentials
    ? { field: 'oldPassword', message: texts.oldWrong }
    : placed;
}

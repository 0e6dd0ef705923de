import { ErrorCode } from '@arena/protocol';
import { birthDateProblem, siteDay, type BirthDateProblem } from '@arena/domain';
import {
  confirmError,
  nameError,
  passwordError,
  placeServerError,
  type FormMessageKey,
  type ServerFieldError,
} from './account-form-rules.ts';

export interface RegisterValues {
  name: string;
  password: string;
  confirm: string;
  /** `YYYY-MM-DD` from the date input; '' until chosen. */
  birthDate: string;
}
export type RegisterField = keyof RegisterValues;

/**
 * Where the live availability check of the name stands: `idle` until the name passes its pattern,
 * `checking` while the 300 ms debounce or the call is under way, then `available` / `taken`.
 * `unknown`: the check itself failed; the server still refuses a taken name on submit (10201).
 */
export type NameCheck = 'idle' | 'checking' | 'available' | 'taken' | 'unknown';

export interface RegisterFormState {
  errors: Record<RegisterField, FormMessageKey | null>;
  /** The positive line under the name field, when there is one. */
  nameStatus: 'register.nameChecking' | 'register.nameAvailable' | null;
  canSubmit: boolean;
}

const BIRTH_DATE_KEYS: Record<BirthDateProblem, FormMessageKey> = {
  required: 'register.rules.birthDateRequired',
  invalid: 'register.rules.birthDateInvalid',
  underAge: 'register.rules.underAge',
};

/** The date of birth: present, real, and 18 or older on the site day `today` (shared with the server). */
export function birthDateError(birthDate: string, today: string): FormMessageKey | null {
  const problem = birthDateProblem(birthDate, today);
  return problem === null ? null : BIRTH_DATE_KEYS[problem];
}

/**
 * The register form's validation state (spec §5, all rules from `@arena/domain`): the name pattern and
 * its availability, the password rule against the name, the confirmation. Submit waits for a name the
 * check did not refuse and is not still checking.
 */
export function registerFormErrors(
  values: RegisterValues,
  nameCheck: NameCheck,
  today = siteDay(Date.now()),
): RegisterFormState {
  const patternError = nameError(values.name);
  const errors = {
    name: patternError ?? (nameCheck === 'taken' ? 'register.nameTaken' : null),
    password: passwordError(values.password, values.name),
    confirm: confirmError(values.confirm, values.password),
    birthDate: birthDateError(values.birthDate, today),
  } satisfies RegisterFormState['errors'];
  const nameStatus =
    patternError !== null
      ? null
      : nameCheck === 'checking'
        ? 'register.nameChecking'
        : nameCheck === 'available'
          ? 'register.nameAvailable'
          : null;
  const canSubmit =
    errors.name === null &&
    errors.password === null &&
    errors.confirm === null &&
    errors.birthDate === null &&
    (nameCheck === 'available' || nameCheck === 'unknown');
  return { errors, nameStatus, canSubmit };
}

const REGISTER_PAYLOAD_FIELDS: Partial<Record<string, RegisterField>> = {
  name: 'name',
  password: 'password',
  timewd: 'password',
  birthDate: 'birthDate',
};

/** A refused registration, placed: 10001 on the field it names, 10201 (name taken) on the name. */
export function registerServerError(err: unknown, fallback: string): ServerFieldError<RegisterField> {
  return placeServerError<RegisterField>(err, {
    fieldOf: (f) => REGISTER_PAYLOAD_FIELDS[f] ?? null,
    byCode: { [ErrorCode.conflict]: 'name' },
    fallback,
  });
}

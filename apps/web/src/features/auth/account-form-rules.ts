import { ErrorCode, GatewayError } from '@arena/protocol';
import { validatePassword, validateUsername, type Check } from '@arena/domain';
import type { zhCN } from '@/locales/zh-CN.ts';

type Group = typeof zhCN;

/** Catalogue keys an account form shows inline (typed from zh-CN, so a missing key fails the build). */
export type FormMessageKey =
  | `register.rules.${keyof Group['register']['rules']}`
  | `password.rules.${keyof Group['password']['rules']}`
  | 'register.nameTaken';

/** The keys the spec §5 validators used here can return, and where each one's wording lives. */
const RULE_MESSAGES = {
  'validation.required': 'password.rules.required',
  'validation.password.length': 'password.rules.length',
  'validation.password.combination': 'password.rules.combination',
  'validation.password.equalsUsername': 'password.rules.equalsName',
  'validation.username.length': 'register.rules.nameLength',
  'validation.username.startsWithLetter': 'register.rules.nameStartsWithLetter',
  'validation.username.characters': 'register.rules.nameCharacters',
} as const satisfies Record<string, FormMessageKey>;

export type RuleKey = keyof typeof RULE_MESSAGES;
export const RULE_KEYS = Object.keys(RULE_MESSAGES) as RuleKey[];

/** The catalogue key of a failed domain check, `null` when it passed (spec §5). */
export function ruleMessage(check: Check): FormMessageKey | null {
  if (check.ok) return null;
  const key = RULE_MESSAGES[check.key as RuleKey] as FormMessageKey | undefined;
  // A validator growing a new key must get its wording here first; until then the required text stands in.
  return key ?? 'password.rules.required';
}

/** User-name rule of spec §5, from the domain. */
export const nameError = (name: string) => ruleMessage(validateUsername(name));
/** Password rule of spec §5 (8–12 letters and digits, both, not the name), from the domain. */
export const passwordError = (password: string, name?: string) =>
  ruleMessage(validatePassword(password, name));
/** The confirmation repeats the password exactly. */
export const confirmError = (confirm: string, password: string): FormMessageKey | null =>
  confirm === '' ? 'password.rules.required' : confirm === password ? null : 'password.rules.confirmMismatch';

/** Where a refused submit is shown: on one of the form's fields, or above the submit button. */
export interface ServerFieldError<F extends string> {
  field: F | 'form';
  message: string;
}

/**
 * The field a bad-input answer names: the server's `data.field` (10001), or the first path of the zod
 * issues the client's own input check attaches.
 */
export function badInputField(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  if ('field' in data && typeof data.field === 'string') return data.field;
  const issues: unknown = Array.isArray(data) ? data : 'issues' in data ? data.issues : null;
  if (!Array.isArray(issues)) return null;
  const first: unknown = issues[0];
  if (typeof first !== 'object' || first === null || !('path' in first) || !Array.isArray(first.path))
    return null;
  const head: unknown = first.path[0];
  return typeof head === 'string' ? head : null;
}

/**
 * Places a refused call's message on a field: 10001 on the field it names (through `fieldOf`, which maps
 * payload names such as `timewd` to form fields), otherwise on the form. `byCode` pins codes that always
 * belong to one field (10201 → the name). A non-gateway failure uses `fallback`.
 */
export function placeServerError<F extends string>(
  err: unknown,
  opts: {
    fieldOf: (payloadField: string) => F | null;
    byCode?: Partial<Record<number, F>>;
    fallback: string;
  },
): ServerFieldError<F> {
  if (!(err instanceof GatewayError)) return { field: 'form', message: opts.fallback };
  const message = err.message || opts.fallback;
  const pinned = opts.byCode?.[err.code];
  if (pinned) return { field: pinned, message };
  if (err.code === ErrorCode.badInput) {
    const named = badInputField(err.data);
    const field = named === null ? null : opts.fieldOf(named);
    return { field: field ?? 'form', message };
  }
  return { field: 'form', message };
}

/**
 * Body field a verification retry merges into the original request (spec §4 "the original request is
 * retried with the check result merged"). The gateway takes it out before the call's own schema runs.
 * Kept apart from the zod schemas so the first page load can name it without loading zod.
 */
export const VERIFY_RESULT_FIELD = 'captchaVerification';

/** What a verify ticket is bound to (spec §4): the call the dialog opened for, and its login name. */
export interface VerifyScope {
  /** Catalogue id of the call that answered need-safe, e.g. `auth.loginV3`. */
  call: string;
  /** The login name the call was made with, in lower case; '' for calls without one. */
  name: string;
}

/**
 * The scope of a verification for call `callId` made with `input` (spec §4): the input's `name` field
 * (login, register) in lower case, or ''. The client sends it with the answer; the gateway spends the
 * ticket only on a retry of that call with that name, so a dialog solved for one login cannot open
 * another login or a registration.
 */
export function verifyScopeOf(callId: string, input: unknown): VerifyScope {
  const name =
    typeof input === 'object' && input !== null && typeof (input as { name?: unknown }).name === 'string'
      ? (input as { name: string }).name
      : '';
  return { call: callId, name: name.trim().toLowerCase() };
}

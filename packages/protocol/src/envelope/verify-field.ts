/**
 * Body field a verification retry merges into the original request (spec §4 "the original request is
 * retried with the check result merged"). The gateway takes it out before the call's own schema runs.
 * Kept apart from the zod schemas so the first page load can name it without loading zod.
 */
export const VERIFY_RESULT_FIELD = 'captchaVerification';

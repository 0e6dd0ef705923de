/**
 * Security verification (spec §4 "a verification dialog appears (image code, AFS and Anji types, each
 * defaulting to 1) … reopening delay 500 ms"). Values: 1 means the type is enabled (design: 0 off).
 */
export interface VerifyTypes {
  readonly imageCode: number;
  readonly afs: number;
  readonly anji: number;
}

/** Each verification type defaults to 1 (spec §4). */
export const DEFAULT_VERIFY_TYPES: VerifyTypes = Object.freeze({ imageCode: 1, afs: 1, anji: 1 });

/** Verification types from a partial server answer; absent or non-numeric values take the default 1 (spec §4). */
export function resolveVerifyTypes(partial: Partial<Record<keyof VerifyTypes, unknown>> = {}): VerifyTypes {
  const pick = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 1);
  return { imageCode: pick(partial.imageCode), afs: pick(partial.afs), anji: pick(partial.anji) };
}

/** Message key when the dialog closes with an empty result (spec §4 "fails with a close-tip message"). */
export const VERIFY_CLOSED_KEY = 'verify.closed';

/** zh-CN and en wording of {@link VERIFY_CLOSED_KEY} (spec §4). */
export const VERIFY_MESSAGES_ZH = { [VERIFY_CLOSED_KEY]: '已取消安全验证' } as const;
/** English wording of {@link VERIFY_CLOSED_KEY} (spec §4). */
export const VERIFY_MESSAGES_EN = { [VERIFY_CLOSED_KEY]: 'Security check cancelled' } as const;

/** What to do with a request after the verification dialog (spec §4). */
export type VerifyRetry<B> =
  | { readonly ok: true; readonly body: B & Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly key: typeof VERIFY_CLOSED_KEY };

/**
 * Retry decision after the dialog (spec §4): a non-empty check result is merged over the original body
 * for the retry; a missing or empty result (the dialog was closed) fails with the close tip.
 */
export function mergeVerificationResult<B extends object>(
  body: B,
  result: Readonly<Record<string, unknown>> | null | undefined,
): VerifyRetry<B> {
  if (result === null || result === undefined || Object.keys(result).length === 0)
    return { ok: false, key: VERIFY_CLOSED_KEY };
  return { ok: true, body: { ...body, ...result } };
}

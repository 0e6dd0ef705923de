import type { ErrorCode } from '../errors.ts';

/** The five envelope result codes of `ErrorCode` (docs/protocol.md "Envelope"; spec §7, §9). */
export type EnvelopeErrorCode =
  | typeof ErrorCode.envelopeStale
  | typeof ErrorCode.envelopeReplayed
  | typeof ErrorCode.envelopeBadSignature
  | typeof ErrorCode.envelopeUnknownKey
  | typeof ErrorCode.envelopeMalformed;

/**
 * A request or response the envelope refused (spec §7 "encrypted, signed", §9 "threshold 2 minutes").
 * The server answers with `code` in a plain (unencrypted) `{ code, msg, data: null }` body, since it may
 * hold no key to encrypt with; the client reacts per code (docs/protocol.md "Envelope"):
 * - `envelopeUnknownKey`: re-handshake, then retry the call once;
 * - `envelopeStale`: resync server time (spec §9), then retry once with a fresh nonce;
 * - the others: a bug or tampering; surfaced as a line error, never retried.
 */
export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';

  constructor(
    readonly code: EnvelopeErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** True when `value` is an {@link EnvelopeError}, optionally with a given code (spec §7; docs/protocol.md). */
export function isEnvelopeError(value: unknown, code?: EnvelopeErrorCode): value is EnvelopeError {
  return value instanceof EnvelopeError && (code === undefined || value.code === code);
}

import { jsonDepthExceeds } from './json-depth.ts';
import { ErrorCode } from '../errors.ts';
import { fromBase64, fromUtf8, randomBytes, toBase64, utf8 } from './encoding.ts';
import { EnvelopeError } from './envelope-error.ts';
import type { SessionKeys } from './session-keys.ts';

/** AES-GCM IV length: 96 bits, the size GCM is designed for (docs/protocol.md "Envelope"). */
export const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts the JSON text of `value` with AES-GCM under a fresh random IV and returns
 * base64(iv || ciphertext || tag) (spec §7 `xx` / `x1`). `undefined` encrypts as empty plaintext.
 */
export async function encryptJson(keys: SessionKeys, value: unknown, aad: string): Promise<string> {
  const plain: string | undefined = value === undefined ? '' : JSON.stringify(value);
  if (plain === undefined) throw new TypeError('value is not JSON-serialisable');
  const iv = randomBytes(IV_BYTES);
  const sealed = await keys.encrypt(iv, utf8(plain), utf8(aad));
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(sealed, IV_BYTES);
  return toBase64(out);
}

/**
 * Reverses {@link encryptJson}. Throws `EnvelopeError` with `envelopeMalformed` for bad base64, a too
 * short field or non-JSON plaintext, and `envelopeBadSignature` when the GCM tag does not verify
 * (wrong key, tampered bytes or a different AAD).
 */
export async function decryptJson(
  keys: SessionKeys,
  field: string,
  aad: string,
  /** Refuse plaintext nested deeper than this (requests; see `jsonDepthExceeds`). */
  maxDepth?: number,
): Promise<unknown> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64(field);
  } catch (cause) {
    throw new EnvelopeError(ErrorCode.envelopeMalformed, 'ciphertext is not base64', { cause });
  }
  if (bytes.length < IV_BYTES + TAG_BYTES)
    throw new EnvelopeError(ErrorCode.envelopeMalformed, 'ciphertext too short');
  let plain: Uint8Array;
  try {
    plain = await keys.decrypt(bytes.slice(0, IV_BYTES), bytes.slice(IV_BYTES), utf8(aad));
  } catch (cause) {
    throw new EnvelopeError(ErrorCode.envelopeBadSignature, 'ciphertext failed authentication', { cause });
  }
  if (plain.byteLength === 0) return undefined;
  const text = fromUtf8(plain);
  if (maxDepth !== undefined && jsonDepthExceeds(text, maxDepth))
    throw new EnvelopeError(ErrorCode.envelopeMalformed, 'plaintext nested too deeply');
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new EnvelopeError(ErrorCode.envelopeMalformed, 'plaintext is not JSON', { cause });
  }
}

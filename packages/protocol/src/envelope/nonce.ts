import { randomBytes, toHex } from './encoding.ts';

/** Random bytes in a nonce: 128 bits, so collisions between honest clients never happen in practice. */
export const NONCE_RANDOM_BYTES = 16;

const NONCE_PATTERN = /^[0-9a-f]{32}\.([0-9a-z]{1,11})$/;

/**
 * A request nonce, "a random nonce padded by the timestamp" (spec §7; design, docs/protocol.md
 * "Nonce"): 16 random bytes in lowercase hex, a dot, then the request timestamp in ms in base 36,
 * e.g. `3f9c…e1.mbz4k2xq`. The server checks the padded timestamp equals the timestamp header and
 * remembers the nonce for the replay window of spec §9.
 */
export function createNonce(now: number): string {
  if (!Number.isSafeInteger(now) || now < 0)
    throw new RangeError('nonce timestamp must be a non-negative integer');
  return `${toHex(randomBytes(NONCE_RANDOM_BYTES))}.${now.toString(36)}`;
}

/**
 * The timestamp (ms) padded into a nonce made by {@link createNonce}, or `undefined` when the text is
 * not a well-formed nonce (spec §7; docs/protocol.md "Nonce").
 */
export function parseNonceTimestamp(nonce: string): number | undefined {
  const base36 = NONCE_PATTERN.exec(nonce)?.[1];
  if (base36 === undefined) return undefined;
  const ms = parseInt(base36, 36);
  return Number.isSafeInteger(ms) ? ms : undefined;
}

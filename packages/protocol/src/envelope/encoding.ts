/**
 * Byte/text codecs for the gateway envelope (spec §7; docs/protocol.md "Envelope"), written over
 * `Uint8Array` so the same code runs in browsers and Node 20 without `Buffer` or `btoa`/`atob`.
 * Decoders are strict: they reject foreign characters, bad padding and non-zero trailing bits, so one
 * wire value has exactly one byte meaning.
 */

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function reverseTable(alphabet: string): Int16Array {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i;
  return table;
}
const B64_REV = reverseTable(B64);
const B64URL_REV = reverseTable(B64URL);

function encode(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += alphabet[n >>> 18]! + alphabet[(n >>> 12) & 63]! + alphabet[(n >>> 6) & 63]! + alphabet[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += alphabet[n >>> 18]! + alphabet[(n >>> 12) & 63]! + (pad ? '==' : '');
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += alphabet[n >>> 18]! + alphabet[(n >>> 12) & 63]! + alphabet[(n >>> 6) & 63]! + (pad ? '=' : '');
  }
  return out;
}

function decode(text: string, table: Int16Array, name: string): Uint8Array<ArrayBuffer> {
  const len = text.length;
  if (len % 4 === 1) throw new RangeError(`invalid ${name} length`);
  const out = new Uint8Array(Math.floor((len * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? table[c]! : -1;
    if (v < 0) throw new RangeError(`invalid ${name} character at ${i}`);
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >>> bits) & 0xff;
    }
  }
  // Leftover bits must be zero: otherwise two strings would decode to the same bytes.
  if ((acc & ((1 << bits) - 1)) !== 0) throw new RangeError(`non-canonical ${name}`);
  return out;
}

/** Standard base64 with `=` padding (RFC 4648 §4); the `xx`/`x1` ciphertext fields (spec §7). */
export function toBase64(bytes: Uint8Array): string {
  return encode(bytes, B64, true);
}

/** Decodes padded standard base64 (RFC 4648 §4); throws `RangeError` on anything non-canonical (spec §7). */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return nativeFromBase64 ? fromBase64Native(text) : fromBase64Js(text);
}

/** {@link fromBase64} in JavaScript, for runtimes without `Uint8Array.fromBase64` (Node 20). */
export function fromBase64Js(text: string): Uint8Array<ArrayBuffer> {
  if (text.length % 4 !== 0) throw new RangeError('invalid base64 length');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return decode(text.slice(0, text.length - padding), B64_REV, 'base64');
}

type NativeFromBase64 = (
  text: string,
  options: { alphabet: 'base64'; lastChunkHandling: 'strict' },
) => Uint8Array<ArrayBuffer>;
const nativeFromBase64 = (Uint8Array as unknown as { fromBase64?: NativeFromBase64 }).fromBase64;
/** The only text the strict decoder below may see: it would skip ASCII whitespace, which we refuse. */
const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * {@link fromBase64} by the runtime's own `Uint8Array.fromBase64` (browsers since 2025): the answers'
 * `x1` fields are 100–200 KB for a 200-match list, which the JavaScript loop took ≈ 11 ms to decode at
 * 4x CPU on first use, the native one 0.3 ms. Its strict mode refuses
 * missing padding and non-zero trailing bits; the pattern refuses whitespace. Throws `TypeError` where
 * the runtime has no native decoder.
 */
export function fromBase64Native(text: string): Uint8Array<ArrayBuffer> {
  if (!nativeFromBase64) throw new TypeError('Uint8Array.fromBase64 is not available');
  if (text.length % 4 !== 0) throw new RangeError('invalid base64 length');
  if (!BASE64_TEXT.test(text)) throw new RangeError('invalid base64 character');
  try {
    return nativeFromBase64(text, { alphabet: 'base64', lastChunkHandling: 'strict' });
  } catch (cause) {
    throw new RangeError('non-canonical base64', { cause });
  }
}

/** Unpadded base64url (RFC 4648 §5); key ids, public keys and signatures in headers (spec §7). */
export function toBase64Url(bytes: Uint8Array): string {
  return encode(bytes, B64URL, false);
}

/** Decodes unpadded base64url (RFC 4648 §5); throws `RangeError` on anything non-canonical (spec §7). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  return decode(text, B64URL_REV, 'base64url');
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Lowercase hex; the random part of the envelope nonce (spec §7 "random nonce"). */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += HEX[b]!;
  return out;
}

/** Decodes lowercase or uppercase hex of even length; throws `RangeError` otherwise (spec §7). */
export function fromHex(text: string): Uint8Array<ArrayBuffer> {
  if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) throw new RangeError('invalid hex');
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 bytes of a string (the JSON plaintext, AAD and signed text of spec §7). */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

/** Decodes UTF-8, throwing `TypeError` on invalid sequences (spec §7 decrypted bodies). */
export function fromUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** `count` cryptographically random bytes from `globalThis.crypto` (spec §7 nonce, IV, key id). */
export function randomBytes(count: number): Uint8Array<ArrayBuffer> {
  return globalThis.crypto.getRandomValues(new Uint8Array(count));
}

/**
 * Hand-written base64url without padding (RFC 4648 §5) for the play-link scramble (spec §2), because
 * `btoa` and `Buffer` are not available to this package.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Encodes bytes as unpadded base64url. */
export function encodeBase64Url(bytes: readonly number[]): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = ((bytes[index] ?? 0) << 16) | ((bytes[index + 1] ?? 0) << 8) | (bytes[index + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - index) * 8) / 6));
    for (let position = 0; position < chars; position += 1)
      out += ALPHABET.charAt((chunk >> (18 - 6 * position)) & 0x3f);
  }
  return out;
}

/** Decodes unpadded base64url; `null` for characters outside the alphabet or an impossible length. */
export function decodeBase64Url(text: string): number[] | null {
  if (text.length % 4 === 1) return null;
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 4) {
    const group = text.slice(index, index + 4);
    let chunk = 0;
    for (let position = 0; position < 4; position += 1) {
      const char = group.charAt(position);
      const value = char === '' ? 0 : ALPHABET.indexOf(char);
      if (value < 0) return null;
      chunk |= value << (18 - 6 * position);
    }
    const count = Math.floor((group.length * 6) / 8);
    for (let position = 0; position < count; position += 1) bytes.push((chunk >> (16 - 8 * position)) & 0xff);
  }
  return bytes;
}

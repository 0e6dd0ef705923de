/**
 * Hand-written UTF-8 (spec §2 play-link scramble) because TextEncoder is not in the ES2023 library the
 * package compiles against. Lone surrogates are encoded as their 3-byte form (WTF-8), so every JS string
 * round-trips exactly.
 */

/** Encodes a string to UTF-8 (WTF-8 for lone surrogates). */
export function encodeUtf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
  }
  return bytes;
}

/** Smallest code point each sequence width may carry; anything below is an overlong form (RFC 3629 §3). */
const MIN_CODE_FOR_WIDTH = [0, 0, 0x80, 0x800, 0x10000] as const;

/**
 * Decodes {@link encodeUtf8} output; `null` on a malformed sequence: a stray continuation byte, a lead
 * byte 0xF8–0xFF, a truncated sequence, an overlong form, or a code point above U+10FFFF.
 */
export function decodeUtf8(bytes: readonly number[]): string | null {
  let text = '';
  let index = 0;
  const continuation = (offset: number): number | null => {
    const byte = bytes[index + offset];
    return byte !== undefined && (byte & 0xc0) === 0x80 ? byte & 0x3f : null;
  };
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    const width =
      lead < 0x80 ? 1 : lead >= 0xf8 ? 0 : lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0;
    if (width === 0) return null;
    let code = width === 1 ? lead : lead & (0xff >> (width + 1));
    for (let offset = 1; offset < width; offset += 1) {
      const bits = continuation(offset);
      if (bits === null) return null;
      code = (code << 6) | bits;
    }
    if (code > 0x10ffff || code < MIN_CODE_FOR_WIDTH[width]) return null;
    text += code < 0x10000 ? String.fromCharCode(code) : String.fromCodePoint(code);
    index += width;
  }
  return text;
}

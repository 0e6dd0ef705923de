import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8, encodeUtf8 } from './utf8.ts';

// The runtime's own codec is an independent oracle; the package compiles without DOM types, so it is
// typed here by hand.
const runtime = globalThis as unknown as {
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new (label: string, options: { fatal: boolean }) => { decode(bytes: Uint8Array): string };
};
const nativeEncode = (text: string): number[] => [...new runtime.TextEncoder().encode(text)];
const nativeDecode = (bytes: readonly number[]): string | null => {
  try {
    return new runtime.TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes));
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
};

/** Any UTF-16 string, lone surrogates included. */
const anyCodeUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
});

describe('encodeUtf8', () => {
  // spec §2 (play-link scramble): width changes at U+0080, U+0800 and U+10000
  it('uses 1 to 4 bytes, switching width exactly at each code point boundary', () => {
    expect(encodeUtf8('')).toEqual([]);
    expect(encodeUtf8('\u007f')).toEqual([0x7f]);
    expect(encodeUtf8('\u0080')).toEqual([0xc2, 0x80]);
    expect(encodeUtf8('\u07ff')).toEqual([0xdf, 0xbf]);
    expect(encodeUtf8('\u0800')).toEqual([0xe0, 0xa0, 0x80]);
    expect(encodeUtf8('\uffff')).toEqual([0xef, 0xbf, 0xbf]);
    expect(encodeUtf8('\u{10000}')).toEqual([0xf0, 0x90, 0x80, 0x80]);
    expect(encodeUtf8('\u{10ffff}')).toEqual([0xf4, 0x8f, 0xbf, 0xbf]);
    expect(encodeUtf8('A€😀')).toEqual([0x41, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80]);
  });

  it('encodes a lone surrogate in its 3-byte form', () => {
    expect(encodeUtf8('\ud800')).toEqual([0xed, 0xa0, 0x80]);
    expect(encodeUtf8('x\udfff')).toEqual([0x78, 0xed, 0xbf, 0xbf]);
  });

  it('agrees with the runtime encoder on well-formed text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(encodeUtf8(text)).toEqual(nativeEncode(text));
      }),
    );
  });
});

describe('decodeUtf8', () => {
  // spec §2
  it('round-trips every JS string, lone surrogates included (property)', () => {
    fc.assert(
      fc.property(anyCodeUnits, (text) => {
        expect(decodeUtf8(encodeUtf8(text))).toBe(text);
      }),
    );
    expect(decodeUtf8([0xed, 0xa0, 0x80])).toBe('\ud800');
  });

  it('rejects stray continuation bytes and truncated sequences', () => {
    expect(decodeUtf8([0x80])).toBeNull();
    expect(decodeUtf8([0xbf])).toBeNull();
    expect(decodeUtf8([0xc3])).toBeNull();
    expect(decodeUtf8([0xc3, 0x41])).toBeNull();
    expect(decodeUtf8([0xe2, 0x82])).toBeNull();
    expect(decodeUtf8([0xf0, 0x9f, 0x98])).toBeNull();
  });

  it('rejects lead bytes 0xF8 to 0xFF', () => {
    expect(decodeUtf8([0xf7, 0x80, 0x80, 0x80])).toBeNull(); // above U+10FFFF
    expect(decodeUtf8([0xf8, 0x88, 0x80, 0x80])).toBeNull();
    expect(decodeUtf8([0xfc, 0x80, 0x80])).toBeNull();
    expect(decodeUtf8([0xff, 0x80, 0x80])).toBeNull();
  });

  it('rejects overlong forms and code points above U+10FFFF, one past each limit', () => {
    expect(decodeUtf8([0xc1, 0xbf])).toBeNull(); // U+007F in 2 bytes
    expect(decodeUtf8([0xc2, 0x80])).toBe('\u0080');
    expect(decodeUtf8([0xe0, 0x9f, 0xbf])).toBeNull(); // U+07FF in 3 bytes
    expect(decodeUtf8([0xe0, 0xa0, 0x80])).toBe('\u0800');
    expect(decodeUtf8([0xf0, 0x8f, 0xbf, 0xbf])).toBeNull(); // U+FFFF in 4 bytes
    expect(decodeUtf8([0xf0, 0x90, 0x80, 0x80])).toBe('\u{10000}');
    expect(decodeUtf8([0xf4, 0x8f, 0xbf, 0xbf])).toBe('\u{10ffff}');
    expect(decodeUtf8([0xf4, 0x90, 0x80, 0x80])).toBeNull();
  });

  it('accepts exactly what the strict runtime decoder accepts, surrogate forms aside (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xff }), { maxLength: 12 }), (bytes) => {
        const encodesSurrogate = bytes.some(
          (byte, index) => byte === 0xed && (bytes[index + 1] ?? 0) >= 0xa0,
        );
        fc.pre(!encodesSurrogate);
        expect(decodeUtf8(bytes)).toBe(nativeDecode(bytes));
      }),
      { numRuns: 2000 },
    );
  });
});

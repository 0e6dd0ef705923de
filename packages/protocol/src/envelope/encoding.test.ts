import { describe, expect, it } from 'vitest';
import {
  fromBase64,
  fromBase64Js,
  fromBase64Native,
  fromBase64Url,
  fromHex,
  fromUtf8,
  toBase64,
  toBase64Url,
  toHex,
  utf8,
} from './encoding.ts';

// spec §7: the xx / x1 fields are base64; keys and signatures travel as base64url in headers.
describe('base64 and hex helpers', () => {
  // RFC 4648 §10 test vectors.
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ];

  it.each(vectors)('encodes and decodes %j as base64 %j (RFC 4648)', (text, b64) => {
    expect(toBase64(utf8(text))).toBe(b64);
    expect(fromUtf8(fromBase64(b64))).toBe(text);
  });

  it.each(vectors)('encodes %j as unpadded base64url', (text, b64) => {
    expect(toBase64Url(utf8(text))).toBe(b64.replace(/=+$/, ''));
    expect(fromUtf8(fromBase64Url(b64.replace(/=+$/, '')))).toBe(text);
  });

  it('uses - and _ in base64url where base64 uses + and /', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf]);
    expect(toBase64(bytes)).toBe('+/+/');
    expect(toBase64Url(bytes)).toBe('-_-_');
    expect(fromBase64Url('-_-_')).toEqual(bytes);
  });

  it('round-trips every byte value', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    expect(fromBase64(toBase64(all))).toEqual(all);
    expect(fromBase64Url(toBase64Url(all))).toEqual(all);
    expect(fromHex(toHex(all))).toEqual(all);
  });

  it('rejects non-canonical or foreign base64 text', () => {
    for (const bad of ['Zg=', 'Zg', 'Zh==', 'Zm9v====', 'Zm 9v', 'Zm9v-_==', 'Zé==']) {
      expect(() => fromBase64(bad), bad).toThrow(RangeError);
    }
    for (const bad of ['Zg==', 'Z', 'Zh', '+/8']) expect(() => fromBase64Url(bad), bad).toThrow(RangeError);
  });

  // The browser decodes with the runtime's Uint8Array.fromBase64; Node 20 has none, so that half runs
  // where the runtime has it (the browser tests decode every encrypted answer through it).
  const hasNative = typeof (Uint8Array as unknown as { fromBase64?: unknown }).fromBase64 === 'function';
  describe.each([
    ['JavaScript', fromBase64Js, true],
    ['native', fromBase64Native, hasNative],
  ] as const)('the %s base64 decoder', (_, decode, available) => {
    it.runIf(available)('decodes the RFC 4648 vectors and every byte value', () => {
      for (const [text, b64] of vectors) expect(fromUtf8(decode(b64))).toBe(text);
      const all = new Uint8Array(256).map((_, i) => i);
      expect(decode(toBase64(all))).toEqual(all);
    });
    it.runIf(available)('refuses what the other refuses', () => {
      for (const bad of [
        'Zg=',
        'Zg',
        'Zh==',
        'Zm9v====',
        'Zm 9v',
        'Zm9\nv',
        ' Zm9v',
        'Zm9v-_==',
        'Zé==',
        'Z===',
        'Zm8=Zm8=',
      ]) {
        expect(() => decode(bad), bad).toThrow(RangeError);
      }
    });
  });

  it('encodes hex in lowercase and rejects odd or foreign hex', () => {
    expect(toHex(new Uint8Array([0, 1, 0xab, 0xff]))).toBe('0001abff');
    expect(fromHex('0001ABff')).toEqual(new Uint8Array([0, 1, 0xab, 0xff]));
    expect(() => fromHex('abc')).toThrow(RangeError);
    expect(() => fromHex('zz')).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64Url } from './base64url.ts';

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));
const bytes = fc.array(fc.integer({ min: 0, max: 0xff }), { maxLength: 64 });

describe('encodeBase64Url', () => {
  // spec §2 (play-link scramble); vectors from RFC 4648 §10, unpadded
  it('encodes the RFC 4648 test vectors without padding', () => {
    expect(encodeBase64Url([])).toBe('');
    expect(encodeBase64Url(ascii('f'))).toBe('Zg');
    expect(encodeBase64Url(ascii('fo'))).toBe('Zm8');
    expect(encodeBase64Url(ascii('foo'))).toBe('Zm9v');
    expect(encodeBase64Url(ascii('foob'))).toBe('Zm9vYg');
    expect(encodeBase64Url(ascii('fooba'))).toBe('Zm9vYmE');
    expect(encodeBase64Url(ascii('foobar'))).toBe('Zm9vYmFy');
  });

  it('uses - and _ where standard base64 has + and /', () => {
    expect(encodeBase64Url([0xfb, 0xff])).toBe('-_8');
    expect(encodeBase64Url([0xff, 0xff, 0xff])).toBe('____');
  });

  it('emits ceil(4n/3) characters from the URL-safe alphabet (property)', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        const text = encodeBase64Url(input);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(text).toHaveLength(Math.ceil((input.length * 4) / 3));
      }),
    );
  });
});

describe('decodeBase64Url', () => {
  // spec §2
  it('decodes the RFC 4648 test vectors', () => {
    expect(decodeBase64Url('')).toEqual([]);
    expect(decodeBase64Url('Zg')).toEqual(ascii('f'));
    expect(decodeBase64Url('Zm8')).toEqual(ascii('fo'));
    expect(decodeBase64Url('Zm9vYmFy')).toEqual(ascii('foobar'));
    expect(decodeBase64Url('-_8')).toEqual([0xfb, 0xff]);
  });

  it('rejects characters outside the alphabet, padding included', () => {
    expect(decodeBase64Url('Zg==')).toBeNull();
    expect(decodeBase64Url('+/8')).toBeNull();
    expect(decodeBase64Url('Zm 9')).toBeNull();
  });

  it('rejects a length of 1 modulo 4, which no byte count produces', () => {
    expect(decodeBase64Url('Z')).toBeNull();
    expect(decodeBase64Url('Zm9vY')).toBeNull();
    expect(decodeBase64Url('Zm9vYg')).toEqual(ascii('foob'));
  });

  it('round-trips any byte array (property)', () => {
    fc.assert(
      fc.property(bytes, (input) => {
        expect(decodeBase64Url(encodeBase64Url(input))).toEqual(input);
      }),
    );
  });
});

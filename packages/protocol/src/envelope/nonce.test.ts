import { describe, expect, it } from 'vitest';
import { createNonce, parseNonceTimestamp } from './nonce.ts';

// spec §7: "a random nonce padded by the timestamp".
describe('nonce', () => {
  it('is 32 random hex digits padded by the timestamp in base 36', () => {
    const nonce = createNonce(1_760_000_000_000);
    expect(nonce).toMatch(/^[0-9a-f]{32}\.[0-9a-z]+$/);
    expect(nonce.endsWith(`.${(1_760_000_000_000).toString(36)}`)).toBe(true);
    expect(parseNonceTimestamp(nonce)).toBe(1_760_000_000_000);
  });

  it('differs on every call at the same instant', () => {
    const nonces = new Set(Array.from({ length: 1000 }, () => createNonce(1)));
    expect(nonces.size).toBe(1000);
  });

  it('parses nothing from text that is not a nonce', () => {
    for (const bad of [
      '',
      'abc',
      `${'0'.repeat(32)}.`,
      `${'g'.repeat(32)}.1`,
      `${'0'.repeat(31)}.1`,
      `${'0'.repeat(32)}.A`,
    ]) {
      expect(parseNonceTimestamp(bad), bad).toBeUndefined();
    }
  });

  it('refuses a timestamp that is not a non-negative integer', () => {
    expect(() => createNonce(1.5)).toThrow(RangeError);
    expect(() => createNonce(-1)).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { createValueSealer } from './sealed-value.ts';

// docs/scaling.md "Security": what Redis holds opens only with the cluster's secret, under its own key.
describe('sealed Redis values', () => {
  const secret = 'a-cluster-secret-of-at-least-32-chars';
  const sealer = createValueSealer(secret);
  const plain = Buffer.from('session key material');

  it('opens with the same secret and key name, and names nothing in the clear', () => {
    const sealed = sealer.seal(plain, 'arena:env:k1');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed.includes(plain.toString('base64'))).toBe(false);
    expect(sealer.open(sealed, 'arena:env:k1')?.equals(plain)).toBe(true);
    expect(createValueSealer(secret).open(sealed, 'arena:env:k1')?.equals(plain)).toBe(true);
  });

  it('refuses another secret, another key name, a changed byte or an old plain value', () => {
    const sealed = sealer.seal(plain, 'arena:env:k1');
    expect(createValueSealer(`${secret}!`).open(sealed, 'arena:env:k1')).toBeNull();
    expect(sealer.open(sealed, 'arena:env:k2')).toBeNull();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[20] = (raw[20] ?? 0) ^ 1;
    expect(sealer.open(`v1.${raw.toString('base64')}`, 'arena:env:k1')).toBeNull();
    expect(sealer.open(`1767225600000:${plain.toString('base64')}`, 'arena:env:k1')).toBeNull();
  });

  it('refuses a short secret', () => {
    expect(() => createValueSealer('short')).toThrow(/32/);
  });
});

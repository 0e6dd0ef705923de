import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maskCardNumber } from './card-mask.ts';

// spec §5: card numbers display in groups of four; the last four stay together whatever the length.
describe('maskCardNumber', () => {
  it('keeps the last four digits of a 19-digit card together', () => {
    expect(maskCardNumber('6222021234567890128')).toBe('**** **** **** 0128');
  });

  it('masks a 16-digit card, grouped or not, and an already masked one the same way', () => {
    expect(maskCardNumber('6222021234567890')).toBe('**** **** **** 7890');
    expect(maskCardNumber('6222 0212 3456 7890')).toBe('**** **** **** 7890');
    expect(maskCardNumber('************7890')).toBe('**** **** **** 7890');
  });

  it('leaves four digits or fewer alone', () => {
    expect(maskCardNumber('123')).toBe('123');
  });

  it('never shows more than the last four digits, for every card length 12–19', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), (digits) => {
        const shown = maskCardNumber(digits);
        expect(shown).toBe(`**** **** **** ${digits.slice(-4)}`);
        expect(shown.replace(/\D/g, '')).toBe(digits.slice(-4));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupInFours, isLuhnValid, luhnCheckDigit, ungroup, validateCardNumber } from './card-number.ts';

const withCheckDigit = (payload: string): string => `${payload}${luhnCheckDigit(payload)}`;

describe('isLuhnValid', () => {
  // spec §5
  it('accepts known-good numbers and rejects a changed digit', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('4111111111111111')).toBe(true);
    expect(isLuhnValid('4111111111111112')).toBe(false);
  });

  it('rejects empty input and non-digits', () => {
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('4111 1111')).toBe(false);
  });
});

describe('groupInFours and ungroup', () => {
  // spec §5
  it('groups card numbers and USDT addresses in fours for display', () => {
    expect(groupInFours('6222021234567890123')).toBe('6222 0212 3456 7890 123');
    expect(groupInFours('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe(
      'TQn9 Y2kh EsLJ W1Ch VWFM SMeR Dow5 KcbL SE',
    );
    expect(groupInFours('1234')).toBe('1234');
    expect(groupInFours('')).toBe('');
    expect(groupInFours('12345678', '-')).toBe('1234-5678');
  });

  it('is idempotent and removes all whitespace on input', () => {
    expect(groupInFours('6222 0212 3456')).toBe('6222 0212 3456');
    expect(ungroup(' 6222 0212\t3456 ')).toBe('622202123456');
  });

  it('keeps a Luhn-valid number valid through grouping and ungrouping (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), (payload) => {
        const number = withCheckDigit(payload);
        expect(isLuhnValid(ungroup(groupInFours(number)))).toBe(true);
        expect(ungroup(groupInFours(number))).toBe(number);
      }),
    );
  });
});

describe('validateCardNumber', () => {
  // spec §5
  it('checks digits, length 12 to 19 and the Luhn digit', () => {
    expect(validateCardNumber(withCheckDigit('1'.repeat(10)))).toEqual({
      ok: false,
      key: 'validation.cardNumber.length',
    });
    expect(validateCardNumber(withCheckDigit('1'.repeat(11)))).toEqual({ ok: true });
    expect(validateCardNumber(withCheckDigit('1'.repeat(18)))).toEqual({ ok: true });
    expect(validateCardNumber(withCheckDigit('1'.repeat(19)))).toEqual({
      ok: false,
      key: 'validation.cardNumber.length',
    });
    expect(validateCardNumber('4111111111111112')).toEqual({
      ok: false,
      key: 'validation.cardNumber.checksum',
    });
    expect(validateCardNumber('4111-1111-1111-1111')).toEqual({
      ok: false,
      key: 'validation.cardNumber.digits',
    });
    expect(validateCardNumber('  ')).toEqual({ ok: false, key: 'validation.required' });
  });

  it('accepts the grouped form it displays', () => {
    expect(validateCardNumber('4111 1111 1111 1111')).toEqual({ ok: true });
  });
});

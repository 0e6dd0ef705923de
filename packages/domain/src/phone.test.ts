import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMainlandAreaCode,
  isMainlandMobile,
  maskPhone,
  phoneMaskVisibleCount,
  validateMainlandMobile,
  validatePhone,
} from './phone.ts';

describe('isMainlandMobile', () => {
  // spec §5
  it('accepts 11 digits starting with 1', () => {
    expect(isMainlandMobile('13812345678')).toBe(true);
    expect(isMainlandMobile('11012345678')).toBe(true);
    expect(isMainlandMobile('1381234567')).toBe(false);
    expect(isMainlandMobile('138123456789')).toBe(false);
  });

  it('accepts an optional leading 0 with a 13 to 19 prefix', () => {
    expect(isMainlandMobile('013812345678')).toBe(true);
    expect(isMainlandMobile('019912345678')).toBe(true);
    expect(isMainlandMobile('012812345678')).toBe(false);
  });

  it('returns the mainland message key', () => {
    expect(validateMainlandMobile('23812345678')).toEqual({ ok: false, key: 'validation.phone.mainland' });
    expect(validateMainlandMobile('13812345678')).toEqual({ ok: true });
    expect(validateMainlandMobile('')).toEqual({ ok: false, key: 'validation.required' });
  });
});

describe('validatePhone', () => {
  // spec §5, §9
  it('requires 11 digits in mainland China', () => {
    expect(validatePhone('1381234567')).toEqual({
      ok: false,
      key: 'validation.phone.length',
      params: { min: 11, max: 11, range: '11' },
    });
    expect(validatePhone('13812345678', '+86')).toEqual({ ok: true });
    expect(validatePhone('138123456789', '0086')).toMatchObject({ ok: false });
  });

  it('requires 4 to 13 digits elsewhere', () => {
    expect(validatePhone('123', '852')).toEqual({
      ok: false,
      key: 'validation.phone.length',
      params: { min: 4, max: 13, range: '4-13' },
    });
    expect(validatePhone('1234', '852')).toEqual({ ok: true });
    expect(validatePhone('1234567890123', '+63')).toEqual({ ok: true });
    expect(validatePhone('12345678901234', '+63')).toMatchObject({
      ok: false,
      key: 'validation.phone.length',
    });
  });

  it('rejects non-digits and empty input', () => {
    expect(validatePhone('1381234567a')).toEqual({ ok: false, key: 'validation.phone.digits' });
    expect(validatePhone('')).toEqual({ ok: false, key: 'validation.required' });
  });

  it('reads empty and 86 codes as mainland', () => {
    expect(isMainlandAreaCode('')).toBe(true);
    expect(isMainlandAreaCode('86')).toBe(true);
    expect(isMainlandAreaCode('+852')).toBe(false);
  });
});

describe('maskPhone', () => {
  // spec §5
  it('keeps 4 for 13 and 12, 3 for 11 to 9, 2 for 8, 1 for 7 to 4', () => {
    const visible = [14, 13, 12, 11, 10, 9, 8, 7, 4, 3, 1, 0].map(phoneMaskVisibleCount);
    expect(visible).toEqual([4, 4, 4, 3, 3, 3, 2, 1, 1, 0, 0, 0]);
  });

  it('masks the rest with asterisks', () => {
    expect(maskPhone('8613812345678')).toBe('8613*********');
    expect(maskPhone('13812345678')).toBe('138********');
    expect(maskPhone('12345678')).toBe('12******');
    expect(maskPhone('1234')).toBe('1***');
    expect(maskPhone('123')).toBe('***');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('12345', '•')).toBe('1••••');
  });

  it('keeps the length of any phone (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(phone.length);
        expect(masked.startsWith(phone.slice(0, phoneMaskVisibleCount(phone.length)))).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  hasAtMostTwoDecimals,
  isPositiveNumber,
  validateAmount,
  validateMaxMoney,
  validateMemberMaxPrice,
} from './amount.ts';
import { AMOUNT_MAX, AMOUNT_MAX_MINOR } from './validation-limits.ts';

describe('amount patterns', () => {
  // spec §5
  it('allows up to two decimals', () => {
    expect(hasAtMostTwoDecimals('1')).toBe(true);
    expect(hasAtMostTwoDecimals('1.2')).toBe(true);
    expect(hasAtMostTwoDecimals('1.23')).toBe(true);
    expect(hasAtMostTwoDecimals('1.234')).toBe(false);
    expect(hasAtMostTwoDecimals('1.')).toBe(false);
  });

  it('matches positive numbers only', () => {
    for (const value of ['1', '0.5', '0.01', '12.30', '100']) expect(isPositiveNumber(value)).toBe(true);
    for (const value of ['0', '0.00', '01', '-1', '1.', '', '1e3', ' 1'])
      expect(isPositiveNumber(value)).toBe(false);
  });
});

describe('validateAmount and validateMaxMoney', () => {
  // spec §5
  it('caps money at 99999.99', () => {
    expect(AMOUNT_MAX).toBe(99999.99);
    expect(AMOUNT_MAX_MINOR).toBe(9_999_999);
    expect(validateMaxMoney('99999.98')).toEqual({ ok: true });
    expect(validateMaxMoney('99999.99')).toEqual({ ok: true });
    expect(validateMaxMoney('100000.00')).toEqual({
      ok: false,
      key: 'validation.amount.max',
      params: { max: '99999.99' },
    });
  });

  it('rejects more than two decimals, zero and garbage', () => {
    expect(validateAmount('1.005')).toEqual({ ok: false, key: 'validation.amount.decimals' });
    expect(validateAmount('0')).toEqual({ ok: false, key: 'validation.amount.positive' });
    expect(validateAmount('0.01')).toEqual({ ok: true });
    expect(validateAmount('abc')).toEqual({ ok: false, key: 'validation.amount.format' });
    expect(validateAmount('')).toEqual({ ok: false, key: 'validation.required' });
  });

  it('honours a custom maximum and currency', () => {
    expect(validateAmount('50.01', { maxMinor: 5000 })).toMatchObject({
      key: 'validation.amount.max',
      params: { max: '50.00' },
    });
    expect(validateAmount('50', { currency: 'USDT', maxMinor: 50_000_000 })).toEqual({ ok: true });
  });
});

describe('validateMemberMaxPrice', () => {
  // spec §5
  it('allows up to 8 integer digits', () => {
    expect(validateMemberMaxPrice('12345678')).toEqual({ ok: true });
    expect(validateMemberMaxPrice('1234567')).toEqual({ ok: true });
    expect(validateMemberMaxPrice('123456789')).toEqual({
      ok: false,
      key: 'validation.memberMaxPrice.format',
    });
    expect(validateMemberMaxPrice('12345678.99')).toEqual({ ok: true });
    expect(validateMemberMaxPrice('1.999')).toEqual({ ok: false, key: 'validation.memberMaxPrice.format' });
    expect(validateMemberMaxPrice('')).toEqual({ ok: false, key: 'validation.required' });
  });
});

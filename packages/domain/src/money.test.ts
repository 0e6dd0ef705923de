import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCollectCount, formatMoney, formatNumber, parseMoney } from './money.ts';

describe('parseMoney', () => {
  // spec §5 amounts, HOUSE-STYLE integer minor units
  it('parses yuan into fen without floating-point error', () => {
    expect(parseMoney('0.07', 'CNY')).toEqual({ ok: true, minor: 7 });
    expect(parseMoney('1,234.5', 'CNY')).toEqual({ ok: true, minor: 123450 });
    expect(parseMoney(' 19.99 ', 'CNY')).toEqual({ ok: true, minor: 1999 });
    expect(parseMoney('1.', 'CNY')).toEqual({ ok: true, minor: 100 });
  });

  it('parses USDT into micro-units', () => {
    expect(parseMoney('1.23', 'USDT')).toEqual({ ok: true, minor: 1_230_000 });
  });

  it('rejects more than two decimals, signs and exponents', () => {
    expect(parseMoney('1.234', 'CNY')).toEqual({ ok: false, key: 'validation.amount.decimals' });
    expect(parseMoney('1.234', 'USDT')).toEqual({ ok: false, key: 'validation.amount.decimals' });
    expect(parseMoney('-1', 'CNY')).toEqual({ ok: false, key: 'validation.amount.format' });
    expect(parseMoney('1e3', 'CNY')).toEqual({ ok: false, key: 'validation.amount.format' });
    expect(parseMoney('', 'CNY')).toEqual({ ok: false, key: 'validation.required' });
  });

  it('rejects values beyond the safe-integer range', () => {
    expect(parseMoney('99999999999999999', 'CNY')).toEqual({ ok: false, key: 'validation.amount.max' });
  });
});

describe('formatMoney', () => {
  // spec §9 thousands separators and two decimals
  it('formats fen with separators and two decimals', () => {
    expect(formatMoney(0, 'CNY')).toBe('0.00');
    expect(formatMoney(7, 'CNY')).toBe('0.07');
    expect(formatMoney(123456789, 'CNY')).toBe('1,234,567.89');
    expect(formatMoney(-150, 'CNY')).toBe('-1.50');
    expect(formatMoney(123456789, 'CNY', { grouping: false })).toBe('1234567.89');
    expect(formatMoney(Number.NaN, 'CNY')).toBe('0.00');
  });

  it('shows USDT micro-units with two decimals, truncated', () => {
    expect(formatMoney(1_239_999, 'USDT')).toBe('1.23');
    expect(formatMoney(-1_239_999, 'USDT')).toBe('-1.23');
  });

  it('parses back to the same minor units (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (minor) => {
        expect(parseMoney(formatMoney(minor, 'CNY'), 'CNY')).toEqual({ ok: true, minor });
        expect(parseMoney(formatMoney(minor * 10_000, 'USDT'), 'USDT')).toEqual({
          ok: true,
          minor: minor * 10_000,
        });
      }),
    );
  });
});

describe('formatNumber', () => {
  // spec §9
  it('adds separators and rounds half up in decimal', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber(999.995)).toBe('1,000.00');
    expect(formatNumber(-2.5)).toBe('-2.50');
    expect(formatNumber(-0.001)).toBe('0.00');
    expect(formatNumber(1e21)).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/);
    expect(formatNumber(Number.NaN)).toBe('0.00');
  });
});

describe('formatCollectCount', () => {
  // spec §9 ten-thousand units
  it('keeps counts below ten thousand as they are', () => {
    expect(formatCollectCount(0)).toBe('0');
    expect(formatCollectCount(9999)).toBe('9999');
  });

  it('switches to 万 at ten thousand, truncating to one decimal', () => {
    expect(formatCollectCount(10000)).toBe('1万');
    expect(formatCollectCount(10001)).toBe('1万');
    expect(formatCollectCount(12345)).toBe('1.2万');
    expect(formatCollectCount(19999)).toBe('1.9万');
    expect(formatCollectCount(123456789)).toBe('12345.6万');
    expect(formatCollectCount(12345, 'w')).toBe('1.2w');
  });

  it('reads negative and non-finite counts as zero', () => {
    expect(formatCollectCount(-5)).toBe('0');
    expect(formatCollectCount(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

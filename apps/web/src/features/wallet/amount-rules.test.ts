import { describe, expect, it } from 'vitest';
import { checkAmount, feeFor } from './amount-rules.ts';

// spec §5 "Amounts: up to two decimals; positive-number pattern"; §3 "Deposit limits: min_money, max_money".
describe('checkAmount', () => {
  it('parses yuan into fen without floating point', () => {
    expect(checkAmount('100', 'CNY')).toEqual({ ok: true, minor: 10_000 });
    expect(checkAmount(' 1,234.5 ', 'CNY')).toEqual({ ok: true, minor: 123_450 });
    expect(checkAmount('0.07', 'CNY')).toEqual({ ok: true, minor: 7 });
  });

  it('parses USDT into micro-units', () => {
    expect(checkAmount('12.34', 'USDT')).toEqual({ ok: true, minor: 12_340_000 });
  });

  it('asks for an amount when empty and rejects signs, letters and a third decimal', () => {
    expect(checkAmount('', 'CNY')).toMatchObject({ ok: false, key: 'wallet.rules.amountRequired' });
    expect(checkAmount('-5', 'CNY')).toMatchObject({ ok: false, key: 'wallet.rules.amountFormat' });
    expect(checkAmount('1e3', 'CNY')).toMatchObject({ ok: false, key: 'wallet.rules.amountFormat' });
    expect(checkAmount('1.234', 'CNY')).toMatchObject({ ok: false, key: 'wallet.rules.amountDecimals' });
    expect(checkAmount('99999999999999999999', 'CNY')).toMatchObject({
      ok: false,
      key: 'wallet.rules.amountFormat',
    });
  });

  it('rejects zero', () => {
    expect(checkAmount('0.00', 'CNY')).toMatchObject({ ok: false, key: 'wallet.rules.amountPositive' });
  });

  it('checks min and max inclusively and shows them formatted', () => {
    const limits = { min: 10_000, max: 5_000_000 };
    expect(checkAmount('100', 'CNY', limits)).toEqual({ ok: true, minor: 10_000 });
    expect(checkAmount('50000', 'CNY', limits)).toEqual({ ok: true, minor: 5_000_000 });
    expect(checkAmount('99.99', 'CNY', limits)).toEqual({
      ok: false,
      key: 'wallet.rules.amountBelowMin',
      params: { min: '100.00' },
    });
    expect(checkAmount('50000.01', 'CNY', limits)).toEqual({
      ok: false,
      key: 'wallet.rules.amountAboveMax',
      params: { max: '50,000.00' },
    });
  });

  it('refuses more than the available balance', () => {
    expect(checkAmount('10.01', 'CNY', { available: 1_000 })).toEqual({
      ok: false,
      key: 'wallet.rules.amountAboveBalance',
      params: { available: '10.00' },
    });
  });
});

describe('feeFor', () => {
  it('charges amount × rate rounded up to the fen', () => {
    expect(feeFor(10_000, '0.01')).toBe(100);
    expect(feeFor(12_345, '0.015')).toBe(186); // 185.175 → 186
    expect(feeFor(10_000, '0')).toBe(0);
    expect(feeFor(10_000, '0.000')).toBe(0);
  });

  it('charges at least the minimum fee, except when the rate is 0', () => {
    expect(feeFor(10_000, '0.01', 200)).toBe(200);
    expect(feeFor(100_000, '0.01', 200)).toBe(1_000);
    expect(feeFor(10_000_000, '0', 1_000_000)).toBe(0);
  });
});

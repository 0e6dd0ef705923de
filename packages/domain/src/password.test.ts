import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HASH_SLICE_END,
  PASSWORD_HASH_SLICE_START,
  passwordHashFromDigest,
  validatePassword,
  validateWithdrawPassword,
} from './password.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './validation-limits.ts';

describe('validatePassword', () => {
  // spec §5
  it('uses the spec limits of 8 to 12 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 12]);
  });

  it('asks for input when empty', () => {
    expect(validatePassword('')).toEqual({ ok: false, key: 'validation.required' });
  });

  it('rejects 7 characters, accepts 8, 12, rejects 13', () => {
    expect(validatePassword('abc1234')).toEqual({ ok: false, key: 'validation.password.length' });
    expect(validatePassword('abcd1234')).toEqual({ ok: true });
    expect(validatePassword('abcdef123456')).toEqual({ ok: true });
    expect(validatePassword('abcdef1234567')).toEqual({ ok: false, key: 'validation.password.length' });
  });

  it('asks for a combination of letters and numbers', () => {
    for (const value of ['abcdefgh', '12345678', 'abcd_1234', 'abcd 123', '密码abcd1234'])
      expect(validatePassword(value)).toMatchObject({ ok: false });
    expect(validatePassword('abcdefgh')).toEqual({ ok: false, key: 'validation.password.combination' });
    expect(validatePassword('abc!1234')).toEqual({ ok: false, key: 'validation.password.combination' });
  });

  it('rejects a password equal to the user name, ignoring case', () => {
    expect(validatePassword('Player123', 'player123')).toEqual({
      ok: false,
      key: 'validation.password.equalsUsername',
    });
    expect(validatePassword('Player123', 'player124')).toEqual({ ok: true });
    expect(validatePassword('Player123', '')).toEqual({ ok: true });
  });
});

describe('validateWithdrawPassword', () => {
  // spec §5
  it('accepts exactly six digits', () => {
    expect(validateWithdrawPassword('12345')).toEqual({
      ok: false,
      key: 'validation.withdrawPassword.sixDigits',
    });
    expect(validateWithdrawPassword('123456')).toEqual({ ok: true });
    expect(validateWithdrawPassword('1234567')).toEqual({
      ok: false,
      key: 'validation.withdrawPassword.sixDigits',
    });
    expect(validateWithdrawPassword('12345a')).toMatchObject({ ok: false });
    expect(validateWithdrawPassword('')).toEqual({ ok: false, key: 'validation.required' });
  });
});

describe('passwordHashFromDigest', () => {
  // spec §9
  it('takes characters 2 to 17 inclusive of the source', () => {
    const source = '0123456789abcdefghijklmnopqrstuv';
    expect([PASSWORD_HASH_SLICE_START, PASSWORD_HASH_SLICE_END]).toEqual([2, 18]);
    expect(passwordHashFromDigest(source)).toBe('23456789abcdefgh');
    expect(passwordHashFromDigest(source)).toHaveLength(16);
  });

  it('returns null when the source is shorter than 18 characters', () => {
    expect(passwordHashFromDigest('0123456789abcdefg')).toBeNull();
    expect(passwordHashFromDigest('0123456789abcdefgh')).toBe('23456789abcdefgh');
  });
});

import { describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError } from '@arena/protocol';
import {
  codeError,
  codeServerError,
  cooldownLeft,
  identityErrors,
  identityPayload,
  identityServerError,
  isTicketGone,
  newPasswordErrors,
  newPasswordServerError,
} from './forgot-password-form.ts';

const ID = { name: 'demo01', phone: '13800138000', email: 'demo@example.com' };

describe('forgot password: step One', () => {
  it('checks the name and the channel contact with the domain rules', () => {
    expect(identityErrors(ID, 'phone', '86')).toEqual({ name: null, contact: null, canSubmit: true });
    expect(identityErrors({ ...ID, phone: '' }, 'email', '86').canSubmit).toBe(true);
    expect(identityErrors({ ...ID, email: '' }, 'phone', '86').canSubmit).toBe(true);
    expect(identityErrors({ ...ID, name: '1abc' }, 'phone', '86').name).toBe(
      'register.rules.nameStartsWithLetter',
    );
  });

  it('uses the area code for the phone length: mainland 11 digits, elsewhere 4 to 13', () => {
    expect(identityErrors({ ...ID, phone: '12345678' }, 'phone', '86').contact).toEqual({
      key: 'forgot.rules.phoneLength',
      params: { min: 11, max: 11, range: '11' },
    });
    expect(identityErrors({ ...ID, phone: '12345678' }, 'phone', '852').contact).toBeNull();
    expect(identityErrors({ ...ID, phone: '123' }, 'phone', '852').contact?.key).toBe(
      'forgot.rules.phoneLength',
    );
    expect(identityErrors({ ...ID, phone: '138-0013' }, 'phone', '86').contact?.key).toBe(
      'forgot.rules.phoneDigits',
    );
    expect(identityErrors({ ...ID, phone: '' }, 'phone', '86').contact?.key).toBe('forgot.rules.required');
  });

  it('checks the email pattern on the email channel', () => {
    expect(identityErrors({ ...ID, email: 'demo@' }, 'email', '86').contact).toEqual({
      key: 'forgot.rules.email',
    });
    expect(identityErrors({ ...ID, email: '' }, 'email', '86').canSubmit).toBe(false);
  });

  it('builds the channel payload, trimmed, without the other channel', () => {
    expect(identityPayload({ ...ID, name: ' demo01 ' }, 'phone', '852')).toEqual({
      channel: 'phone',
      input: { name: 'demo01', phone: '13800138000', areaCode: '852' },
    });
    expect(identityPayload({ ...ID, email: ' demo@example.com ' }, 'email', '86')).toEqual({
      channel: 'email',
      input: { name: 'demo01', email: 'demo@example.com' },
    });
  });

  it('shows 10200 as "账号信息不匹配" under the form, 10001 on the field it names', () => {
    const texts = { mismatch: '账号信息不匹配', fallback: '失败' };
    expect(identityServerError(new GatewayError(ErrorCode.notFound, 'member not found'), texts)).toEqual({
      field: 'form',
      message: '账号信息不匹配',
    });
    const bad = new GatewayError(ErrorCode.badInput, '手机号码格式错误', { field: 'areaCode' });
    expect(identityServerError(bad, texts)).toEqual({ field: 'phone', message: '手机号码格式错误' });
    expect(identityServerError(new Error('offline'), texts)).toEqual({ field: 'form', message: '失败' });
  });
});

describe('forgot password: step Two', () => {
  it('wants exactly six digits', () => {
    expect(codeError('123456')).toBeNull();
    expect(codeError('12345')).toEqual({ key: 'forgot.rules.code' });
    expect(codeError('1234567')).toEqual({ key: 'forgot.rules.code' });
    expect(codeError('12345a')).toEqual({ key: 'forgot.rules.code' });
  });

  it('shows 10409 as "验证码错误" on the code field, other refusals on the form', () => {
    const texts = { wrong: '验证码错误', fallback: '失败' };
    expect(codeServerError(new GatewayError(ErrorCode.verificationCode, 'x'), texts)).toEqual({
      field: 'code',
      message: '验证码错误',
    });
    expect(codeServerError(new GatewayError(ErrorCode.rateLimitedCall, '太频繁'), texts).field).toBe('form');
  });

  it('counts the cooldown down in whole seconds, rounded up, never below zero', () => {
    expect(cooldownLeft(60_000, 0)).toBe(60);
    expect(cooldownLeft(60_000, 500)).toBe(60);
    expect(cooldownLeft(60_000, 59_001)).toBe(1);
    expect(cooldownLeft(60_000, 60_000)).toBe(0);
    expect(cooldownLeft(60_000, 90_000)).toBe(0);
  });
});

describe('forgot password: step Three', () => {
  it('follows the change-password rules against the account name', () => {
    expect(newPasswordErrors({ password: 'new12345', confirm: 'new12345' }, 'demo01').canSubmit).toBe(true);
    expect(newPasswordErrors({ password: 'abcdefgh', confirm: 'abcdefgh' }, 'demo01').errors.password).toBe(
      'password.rules.combination',
    );
    expect(newPasswordErrors({ password: 'DEMO0123', confirm: 'DEMO0123' }, 'demo0123').errors.password).toBe(
      'password.rules.equalsName',
    );
    expect(newPasswordErrors({ password: 'new12345', confirm: 'new1234' }, 'demo01').errors.confirm).toBe(
      'password.rules.confirmMismatch',
    );
  });

  it('treats 10200 as a gone ticket and places 10001 on the password', () => {
    expect(isTicketGone(new GatewayError(ErrorCode.notFound, 'ticket'))).toBe(true);
    expect(isTicketGone(new GatewayError(ErrorCode.verificationCode, 'x'))).toBe(false);
    const bad = new GatewayError(ErrorCode.badInput, '密码格式错误', { field: 'timewd' });
    expect(newPasswordServerError(bad, '失败')).toEqual({ field: 'password', message: '密码格式错误' });
  });
});

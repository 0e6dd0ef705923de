import { describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { registerFormErrors, registerServerError, type NameCheck } from './register-form.ts';

const NAME = 'player01';
const form = (password: string, opts: { name?: string; confirm?: string; check?: NameCheck } = {}) =>
  registerFormErrors(
    { name: opts.name ?? NAME, password, confirm: opts.confirm ?? password, birthDate: '1990-01-31' },
    opts.check ?? 'available',
  );

// spec §5 "Password: 8 to 12 characters, letters and digits only, must contain both; must not equal the
// username, case-insensitive".
describe('register form: the password rule', () => {
  it('rejects 7 characters and accepts 8', () => {
    expect(form('abc1234').errors.password).toBe('password.rules.length');
    expect(form('abc12345').errors.password).toBeNull();
    expect(form('abc12345').canSubmit).toBe(true);
  });

  it('accepts 12 characters and rejects 13', () => {
    expect(form('abcdef123456').errors.password).toBeNull();
    expect(form('abcdef1234567').errors.password).toBe('password.rules.length');
    expect(form('abcdef1234567').canSubmit).toBe(false);
  });

  it('rejects letters only and digits only with the combination message', () => {
    expect(form('abcdefgh').errors.password).toBe('password.rules.combination');
    expect(form('12345678').errors.password).toBe('password.rules.combination');
  });

  it('rejects other characters than letters and digits', () => {
    expect(form('abc_12345').errors.password).toBe('password.rules.combination');
  });

  it('rejects a password equal to the user name in another case', () => {
    const state = form('PLAYER01', { name: 'player01' });
    expect(state.errors.password).toBe('password.rules.equalsName');
    expect(state.canSubmit).toBe(false);
  });

  it('asks for a password when it is empty', () => {
    expect(form('').errors.password).toBe('password.rules.required');
  });
});

describe('register form: the name', () => {
  it('uses the domain user-name rule: length, leading letter, characters', () => {
    expect(form('abc12345', { name: 'abc' }).errors.name).toBe('register.rules.nameLength');
    expect(form('abc12345', { name: 'a'.repeat(17) }).errors.name).toBe('register.rules.nameLength');
    expect(form('abc12345', { name: '1abc' }).errors.name).toBe('register.rules.nameStartsWithLetter');
    expect(form('abc12345', { name: 'ab-cd' }).errors.name).toBe('register.rules.nameCharacters');
    expect(form('abc12345', { name: 'abcd' }).errors.name).toBeNull();
  });

  it('says "taken" when the check refused it, and blocks submit', () => {
    const state = form('abc12345', { check: 'taken' });
    expect(state.errors.name).toBe('register.nameTaken');
    expect(state.nameStatus).toBeNull();
    expect(state.canSubmit).toBe(false);
  });

  it('says "available" once the check answered yes', () => {
    expect(form('abc12345', { check: 'available' }).nameStatus).toBe('register.nameAvailable');
  });

  it('waits while the check is running', () => {
    const state = form('abc12345', { check: 'checking' });
    expect(state.nameStatus).toBe('register.nameChecking');
    expect(state.errors.name).toBeNull();
    expect(state.canSubmit).toBe(false);
  });

  it('lets the server decide when the check itself failed', () => {
    expect(form('abc12345', { check: 'unknown' }).canSubmit).toBe(true);
  });

  it('shows the pattern message, not a stale availability, for a malformed name', () => {
    const state = form('abc12345', { name: '9x', check: 'available' });
    expect(state.errors.name).toBe('register.rules.nameLength');
    expect(state.nameStatus).toBeNull();
  });
});

describe('register form: the confirmation', () => {
  it('must repeat the password exactly', () => {
    expect(form('abc12345', { confirm: 'abc1234' }).errors.confirm).toBe('password.rules.confirmMismatch');
    expect(form('abc12345', { confirm: 'ABC12345' }).errors.confirm).toBe('password.rules.confirmMismatch');
    expect(form('abc12345', { confirm: '' }).errors.confirm).toBe('password.rules.required');
    expect(form('abc12345', { confirm: 'abc12345' }).canSubmit).toBe(true);
  });
});

describe('register: server refusals', () => {
  it('puts a 10001 naming a field on that field', () => {
    const err = new GatewayError(ErrorCode.badInput, '密码格式不正确', { field: 'password' });
    expect(registerServerError(err, 'x')).toEqual({ field: 'password', message: '密码格式不正确' });
    const timewd = new GatewayError(ErrorCode.badInput, 'bad', { field: 'timewd' });
    expect(registerServerError(timewd, 'x').field).toBe('password');
  });

  it('reads the field of the client-side zod issues too', () => {
    const err = new GatewayError(ErrorCode.badInput, '输入有误', [{ path: ['name'], message: 'too short' }]);
    expect(registerServerError(err, 'x').field).toBe('name');
  });

  it('puts 10201 (name taken) on the name field', () => {
    const err = new GatewayError(ErrorCode.conflict, '用户名已被注册');
    expect(registerServerError(err, 'x')).toEqual({ field: 'name', message: '用户名已被注册' });
  });

  it('puts anything else above the button, with the fallback for a non-gateway failure', () => {
    expect(
      registerServerError(new GatewayError(ErrorCode.badInput, 'bad', { field: 'inviteCode' }), 'x'),
    ).toEqual({ field: 'form', message: 'bad' });
    expect(registerServerError(new Error('boom'), '注册失败')).toEqual({
      field: 'form',
      message: '注册失败',
    });
  });
});

// docs/responsible-play.md "Age": the date of birth is required and under 18 is refused, on the site day.
describe('register form: the date of birth', () => {
  const withBirth = (birthDate: string) =>
    registerFormErrors(
      { name: NAME, password: 'abc12345', confirm: 'abc12345', birthDate },
      'available',
      '2026-11-26',
    );

  it('needs a date and keeps submit off until one is chosen', () => {
    expect(withBirth('').errors.birthDate).toBe('register.rules.birthDateRequired');
    expect(withBirth('').canSubmit).toBe(false);
  });

  it('refuses one day short of 18 and accepts the 18th birthday', () => {
    expect(withBirth('2008-11-27').errors.birthDate).toBe('register.rules.underAge');
    expect(withBirth('2008-11-27').canSubmit).toBe(false);
    expect(withBirth('2008-11-26').errors.birthDate).toBeNull();
    expect(withBirth('2008-11-26').canSubmit).toBe(true);
  });

  it('refuses a date in the future', () => {
    expect(withBirth('2030-01-01').errors.birthDate).toBe('register.rules.birthDateInvalid');
  });
});

import { describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { changePasswordFormErrors, changePasswordServerError } from './change-password-form.ts';

const TEXTS = { oldWrong: '原密码错误', fallback: '修改失败' };

describe('change-password form', () => {
  it('needs the current password, a new one by the spec §5 rule and the same confirmation', () => {
    const ok = changePasswordFormErrors(
      { oldPassword: 'old12345', password: 'new12345', confirm: 'new12345' },
      'demo',
    );
    expect(ok.canSubmit).toBe(true);
    const empty = changePasswordFormErrors({ oldPassword: '', password: '', confirm: '' }, 'demo');
    expect(empty.errors).toEqual({
      oldPassword: 'password.rules.required',
      password: 'password.rules.required',
      confirm: 'password.rules.required',
    });
  });

  it('applies the length boundaries 7/8/12/13 to the new password', () => {
    const err = (password: string) =>
      changePasswordFormErrors({ oldPassword: 'x', password, confirm: password }, 'demo').errors.password;
    expect(err('abc1234')).toBe('password.rules.length');
    expect(err('abc12345')).toBeNull();
    expect(err('abcdef123456')).toBeNull();
    expect(err('abcdef1234567')).toBe('password.rules.length');
  });

  it('rejects a new password equal to the member name in another case', () => {
    const s = changePasswordFormErrors(
      { oldPassword: 'x', password: 'DEMO1234', confirm: 'DEMO1234' },
      'demo1234',
    );
    expect(s.errors.password).toBe('password.rules.equalsName');
    expect(s.canSubmit).toBe(false);
  });

  it('shows 10104 as "原密码错误" on the current-password field', () => {
    const err = new GatewayError(ErrorCode.badCredentials, '用户名或密码错误');
    expect(changePasswordServerError(err, TEXTS)).toEqual({ field: 'oldPassword', message: '原密码错误' });
  });

  it('puts a 10001 on the field it names, other failures on the form', () => {
    const bad = new GatewayError(ErrorCode.badInput, '新密码不符合规则', { field: 'password' });
    expect(changePasswordServerError(bad, TEXTS)).toEqual({ field: 'password', message: '新密码不符合规则' });
    expect(changePasswordServerError(new Error('x'), TEXTS)).toEqual({ field: 'form', message: '修改失败' });
  });
});

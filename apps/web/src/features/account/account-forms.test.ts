import { describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES_EN,
  VALIDATION_MESSAGES_ZH,
  fail,
  type ValidationMessageKey,
} from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { en } from '@/locales/en.ts';
import { zhCN } from '@/locales/zh-CN.ts';
import {
  RULE_MESSAGES,
  addressFormErrors,
  codeError,
  nickNameError,
  realNameError,
  ruleMessage,
  serverError,
  withdrawFormErrors,
} from './account-forms.ts';

const lookup = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], catalogue);
// The catalogues interpolate with {{x}}, the domain's suggestions with {x}.
const domainWording = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}');

describe('account rule messages', () => {
  it.each(Object.keys(RULE_MESSAGES) as ValidationMessageKey[])(
    'shows the domain wording for %s in both languages',
    (key) => {
      const target = ruleMessage(fail(key))?.key ?? '';
      expect(domainWording(String(lookup(zhCN, target)))).toBe(VALIDATION_MESSAGES_ZH[key]);
      expect(domainWording(String(lookup(en, target)))).toBe(VALIDATION_MESSAGES_EN[key]);
    },
  );

  it('has no message for a passing check', () => {
    expect(ruleMessage({ ok: true })).toBeNull();
  });
});

// spec §5 "Real name: Chinese 2 to 24 characters, or Latin letters 4 to 48; dot and middle-dot
// separators allowed singly, not at the ends, no double spaces" plus the second name check.
describe('real name', () => {
  it.each([
    ['张', 'profile.rules.realNameLength'],
    ['张三1', 'profile.rules.realNameCharacters'],
    ['·张三', 'profile.rules.realNameSeparator'],
    ['买买提..艾力', 'profile.rules.realNameSeparator'],
    ['John  Smith', 'profile.rules.realNameDoubleSpace'],
    ['', 'profile.rules.required'],
  ])('refuses %j with %s', (value, key) => {
    expect(realNameError(value)?.key).toBe(key);
  });

  it('applies the second check after the first: a dot next to a space is refused', () => {
    expect(realNameError('John. Smith')?.key).toBe('profile.rules.realNameDotNextToSpace');
  });

  it.each(['张三', '买买提·艾力', 'John Smith'])('accepts %j', (value) => {
    expect(realNameError(value)).toBeNull();
  });
});

describe('nickname and code', () => {
  it('wants 1 to 20 characters after trimming', () => {
    expect(nickNameError('  ')?.key).toBe('profile.rules.required');
    expect(nickNameError('玩家'.repeat(10))).toBeNull();
    expect(nickNameError('玩家'.repeat(10) + '!')).toEqual({
      key: 'profile.rules.nickNameLength',
      params: { max: 20 },
    });
  });

  it('wants a six-digit code', () => {
    expect(codeError('12345')?.key).toBe('profile.rules.code');
    expect(codeError('12345a')?.key).toBe('profile.rules.code');
    expect(codeError('123456')).toBeNull();
  });
});

// spec §5 "Withdraw password: six digits".
describe('withdraw password forms', () => {
  const values = { oldPassword: '', code: '', password: '', confirm: '' };

  it('sets with six digits and the same confirmation', () => {
    expect(
      withdrawFormErrors('set', { ...values, password: '12345', confirm: '12345' }).errors.password?.key,
    ).toBe('profile.rules.withdrawSixDigits');
    const mismatch = withdrawFormErrors('set', { ...values, password: '123456', confirm: '123465' });
    expect(mismatch.errors.confirm?.key).toBe('profile.rules.confirm');
    expect(mismatch.canSubmit).toBe(false);
    expect(withdrawFormErrors('set', { ...values, password: '123456', confirm: '123456' }).canSubmit).toBe(
      true,
    );
  });

  it('updates only to a different password and ignores the code', () => {
    const same = withdrawFormErrors('update', {
      ...values,
      oldPassword: '123456',
      password: '123456',
      confirm: '123456',
    });
    expect(same.errors.password?.key).toBe('profile.rules.sameWithdraw');
    const ok = withdrawFormErrors('update', {
      ...values,
      oldPassword: '111111',
      password: '123456',
      confirm: '123456',
    });
    expect(ok.canSubmit).toBe(true);
  });

  it('resets only with a six-digit code', () => {
    const v = { ...values, password: '123456', confirm: '123456' };
    expect(withdrawFormErrors('reset', v).errors.code?.key).toBe('profile.rules.code');
    expect(withdrawFormErrors('reset', { ...v, code: '654321' }).canSubmit).toBe(true);
  });
});

describe('address', () => {
  const full = {
    receiver: '张三',
    phone: '13912345678',
    province: '广东',
    city: '深圳',
    district: '',
    detail: '科技园 1 号',
  };

  it('accepts a full address without a district', () => {
    expect(addressFormErrors(full).canSubmit).toBe(true);
  });

  it('wants the required fields, a mainland mobile and the length limits', () => {
    const { errors } = addressFormErrors({
      ...full,
      receiver: ' ',
      phone: '1391234',
      detail: 'x'.repeat(201),
    });
    expect(errors.receiver?.key).toBe('profile.rules.required');
    expect(errors.phone?.key).toBe('profile.rules.phoneMainland');
    expect(errors.detail).toEqual({ key: 'profile.rules.tooLong', params: { max: 200 } });
  });
});

describe('server refusals', () => {
  it('go on the field named by data.field when the form has it, else on the form', () => {
    const onField = new GatewayError(ErrorCode.verificationCode, '验证码错误', { field: 'code' });
    expect(serverError(onField, ['email', 'code'], 'x')).toEqual({ field: 'code', message: '验证码错误' });
    expect(serverError(onField, ['email'], 'x')).toEqual({ field: 'form', message: '验证码错误' });
    expect(serverError(new Error('offline'), ['email'], '操作失败')).toEqual({
      field: 'form',
      message: '操作失败',
    });
  });
});

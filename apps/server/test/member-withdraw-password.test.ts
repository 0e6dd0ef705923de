import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError, catalogue } from '@arena/protocol';
import {
  WITHDRAW_MAX_WRONG_TRIES,
  consumeWithdrawTicket,
  verifyWithdrawPassword,
} from '../src/modules/member/withdraw-password-service.ts';
import { hashPassword, verifyPassword } from '../src/modules/auth/password-hash.ts';
import { verifyWithdrawPin } from '../src/modules/auth/pin-hash.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import {
  codeFor,
  freshEmail,
  freshPhone,
  memberRow,
  newMember,
  otherCode,
  setContact,
  type TestMember,
} from './member-helpers.ts';

const m = catalogue.member;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const hashOf = async (member: TestMember) =>
  (await memberRow(t, member.id)).withdraw_password_hash as string | null;

async function withPassword(password = '246810'): Promise<TestMember> {
  const a = await newMember(t, 'wdp');
  expect((await t.call(m.withdrawPasswordSet, { password }, { token: a.token })).code).toBe(ErrorCode.ok);
  return a;
}

describe('withdraw password set / get (spec §5 six digits)', () => {
  it('sets a peppered scrypt hash once; get answers isSet; a second set is 10214', async () => {
    const a = await newMember(t, 'wdp');
    expect((await t.call(m.withdrawPasswordGet, {}, { token: a.token })).data).toEqual({
      isSet: false,
      lockedUntil: null,
    });
    expect((await t.call(m.withdrawPasswordSet, { password: '135790' }, { token: a.token })).code).toBe(
      ErrorCode.ok,
    );
    const hash = await hashOf(a);
    // Keyed with the server pepper (docs/deploy.md "Secrets"): the stored hash alone does not verify.
    expect(hash).toMatch(/^pin1\$scrypt\$/);
    expect(await verifyPassword('135790', (hash ?? '').slice('pin1$'.length))).toBe(false);
    expect((await verifyWithdrawPin('135790', hash ?? '')).ok).toBe(true);
    expect((await t.call(m.withdrawPasswordGet, {}, { token: a.token })).data).toEqual({
      isSet: true,
      lockedUntil: null,
    });
    const again = await t.call(m.withdrawPasswordSet, { password: '999999' }, { token: a.token });
    expect(again.code).toBe(ErrorCode.withdrawPasswordAlreadySet);
    expect(await hashOf(a)).toBe(hash);
  });

  it.each(['12345', '1234567', '12a456', '１２３４５６'])(
    'refuses %j by the schema, nothing set',
    async (password) => {
      const a = await newMember(t, 'wdp');
      expect((await t.call(m.withdrawPasswordSet, { password }, { token: a.token })).code).toBe(
        ErrorCode.badInput,
      );
      expect(await hashOf(a)).toBeNull();
    },
  );
});

describe('withdraw password confirm and the lock', () => {
  it('issues a single-use 5-minute ticket for the right password', async () => {
    const a = await withPassword('246810');
    const res = await t.call(m.withdrawPasswordConfirm, { password: '246810' }, { token: a.token });
    expect(res.code).toBe(ErrorCode.ok);
    const { ticket, expiresAt } = res.data as { ticket: string; expiresAt: number };
    expect(expiresAt - Date.now()).toBeGreaterThan(4 * 60 * 1000);
    const b = await newMember(t, 'wdp');
    expect(await consumeWithdrawTicket(t.db, b.id, ticket)).toBe(false);
    expect(await consumeWithdrawTicket(t.db, a.id, ticket)).toBe(true);
    expect(await consumeWithdrawTicket(t.db, a.id, ticket)).toBe(false);
  });

  it('counts wrong tries, locks at the 5th for an hour (10213), even for the right one', async () => {
    const a = await withPassword('246810');
    for (let i = 1; i < WITHDRAW_MAX_WRONG_TRIES; i++) {
      const res = await t.call(m.withdrawPasswordConfirm, { password: '000000' }, { token: a.token });
      expect(res.code).toBe(ErrorCode.withdrawPasswordWrong);
      expect(res.data).toMatchObject({ remaining: WITHDRAW_MAX_WRONG_TRIES - i });
    }
    const fifth = await t.call(m.withdrawPasswordConfirm, { password: '000000' }, { token: a.token });
    expect(fifth.code).toBe(ErrorCode.withdrawPasswordLocked);
    const right = await t.call(m.withdrawPasswordConfirm, { password: '246810' }, { token: a.token });
    expect(right.code).toBe(ErrorCode.withdrawPasswordLocked);
    const { lockedUntil } = (await t.call(m.withdrawPasswordGet, {}, { token: a.token })).data as {
      lockedUntil: number;
    };
    expect(lockedUntil - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    // After the hour the lock is gone and the count starts over.
    await t.db.query(`update member set withdraw_locked_until = now() - interval '1 second' where id = $1`, [
      a.id,
    ]);
    expect((await t.call(m.withdrawPasswordConfirm, { password: '246810' }, { token: a.token })).code).toBe(
      ErrorCode.ok,
    );
  });

  it('forgets wrong tries older than the 1-hour window, and a right one clears them', async () => {
    const a = await withPassword('246810');
    for (let i = 0; i < 3; i++)
      await t.call(m.withdrawPasswordConfirm, { password: '000000' }, { token: a.token });
    await t.db.query(`update member set withdraw_fail_since = now() - interval '61 minutes' where id = $1`, [
      a.id,
    ]);
    const res = await t.call(m.withdrawPasswordConfirm, { password: '000000' }, { token: a.token });
    expect(res.data).toMatchObject({ remaining: WITHDRAW_MAX_WRONG_TRIES - 1 });
    await t.call(m.withdrawPasswordConfirm, { password: '246810' }, { token: a.token });
    expect((await memberRow(t, a.id)).withdraw_fail_count).toBe(0);
  });

  it('accepts a PIN stored before the pepper and re-stores it peppered; a wrong one changes nothing', async () => {
    const a = await newMember(t, 'wdp');
    const legacy = await hashPassword('864200');
    await t.db.query('update member set withdraw_password_hash = $2 where id = $1', [a.id, legacy]);
    const wrong = await t.call(m.withdrawPasswordConfirm, { password: '864201' }, { token: a.token });
    expect(wrong.code).toBe(ErrorCode.withdrawPasswordWrong);
    expect(await hashOf(a)).toBe(legacy);
    const right = await t.call(m.withdrawPasswordConfirm, { password: '864200' }, { token: a.token });
    expect(right.code).toBe(ErrorCode.ok);
    const upgraded = (await hashOf(a)) ?? '';
    expect(upgraded).toMatch(/^pin1\$scrypt\$/);
    expect((await verifyWithdrawPin('864200', upgraded)).ok).toBe(true);
    const again = await t.call(m.withdrawPasswordConfirm, { password: '864200' }, { token: a.token });
    expect(again.code).toBe(ErrorCode.ok);
  });

  it('answers 10211 when none is set', async () => {
    const a = await newMember(t, 'wdp');
    const res = await t.call(m.withdrawPasswordConfirm, { password: '123456' }, { token: a.token });
    expect(res.code).toBe(ErrorCode.withdrawPasswordNotSet);
  });

  it('another member’s wrong tries never touch this member', async () => {
    const a = await withPassword('246810');
    const b = await withPassword('135791');
    await t.call(m.withdrawPasswordConfirm, { password: '246810' }, { token: b.token });
    expect((await memberRow(t, a.id)).withdraw_fail_count).toBe(0);
    expect((await memberRow(t, b.id)).withdraw_fail_count).toBe(1);
  });

  it('verifyWithdrawPassword (for the wallet) throws GatewayError with the same codes', async () => {
    const a = await withPassword('246810');
    await expect(verifyWithdrawPassword(t.db, a.id, '246810')).resolves.toBeUndefined();
    const err = await verifyWithdrawPassword(t.db, a.id, '111111').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as GatewayError).code).toBe(ErrorCode.withdrawPasswordWrong);
    const none = await newMember(t, 'wdp');
    const notSet = await verifyWithdrawPassword(t.db, none.id, '111111').catch((e: unknown) => e);
    expect((notSet as GatewayError).code).toBe(ErrorCode.withdrawPasswordNotSet);
  });
});

describe('withdraw password update', () => {
  it('changes it with the old one', async () => {
    const a = await withPassword('246810');
    const res = await t.call(
      m.withdrawPasswordUpdate,
      { oldPassword: '246810', password: '975310' },
      { token: a.token },
    );
    expect(res.code).toBe(ErrorCode.ok);
    expect((await verifyWithdrawPin('975310', (await hashOf(a)) ?? '')).ok).toBe(true);
  });

  it('refuses a wrong old one (10212, counted) and the same new one (10001); hash unchanged', async () => {
    const a = await withPassword('246810');
    const hash = await hashOf(a);
    const wrong = await t.call(
      m.withdrawPasswordUpdate,
      { oldPassword: '000000', password: '975310' },
      { token: a.token },
    );
    expect(wrong.code).toBe(ErrorCode.withdrawPasswordWrong);
    const same = await t.call(
      m.withdrawPasswordUpdate,
      { oldPassword: '246810', password: '246810' },
      { token: a.token },
    );
    expect(same.code).toBe(ErrorCode.badInput);
    expect(await hashOf(a)).toBe(hash);
    expect((await memberRow(t, a.id)).withdraw_fail_count).toBe(1);
  });
});

describe('withdraw password reset (code to the bound phone or email)', () => {
  it('resets with a code sent to the bound phone and lifts the lock', async () => {
    const a = await withPassword('246810');
    const phone = freshPhone();
    await setContact(t, a.name, { phone });
    await t.db.query(`update member set withdraw_locked_until = now() + interval '1 hour' where id = $1`, [
      a.id,
    ]);
    const code = await codeFor(t, 'phone', phone, 'withdrawPassword');
    const res = await t.call(m.withdrawPasswordReset, { code, password: '112233' }, { token: a.token });
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    expect((await verifyWithdrawPin('112233', (await hashOf(a)) ?? '')).ok).toBe(true);
    expect((await memberRow(t, a.id)).withdraw_locked_until).toBeNull();
    // Single use.
    const again = await t.call(m.withdrawPasswordReset, { code, password: '445566' }, { token: a.token });
    expect(again.code).toBe(ErrorCode.verificationCode);
  });

  it('resets with a code sent to the bound email', async () => {
    const a = await withPassword('246810');
    const email = freshEmail('wdp');
    await setContact(t, a.name, { email });
    const code = await codeFor(t, 'email', email, 'withdrawPassword');
    expect(
      (await t.call(m.withdrawPasswordReset, { code, password: '112233' }, { token: a.token })).code,
    ).toBe(ErrorCode.ok);
  });

  it('refuses a wrong code, a code to an unbound phone, or no contact at all; nothing changes', async () => {
    const a = await withPassword('246810');
    const phone = freshPhone();
    await setContact(t, a.name, { phone });
    const before = await memberRow(t, a.id);
    const code = await codeFor(t, 'phone', phone, 'withdrawPassword');
    const wrong = await t.call(
      m.withdrawPasswordReset,
      { code: otherCode(code), password: '112233' },
      { token: a.token },
    );
    expect(wrong.code).toBe(ErrorCode.verificationCode);
    const stranger = freshPhone();
    const strangerCode = await codeFor(t, 'phone', stranger, 'withdrawPassword');
    const unbound = await t.call(
      m.withdrawPasswordReset,
      { code: strangerCode, password: '112233' },
      { token: a.token },
    );
    expect(unbound.code).toBe(ErrorCode.verificationCode);
    expect(await memberRow(t, a.id)).toEqual(before);
    const b = await withPassword('246810');
    const none = await t.call(
      m.withdrawPasswordReset,
      { code: '123456', password: '112233' },
      { token: b.token },
    );
    expect(none.code).toBe(ErrorCode.contactMissing);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { SIGNED_LOGIN_WINDOW_MS, signedLoginSign } from '../src/modules/auth/signed-login.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { ipSource, loginInput } from './account-helpers.ts';
import { newMember } from './member-helpers.ts';

const auth = catalogue.auth;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const freshIp = ipSource(62);

function signed(name: string, password: string, ts = Date.now()) {
  const base = loginInput(name, password);
  return { ...base, ts, sign: signedLoginSign({ ...base, ts }) };
}

const call = (input: ReturnType<typeof signed>, deviceId?: string) =>
  t.call(auth.signedLogin, input, {
    remoteAddress: freshIp(),
    ...(deviceId ? { headers: { deviceId } } : {}),
  });

describe('auth.signedLogin (spec §7 "a signed-path login")', () => {
  it('logs in like login v3 and ends the other session (one device at a time)', async () => {
    const a = await newMember(t, 'sgn');
    const res = await call(signed(a.name, 'abc12345'));
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    const { token, member } = res.data as { token: string; member: { name: string } };
    expect(member.name).toBe(a.name);
    expect((await t.call(auth.changePasswordCheck, {}, { token })).code).toBe(ErrorCode.ok);
    expect((await t.call(auth.changePasswordCheck, {}, { token: a.token })).code).toBe(
      ErrorCode.loginElsewhere,
    );
  });

  it('answers 10104 for a wrong password, with a valid signature', async () => {
    const a = await newMember(t, 'sgn');
    expect((await call(signed(a.name, 'wrong1234'))).code).toBe(ErrorCode.badCredentials);
  });

  it('refuses a wrong signature, an old ts and a reused signature with 10220; no session opens', async () => {
    const a = await newMember(t, 'sgn');
    const count = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from session where member_id = $1', [a.id]))
        .rows[0]?.n;
    const before = await count();
    const good = signed(a.name, 'abc12345');
    const tampered = { ...good, sign: good.sign.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
    expect((await call(tampered)).code).toBe(ErrorCode.signatureInvalid);
    const otherName = { ...good, name: `${a.name}x` };
    expect((await call(otherName)).code).toBe(ErrorCode.signatureInvalid);
    const old = signed(a.name, 'abc12345', Date.now() - SIGNED_LOGIN_WINDOW_MS - 5_000);
    expect((await call(old)).code).toBe(ErrorCode.signatureInvalid);
    expect(await count()).toBe(before);
    expect((await call(good)).code).toBe(ErrorCode.ok);
    expect((await call(good)).code).toBe(ErrorCode.signatureInvalid);
  });

  it('refuses a malformed sign by the schema', async () => {
    const a = await newMember(t, 'sgn');
    const res = await call({ ...signed(a.name, 'abc12345'), sign: 'XYZ' });
    expect(res.code).toBe(ErrorCode.badInput);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { ipSource, loginInput, readOutbox } from './account-helpers.ts';

const auth = catalogue.auth;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const freshIp = ipSource(9);

const login = (name: string, password: string) =>
  t.call(auth.loginV3, loginInput(name, password), { remoteAddress: freshIp() });

const outbox = (target: string) => readOutbox(t, target);

/** The newest 'forgot' code sent to the target. */
async function forgotCode(target: string): Promise<string> {
  const entry = (await outbox(target)).find((e) => e.scene === 'forgot');
  expect(entry?.code).toMatch(/^\d{6}$/);
  return entry?.code ?? '';
}

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

/** Registers a member (no contact) and answers the session token. */
async function member(name: string, password: string, contact: { phone?: string; email?: string } = {}) {
  const res = await t.call(auth.registerV4, { name, password, timewd: 'encoded', birthDate: '1990-01-01' });
  expect(res.code).toBe(ErrorCode.ok);
  await t.db.query('update member set phone = $2, area_code = $3, email = $4 where name = $1', [
    name,
    contact.phone ?? null,
    contact.phone ? '86' : null,
    contact.email ?? null,
  ]);
  return (res.data as { token: string }).token;
}

async function stepOf(ticket: string) {
  const { rows } = await t.db.query<{ step: string }>('select step from password_reset where ticket = $1', [
    ticket,
  ]);
  return rows[0]?.step;
}

/** Step One by phone, answering the ticket. */
async function phoneOne(name: string, phone: string): Promise<string> {
  const res = await t.call(auth.forgotPhoneOne, { name, phone, areaCode: '86' });
  expect(res.code).toBe(ErrorCode.ok);
  return (res.data as { ticket: string }).ticket;
}

/** Steps One and Two by phone, answering the verified ticket. */
async function phoneVerified(name: string, phone: string): Promise<string> {
  const ticket = await phoneOne(name, phone);
  const two = await t.call(auth.forgotPhoneTwo, { ticket, code: await forgotCode(phone) });
  expect(two).toMatchObject({ code: ErrorCode.ok, data: { ticket } });
  return ticket;
}

describe('forgot password by phone', () => {
  it('recovers through One, Two, Three; old password and old sessions end, new password logs in', async () => {
    const phone = '13900139001';
    await t.call(auth.sendCodeV3, { channel: 'phone', target: phone, scene: 'register' });
    const [reg] = await outbox(phone);
    const registered = await t.call(auth.registerV4, {
      name: 'forgetful1',
      password: 'old12345',
      timewd: 'encoded',
      birthDate: '1990-01-01',
      phone,
      areaCode: '86',
      code: reg?.code,
    });
    expect(registered.code).toBe(ErrorCode.ok);
    const session = (registered.data as { token: string }).token;

    const one = await t.call(auth.forgotPhoneOne, { name: 'FORGETFUL1', phone, areaCode: '86' });
    expect(one).toMatchObject({
      code: ErrorCode.ok,
      data: { maskedTarget: '139********', cooldownSeconds: 60 },
    });
    const { ticket } = one.data as { ticket: string };
    expect(ticket).toMatch(/^[0-9a-f]{32}$/);
    expect(await stepOf(ticket)).toBe('sent');

    const two = await t.call(auth.forgotPhoneTwo, { ticket, code: await forgotCode(phone) });
    expect(two).toMatchObject({ code: ErrorCode.ok, data: { ticket } });
    expect(await stepOf(ticket)).toBe('verified');

    const three = await t.call(auth.forgotPhoneThree, { ticket, password: 'new12345', timewd: 'encoded' });
    expect(three).toMatchObject({ code: ErrorCode.ok, data: { ok: true } });
    expect(await stepOf(ticket)).toBe('done');

    const { rows } = await t.db.query<{ password_hash: string }>(
      "select password_hash from member where name = 'forgetful1'",
    );
    expect(rows[0]?.password_hash.startsWith('scrypt$')).toBe(true);
    expect((await t.call(auth.changePasswordCheck, {}, { token: session })).code).toBe(
      ErrorCode.passwordChanged,
    );
    expect((await login('forgetful1', 'old12345')).code).toBe(ErrorCode.badCredentials);
    expect((await login('forgetful1', 'new12345')).code).toBe(ErrorCode.ok);
  });

  it('answers 10200 without saying which part was wrong, and sends nothing', async () => {
    await member('phoneOwner', 'abc12345', { phone: '13900139002' });
    const answers = await Promise.all([
      t.call(auth.forgotPhoneOne, { name: 'someoneElse', phone: '13900139002', areaCode: '86' }),
      t.call(auth.forgotPhoneOne, { name: 'phoneOwner', phone: '13900139099', areaCode: '86' }),
      t.call(auth.forgotPhoneOne, { name: 'phoneOwner', phone: '13900139002', areaCode: '852' }),
    ]);
    for (const res of answers) expect(res).toMatchObject({ code: ErrorCode.notFound, msg: '账号信息不匹配' });
    expect(await outbox('13900139002')).toEqual([]);
  });

  it('keeps the 60 s cooldown of sendCode', async () => {
    await member('coolDown1', 'abc12345', { phone: '13900139003' });
    await phoneOne('coolDown1', '13900139003');
    const again = await t.call(auth.forgotPhoneOne, {
      name: 'coolDown1',
      phone: '13900139003',
      areaCode: '86',
    });
    expect(again.code).toBe(ErrorCode.rateLimitedCall);
    expect((again.data as { cooldownSeconds: number }).cooldownSeconds).toBeGreaterThan(55);
    expect(again.msg).toMatch(/^发送过于频繁，请\d+秒后再试$/);
  });

  it('answers 10409 for a wrong code and leaves the ticket at sent', async () => {
    await member('wrongCode1', 'abc12345', { phone: '13900139004' });
    const ticket = await phoneOne('wrongCode1', '13900139004');
    const code = await forgotCode('13900139004');
    const bad = await t.call(auth.forgotPhoneTwo, { ticket, code: wrongOf(code) });
    expect(bad).toMatchObject({ code: ErrorCode.verificationCode, msg: '验证码错误' });
    expect(await stepOf(ticket)).toBe('sent');
    expect((await t.call(auth.forgotPhoneTwo, { ticket, code })).code).toBe(ErrorCode.ok);
  });

  it('refuses step Three before step Two', async () => {
    await member('skipTwo1', 'abc12345', { phone: '13900139005' });
    const ticket = await phoneOne('skipTwo1', '13900139005');
    const three = await t.call(auth.forgotPhoneThree, { ticket, password: 'new12345', timewd: 'encoded' });
    expect(three).toMatchObject({ code: ErrorCode.notFound, msg: '重置链接已失效，请重新开始' });
    expect(await stepOf(ticket)).toBe('sent');
    expect((await login('skipTwo1', 'abc12345')).code).toBe(ErrorCode.ok);
  });

  it('spends the ticket once', async () => {
    await member('singleUse1', 'abc12345', { phone: '13900139006' });
    const ticket = await phoneVerified('singleUse1', '13900139006');
    const first = await t.call(auth.forgotPhoneThree, { ticket, password: 'new12345', timewd: 'encoded' });
    expect(first.code).toBe(ErrorCode.ok);
    const second = await t.call(auth.forgotPhoneThree, { ticket, password: 'xyz12345', timewd: 'encoded' });
    expect(second).toMatchObject({ code: ErrorCode.notFound, msg: '重置链接已失效，请重新开始' });
    expect((await login('singleUse1', 'new12345')).code).toBe(ErrorCode.ok);
    expect((await login('singleUse1', 'xyz12345')).code).toBe(ErrorCode.badCredentials);
  });

  it('refuses an expired ticket at step Two and step Three', async () => {
    await member('expired01', 'abc12345', { phone: '13900139007' });
    const sent = await phoneOne('expired01', '13900139007');
    await t.db.query("update password_reset set expires_at = now() - interval '1 second' where ticket = $1", [
      sent,
    ]);
    const two = await t.call(auth.forgotPhoneTwo, { ticket: sent, code: await forgotCode('13900139007') });
    expect(two).toMatchObject({ code: ErrorCode.notFound, msg: '重置链接已失效，请重新开始' });

    await t.db.query("update outbox set created_at = created_at - interval '61 seconds' where target = $1", [
      '13900139007',
    ]);
    const verified = await phoneVerified('expired01', '13900139007');
    await t.db.query("update password_reset set expires_at = now() - interval '1 second' where ticket = $1", [
      verified,
    ]);
    const three = await t.call(auth.forgotPhoneThree, {
      ticket: verified,
      password: 'new12345',
      timewd: 'encoded',
    });
    expect(three).toMatchObject({ code: ErrorCode.notFound, msg: '重置链接已失效，请重新开始' });
    expect((await login('expired01', 'abc12345')).code).toBe(ErrorCode.ok);
  });

  it.each([
    ['too short', 'badPass06', '13900139016', 'abc123', '密码长度为8-12位'],
    ['without a digit', 'badPass08', '13900139018', 'abcdefgh', '密码须为8-12位字母和数字的组合'],
    ['equal to the name', 'badPass09', '13900139019', 'BADPASS09', '密码不能与用户名相同'],
  ])(
    'refuses a new password %s with 10001; the old one still logs in',
    async (_t, name, phone, password, msg) => {
      await member(name, 'abc12345', { phone });
      const ticket = await phoneVerified(name, phone);
      const res = await t.call(auth.forgotPhoneThree, { ticket, password, timewd: 'encoded' });
      expect(res).toMatchObject({ code: ErrorCode.badInput, msg, data: { field: 'password' } });
      expect(await stepOf(ticket)).toBe('verified');
      expect((await login(name, 'abc12345')).code).toBe(ErrorCode.ok);
    },
  );

  it('does not accept a phone ticket on the email calls', async () => {
    await member('crossOver1', 'abc12345', { phone: '13900139020' });
    const ticket = await phoneOne('crossOver1', '13900139020');
    const two = await t.call(auth.forgotEmailTwo, { ticket, code: await forgotCode('13900139020') });
    expect(two.code).toBe(ErrorCode.notFound);
  });
});

describe('forgot password by email', () => {
  it('recovers through One, Two, Three with a masked email and ends the sessions', async () => {
    const session = await member('mailForget', 'old12345', { email: 'Mail.Forget@Example.com' });
    const one = await t.call(auth.forgotEmailOne, { name: 'mailforget', email: 'mail.forget@example.com' });
    expect(one).toMatchObject({
      code: ErrorCode.ok,
      data: { maskedTarget: 'M***@Example.com', cooldownSeconds: 60 },
    });
    const { ticket } = one.data as { ticket: string };

    const code = await forgotCode('mail.forget@example.com');
    const bad = await t.call(auth.forgotEmailTwo, { ticket, code: wrongOf(code) });
    expect(bad).toMatchObject({ code: ErrorCode.verificationCode, msg: '验证码错误' });
    expect(await stepOf(ticket)).toBe('sent');
    expect((await t.call(auth.forgotEmailTwo, { ticket, code })).code).toBe(ErrorCode.ok);

    const three = await t.call(auth.forgotEmailThree, { ticket, password: 'new12345', timewd: 'encoded' });
    expect(three).toMatchObject({ code: ErrorCode.ok, data: { ok: true } });
    expect((await t.call(auth.changePasswordCheck, {}, { token: session })).code).toBe(
      ErrorCode.passwordChanged,
    );
    expect((await login('mailForget', 'old12345')).code).toBe(ErrorCode.badCredentials);
    expect((await login('mailForget', 'new12345')).code).toBe(ErrorCode.ok);
  });

  it('answers 10200 for a name and email of two different members', async () => {
    await member('mailOwnerA', 'abc12345', { email: 'owner.a@example.com' });
    await member('mailOwnerB', 'abc12345', { email: 'owner.b@example.com' });
    const res = await t.call(auth.forgotEmailOne, { name: 'mailOwnerA', email: 'owner.b@example.com' });
    expect(res).toMatchObject({ code: ErrorCode.notFound, msg: '账号信息不匹配' });
  });

  it('clears the wrong-password count so the next login needs no verification', async () => {
    await member('mailMiss01', 'abc12345', { email: 'miss01@example.com' });
    for (let i = 0; i < 3; i += 1) await login('mailMiss01', 'wrong123');
    expect((await login('mailMiss01', 'abc12345')).code).toBe(ErrorCode.needSafe);
    const one = await t.call(auth.forgotEmailOne, { name: 'mailMiss01', email: 'miss01@example.com' });
    const { ticket } = one.data as { ticket: string };
    await t.call(auth.forgotEmailTwo, { ticket, code: await forgotCode('miss01@example.com') });
    expect(
      (await t.call(auth.forgotEmailThree, { ticket, password: 'new12345', timewd: 'encoded' })).code,
    ).toBe(ErrorCode.ok);
    expect((await login('mailMiss01', 'new12345')).code).toBe(ErrorCode.ok);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue, verifyScopeOf, type LoginInput } from '@arena/protocol';
import { issueVerifyTicket } from '../src/modules/verify/verify-ticket-repository.ts';
import { consumeCode, issueCode } from '../src/modules/auth/outbox-repository.ts';
import { ADMIN_HEADERS as ADMIN, createTestApp, type TestApp } from './test-app.ts';
import { ipSource, loginInput, readOutbox } from './account-helpers.ts';

const auth = catalogue.auth;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const freshIp = ipSource(0);

function login(
  name: string,
  password: string,
  opts: { ip?: string; deviceId?: string; ticket?: string } = {},
) {
  const input = opts.ticket
    ? ({ ...loginInput(name, password), captchaVerification: opts.ticket } as LoginInput)
    : loginInput(name, password);
  return t.call(auth.loginV3, input, {
    remoteAddress: opts.ip ?? freshIp(),
    ...(opts.deviceId ? { headers: { deviceId: opts.deviceId } } : {}),
  });
}

async function register(name: string, password: string, extra: object = {}) {
  return t.call(auth.registerV4, { name, password, timewd: 'encoded', birthDate: '1990-01-01', ...extra });
}

/** Registers a member and answers their session token. */
async function member(name: string, password = 'abc12345'): Promise<string> {
  const res = await register(name, password);
  expect(res.code).toBe(ErrorCode.ok);
  return (res.data as { token: string }).token;
}

const tokenOf = (res: { data: unknown }) => (res.data as { token: string }).token;
const memberCall = (token: string) => t.call(auth.changePasswordCheck, {}, { token });

const outbox = (target: string) => readOutbox(t, target);

async function memberCount(name: string) {
  const { rows } = await t.db.query<{ n: number }>(
    'select count(*)::int as n from member where lower(name) = lower($1)',
    [name],
  );
  return rows[0]?.n ?? 0;
}

describe('register v4', () => {
  it('creates the member with a scrypt hash, the codes and a live session', async () => {
    const res = await register('alice01', 'abc12345', { inviteCode: 'INV123', recommenderCode: 'R9' });
    expect(res.code).toBe(ErrorCode.ok);
    const data = res.data as { token: string; member: { name: string }; mustChangePassword: boolean };
    expect(data.member.name).toBe('alice01');
    expect(data.mustChangePassword).toBe(false);
    const { rows } = await t.db.query<{
      password_hash: string;
      invite_code: string;
      recommender_code: string;
    }>("select password_hash, invite_code, recommender_code from member where name = 'alice01'");
    expect(rows[0]?.password_hash.startsWith('scrypt$')).toBe(true);
    expect(rows[0]?.password_hash).not.toContain('abc12345');
    expect(rows[0]).toMatchObject({ invite_code: 'INV123', recommender_code: 'R9' });
    expect((await memberCall(data.token)).code).toBe(ErrorCode.ok);
  });

  it.each([
    ['rejects a short password', 'bob001', 'abc123', 'password', '密码长度为8-12位'],
    [
      'rejects a password without a digit',
      'bob002',
      'abcdefgh',
      'password',
      '密码须为8-12位字母和数字的组合',
    ],
    ['rejects a password equal to the user name', 'Carol99x', 'carol99X', 'password', '密码不能与用户名相同'],
    ['rejects a name not starting with a letter', '1bob', 'abc12345', 'name', '用户名须以字母开头'],
    [
      'rejects a name with other characters',
      'bob-01',
      'abc12345',
      'name',
      '用户名只能包含字母、数字和下划线',
    ],
  ])('%s with 10001, the spec message and no row', async (_title, name, password, field, msg) => {
    const res = await register(name, password);
    expect(res).toMatchObject({ code: ErrorCode.badInput, msg, data: { field } });
    expect(await memberCount(name)).toBe(0);
  });

  it('refuses a taken name in any case with 10201', async () => {
    await member('takenName');
    const res = await register('TAKENNAME', 'abc12345');
    expect(res).toMatchObject({ code: ErrorCode.conflict, msg: '用户名已被注册' });
    expect(await memberCount('takenname')).toBe(1);
  });

  it('lets exactly one of two concurrent registrations of a name win', async () => {
    const answers = await Promise.all([register('raceName', 'abc12345'), register('RACENAME', 'xyz12345')]);
    expect(answers.map((a) => a.code).sort()).toEqual([ErrorCode.ok, ErrorCode.conflict]);
    expect(await memberCount('racename')).toBe(1);
  });

  it('needs the outbox code of the phone, spends it and stores the phone', async () => {
    const phone = '13800138000';
    const noCode = await register('phoneUser', 'abc12345', { phone, areaCode: '86' });
    expect(noCode).toMatchObject({ code: ErrorCode.badInput, data: { field: 'code' } });
    const sent = await t.call(auth.sendCodeV3, { channel: 'phone', target: phone, scene: 'register' });
    expect(sent).toMatchObject({ code: 0, data: { cooldownSeconds: 60, expiresInSeconds: 300 } });
    const [entry] = await outbox(phone);
    expect(entry?.code).toMatch(/^\d{6}$/);
    const wrong = entry?.code === '000000' ? '111111' : '000000';
    const bad = await register('phoneUser', 'abc12345', { phone, code: wrong });
    expect(bad.code).toBe(ErrorCode.verificationCode);
    expect(await memberCount('phoneUser')).toBe(0);
    const ok = await register('phoneUser', 'abc12345', { phone, code: entry?.code });
    expect(ok.code).toBe(ErrorCode.ok);
    const { rows } = await t.db.query<{ phone: string }>("select phone from member where name = 'phoneUser'");
    expect(rows[0]?.phone).toBe(phone);
    expect((await outbox(phone))[0]?.usedAt).not.toBeNull();
    const again = await register('phoneUser2', 'abc12345', { phone, code: entry?.code });
    expect(again).toMatchObject({ code: ErrorCode.conflict, msg: '手机号已被注册' });
  });
});

describe('checkName v1/v2/v3', () => {
  it('tells a free name from a taken one and suggests a free variant', async () => {
    await member('checkMe');
    const taken = await t.call(auth.checkNameV1, { name: 'CHECKME' });
    expect(taken.code).toBe(0);
    expect((taken.data as { available: boolean }).available).toBe(false);
    expect((taken.data as { suggestion: string }).suggestion).toMatch(/^CHECKME\d{3}$/);
    expect((await t.call(auth.checkNameV1, { name: 'freeName1' })).data).toEqual({
      available: true,
      suggestion: null,
    });
    const bad = await t.call(auth.checkNameV1, { name: '9abc' });
    expect(bad).toMatchObject({ code: ErrorCode.badInput, msg: '用户名须以字母开头' });
  });

  it('checks phone and email', async () => {
    await t.db.query(
      "update member set phone = '13900000001', email = 'used@example.com' where name = 'checkMe'",
    );
    const phone = await t.call(auth.checkNameV2, { phone: '13900000001', areaCode: '86' });
    expect((phone.data as { available: boolean }).available).toBe(false);
    const free = await t.call(auth.checkNameV2, { phone: '13900000002', areaCode: '86' });
    expect((free.data as { available: boolean }).available).toBe(true);
    const email = await t.call(auth.checkNameV3, { email: 'USED@example.com' });
    expect((email.data as { available: boolean }).available).toBe(false);
  });
});

describe('sendCode v3 and the outbox', () => {
  it('keeps a 60 s cooldown per target and scene', async () => {
    const req = { channel: 'email', target: 'cool@example.com', scene: 'bindEmail' } as const;
    expect((await t.call(auth.sendCodeV3, req)).code).toBe(0);
    const again = await t.call(auth.sendCodeV3, req);
    expect(again.code).toBe(ErrorCode.rateLimitedCall);
    const left = (again.data as { cooldownSeconds: number }).cooldownSeconds;
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60);
    expect((await t.call(auth.sendCodeV3, { ...req, scene: 'register' })).code).toBe(0);
    await t.db.query(
      "update outbox set created_at = created_at - interval '61 seconds' where target = 'cool@example.com'",
    );
    expect((await t.call(auth.sendCodeV3, req)).code).toBe(0);
    const list = await outbox('cool@example.com');
    expect(list.map((e) => e.scene)).toEqual(['bindEmail', 'register', 'bindEmail']);
  });

  it('refuses a malformed target with the spec message', async () => {
    const res = await t.call(auth.sendCodeV3, {
      channel: 'email',
      target: 'not-an-email',
      scene: 'register',
    });
    expect(res).toMatchObject({
      code: ErrorCode.badInput,
      msg: '请输入正确的邮箱地址',
      data: { field: 'target' },
    });
  });

  it('spends a code once, never after it expires, and kills it after 5 wrong tries', async () => {
    const now = new Date();
    const first = await issueCode(t.db, { channel: 'phone', target: '13700000001', scene: 'login' }, now);
    if (!first.issued) throw new Error('not issued');
    const req = { target: '13700000001', scene: 'login', code: first.code };
    expect(await consumeCode(t.db, req, now)).toBe(true);
    expect(await consumeCode(t.db, req, now)).toBe(false);

    const second = await issueCode(t.db, { channel: 'phone', target: '13700000002', scene: 'login' }, now);
    if (!second.issued) throw new Error('not issued');
    const late = new Date(now.getTime() + 5 * 60 * 1000 + 1);
    expect(await consumeCode(t.db, { target: '13700000002', scene: 'login', code: second.code }, late)).toBe(
      false,
    );

    const third = await issueCode(t.db, { channel: 'phone', target: '13700000003', scene: 'login' }, now);
    if (!third.issued) throw new Error('not issued');
    const wrong = third.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1)
      expect(await consumeCode(t.db, { target: '13700000003', scene: 'login', code: wrong }, now)).toBe(
        false,
      );
    expect(await consumeCode(t.db, { target: '13700000003', scene: 'login', code: third.code }, now)).toBe(
      false,
    );
  });

  it('keeps the outbox behind the operator token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/outbox' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('ends the first session when the member logs in again (10101)', async () => {
    const registered = await member('twoDevices');
    const first = await login('twoDevices', 'abc12345');
    expect(first.code).toBe(0);
    expect((await memberCall(registered)).code).toBe(ErrorCode.loginElsewhere);
    const second = await login('twoDevices', 'abc12345');
    expect((await memberCall(tokenOf(first))).code).toBe(ErrorCode.loginElsewhere);
    expect((await memberCall(tokenOf(second))).code).toBe(0);
  });

  it('adds a security notice for a login from a new device and acknowledges it', async () => {
    await member('noticeMe');
    const same = await login('noticeMe', 'abc12345');
    expect((await t.call(auth.securityNoticeList, {}, { token: tokenOf(same) })).data).toEqual({ list: [] });
    const other = await login('noticeMe', 'abc12345', { deviceId: 'second-phone' });
    const token = tokenOf(other);
    const list = (await t.call(auth.securityNoticeList, {}, { token })).data as {
      list: { id: string; title: string; acknowledged: boolean }[];
    };
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ title: '新设备登录', acknowledged: false });
    const id = list.list[0]?.id ?? '';
    expect((await t.call(auth.securityNoticeAck, { id }, { token })).code).toBe(0);
    const after = (await t.call(auth.securityNoticeList, {}, { token })).data as {
      list: { acknowledged: boolean }[];
    };
    expect(after.list[0]?.acknowledged).toBe(true);
    expect((await t.call(auth.securityNoticeAck, { id: '999999' }, { token })).code).toBe(ErrorCode.notFound);
  });

  it('signs out the current device with logoutSetup', async () => {
    const token = await member('setupOut');
    expect((await t.call(auth.logoutSetup, { scope: 'current' }, { token })).code).toBe(0);
    expect((await memberCall(token)).status).toBe(401);
  });

  it('reports mustChange only when the flag is set', async () => {
    const token = await member('flagged');
    expect((await memberCall(token)).data).toEqual({ mustChange: false, reason: 'none' });
    await t.db.query("update member set must_change_password = true where name = 'flagged'");
    expect((await memberCall(token)).data).toEqual({ mustChange: true, reason: 'reset' });
  });

  it('changes the password, ends every session with 10103 and logs in with the new one', async () => {
    const token = await member('change01', 'old12345');
    const input = (oldPassword: string, password: string) => ({ oldPassword, password, timewd: 'encoded' });
    const wrongOld = await t.call(auth.updatePass, input('bad12345', 'new12345'), { token });
    expect(wrongOld).toMatchObject({ code: ErrorCode.badCredentials, msg: '原密码错误' });
    const same = await t.call(auth.updatePass, input('old12345', 'old12345'), { token });
    expect(same).toMatchObject({ code: ErrorCode.badInput, data: { field: 'password' } });
    const asName = await t.call(auth.updatePass, input('old12345', 'CHANGE01'), { token });
    expect(asName).toMatchObject({ code: ErrorCode.badInput, msg: '密码不能与用户名相同' });
    const weak = await t.call(auth.updatePass, input('old12345', 'short1'), { token });
    expect(weak).toMatchObject({ code: ErrorCode.badInput, msg: '密码长度为8-12位' });
    expect((await memberCall(token)).code).toBe(0);

    expect((await t.call(auth.updatePass, input('old12345', 'new12345'), { token })).code).toBe(0);
    const ended = await memberCall(token);
    expect(ended).toMatchObject({ code: ErrorCode.passwordChanged, msg: '密码已修改，请重新登录' });
    expect((await login('change01', 'old12345')).code).toBe(ErrorCode.badCredentials);
    expect((await login('change01', 'new12345')).code).toBe(0);
  });

  it('blocks a member: the session ends with 10102 and login is refused until unblocked', async () => {
    const token = await member('blockMe');
    const res = await t.app.inject({ method: 'POST', url: '/admin/members/blockMe/block', headers: ADMIN });
    expect(res.json()).toMatchObject({ code: 0, data: { name: 'blockMe', status: 2, endedSessions: 1 } });
    expect((await memberCall(token)).code).toBe(ErrorCode.accountBlocked);
    expect((await login('blockMe', 'abc12345')).code).toBe(ErrorCode.accountBlocked);
    await t.app.inject({ method: 'POST', url: '/admin/members/blockMe/unblock', headers: ADMIN });
    expect((await login('blockMe', 'abc12345')).code).toBe(0);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin/members/nobody/block',
      headers: ADMIN,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('brute force', () => {
  it('answers 10020 from the 3rd miss on, and lets a verified retry in', async () => {
    await member('guessMe', 'right123');
    expect(await login('guessMe', 'wrong123')).toMatchObject({
      code: ErrorCode.badCredentials,
      msg: '用户名或密码错误',
    });
    expect((await login('guessMe', 'wrong123')).code).toBe(ErrorCode.badCredentials);
    const third = await login('guessMe', 'wrong123');
    expect(third).toMatchObject({ code: ErrorCode.needSafe, data: { imageCode: 1, afs: 1, anji: 1 } });
    expect((await login('guessMe', 'right123')).code).toBe(ErrorCode.needSafe);

    // A ticket solved for this login (spec §4: bound to the call and the login name).
    const scope = verifyScopeOf(auth.loginV3.id, { name: 'guessMe' });
    const ticket = await issueVerifyTicket(t.db, new Date(), scope);
    expect((await login('guessMe', 'right123', { ticket })).code).toBe(0);
    // The count starts again after a success.
    expect((await login('guessMe', 'wrong123')).code).toBe(ErrorCode.badCredentials);
  });

  it('answers an unknown name exactly like a wrong password', async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await login('ghostName', 'wrong123'));
    expect(answers[0]).toMatchObject({ code: ErrorCode.badCredentials, msg: '用户名或密码错误' });
    expect(answers[2]?.code).toBe(ErrorCode.needSafe);
  });

  it('limits one IP to 20 login attempts a minute', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 20; i += 1)
      expect((await login(`nobody${i}`, 'wrong123', { ip })).code).toBe(ErrorCode.badCredentials);
    const refused = await login('nobodyMore', 'wrong123', { ip });
    expect(refused.code).toBe(ErrorCode.rateLimitedIp);
    expect((await login('nobodyMore', 'wrong123', { ip: '192.0.2.78' })).code).toBe(ErrorCode.badCredentials);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { DORMANT_AFTER_DAYS } from '../src/modules/auth/dormant-service.ts';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import { ipSource, loginInput } from './account-helpers.ts';
import {
  codeFor,
  freshEmail,
  freshPhone,
  memberRow,
  newMember,
  otherCode,
  setContact,
} from './member-helpers.ts';

const auth = catalogue.auth;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const freshIp = ipSource(61);
const login = (name: string, password = 'abc12345') =>
  t.call(auth.loginV3, loginInput(name, password), { remoteAddress: freshIp() });

const markDormant = (name: string) =>
  t.app.inject({ method: 'POST', url: `/admin/members/${name}/dormant`, headers: ADMIN_HEADERS });

/** Pretends the member's last sign of life was `days` ago. */
async function idleFor(memberId: number, days: number) {
  const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  await t.db.query('update session set created_at = $2 where member_id = $1', [memberId, at]);
  await t.db.query('update member set created_at = $2 where id = $1', [memberId, at]);
}

describe('dormant members (spec §4 "states: not shown"; docs/member-profile.md)', () => {
  it('an operator marks a member dormant: sessions end, login answers 10210 with the masked contacts', async () => {
    const a = await newMember(t, 'dor');
    const phone = freshPhone();
    await setContact(t, a.name, { phone });
    const res = await markDormant(a.name);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { endedSessions: number } }>().data.endedSessions).toBe(1);
    expect((await t.call(catalogue.member.getMemberInfoForWeb, {}, { token: a.token })).status).toBe(401);
    const refused = await login(a.name);
    expect(refused.code).toBe(ErrorCode.memberDormant);
    expect(refused.data).toEqual({ maskedPhone: `${phone.slice(0, 3)}********`, maskedEmail: null });
    // A wrong password still answers 10104: the dormant state shows only to the password holder.
    expect((await login(a.name, 'wrong1234')).code).toBe(ErrorCode.badCredentials);
  });

  it(`becomes dormant at login after ${DORMANT_AFTER_DAYS} days without one`, async () => {
    const a = await newMember(t, 'dor');
    await idleFor(a.id, DORMANT_AFTER_DAYS - 1);
    expect((await login(a.name)).code).toBe(ErrorCode.ok);
    await idleFor(a.id, DORMANT_AFTER_DAYS + 1);
    expect((await t.call(auth.dormantCheck, { name: a.name })).data).toEqual({
      dormant: true,
      maskedPhone: null,
      maskedEmail: null,
    });
    expect((await login(a.name)).code).toBe(ErrorCode.memberDormant);
    expect(await memberRow(t, a.id)).toMatchObject({ status: 0 });
  });

  it('dormantCheck says false for active and unknown names', async () => {
    const a = await newMember(t, 'dor');
    for (const name of [a.name, 'nobody-here-xyz'])
      expect((await t.call(auth.dormantCheck, { name })).data).toEqual({
        dormant: false,
        maskedPhone: null,
        maskedEmail: null,
      });
  });

  it('activates with a dormant code sent to the bound email; login works again', async () => {
    const a = await newMember(t, 'dor');
    const email = freshEmail('dor');
    await setContact(t, a.name, { email });
    await markDormant(a.name);
    const check = await t.call(auth.dormantCheck, { name: a.name });
    expect(check.data).toMatchObject({ dormant: true, maskedEmail: `${email[0]}***@example.com` });
    const code = await codeFor(t, 'email', email, 'dormant');
    const res = await t.call(auth.dormantActivate, { name: a.name, code });
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    expect(await memberRow(t, a.id)).toMatchObject({ status: 1, dormant_since: null });
    expect((await login(a.name)).code).toBe(ErrorCode.ok);
  });

  it('activation after long idleness counts as a sign of life', async () => {
    const a = await newMember(t, 'dor');
    const phone = freshPhone();
    await setContact(t, a.name, { phone });
    await idleFor(a.id, DORMANT_AFTER_DAYS + 5);
    const code = await codeFor(t, 'phone', phone, 'dormant');
    expect((await t.call(auth.dormantActivate, { name: a.name, code })).code).toBe(ErrorCode.ok);
    expect((await login(a.name)).code).toBe(ErrorCode.ok);
  });

  it('refuses a wrong code, an active member and a dormant member with no contact; nothing changes', async () => {
    const a = await newMember(t, 'dor');
    const phone = freshPhone();
    await setContact(t, a.name, { phone });
    await markDormant(a.name);
    const code = await codeFor(t, 'phone', phone, 'dormant');
    const wrong = await t.call(auth.dormantActivate, { name: a.name, code: otherCode(code) });
    expect(wrong.code).toBe(ErrorCode.verificationCode);
    expect((await memberRow(t, a.id)).status).toBe(0);

    const active = await newMember(t, 'dor');
    expect((await t.call(auth.dormantActivate, { name: active.name, code: '123456' })).code).toBe(
      ErrorCode.notFound,
    );

    const bare = await newMember(t, 'dor');
    await markDormant(bare.name);
    expect((await t.call(auth.dormantActivate, { name: bare.name, code: '123456' })).code).toBe(
      ErrorCode.contactMissing,
    );
    expect((await memberRow(t, bare.id)).status).toBe(0);
  });

  it('the operator endpoint answers 404 for unknown or blocked members and needs the token', async () => {
    expect((await markDormant('nobody-here-xyz')).statusCode).toBe(404);
    const a = await newMember(t, 'dor');
    await t.app.inject({ method: 'POST', url: `/admin/members/${a.name}/block`, headers: ADMIN_HEADERS });
    expect((await markDormant(a.name)).statusCode).toBe(404);
    expect((await memberRow(t, a.id)).status).toBe(2);
    const noToken = await t.app.inject({ method: 'POST', url: `/admin/members/${a.name}/dormant` });
    expect(noToken.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { readOutbox } from './account-helpers.ts';
import {
  codeFor,
  freshEmail,
  freshPhone,
  memberRow,
  newMember,
  otherCode,
  setContact,
} from './member-helpers.ts';

const m = catalogue.member;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function notices(memberId: number): Promise<string[]> {
  const { rows } = await t.db.query<{ title: string }>(
    'select title from security_notice where member_id = $1 order by id',
    [memberId],
  );
  return rows.map((r) => r.title);
}

describe('bind phone: updateInfoVal v4', () => {
  it('binds a phone with its bindPhone code, once, and adds a security notice', async () => {
    const a = await newMember(t, 'bph');
    const phone = freshPhone();
    const code = await codeFor(t, 'phone', phone, 'bindPhone');
    const res = await t.call(m.updateInfoValV4, { phone, areaCode: '86', code }, { token: a.token });
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    expect(await memberRow(t, a.id)).toMatchObject({ phone, area_code: '86' });
    expect(await notices(a.id)).toContain('手机号已绑定');
    // Single use: the same code cannot bind again (another member tries it).
    const b = await newMember(t, 'bph');
    const again = await t.call(m.updateInfoValV4, { phone, areaCode: '86', code }, { token: b.token });
    expect(again.code).toBe(ErrorCode.contactTaken);
    expect((await readOutbox(t, phone))[0]?.usedAt).not.toBeNull();
  });

  it('refuses a wrong code (10409), a reused code and a code of another scene; nothing bound', async () => {
    const a = await newMember(t, 'bph');
    const phone = freshPhone();
    const code = await codeFor(t, 'phone', phone, 'bindPhone');
    const before = await memberRow(t, a.id);
    const wrong = await t.call(
      m.updateInfoValV4,
      { phone, areaCode: '86', code: otherCode(code) },
      { token: a.token },
    );
    expect(wrong.code).toBe(ErrorCode.verificationCode);
    const otherPhone = freshPhone();
    const dormantCode = await codeFor(t, 'phone', otherPhone, 'dormant');
    const scene = await t.call(
      m.updateInfoValV4,
      { phone: otherPhone, areaCode: '86', code: dormantCode },
      { token: a.token },
    );
    expect(scene.code).toBe(ErrorCode.verificationCode);
    expect(await memberRow(t, a.id)).toEqual(before);
  });

  it('refuses an expired code', async () => {
    const a = await newMember(t, 'bph');
    const phone = freshPhone();
    const code = await codeFor(t, 'phone', phone, 'bindPhone');
    await t.db.query(`update outbox set expires_at = now() - interval '1 second' where target = $1`, [phone]);
    const res = await t.call(m.updateInfoValV4, { phone, areaCode: '86', code }, { token: a.token });
    expect(res.code).toBe(ErrorCode.verificationCode);
    expect((await memberRow(t, a.id)).phone).toBeNull();
  });

  it('refuses a phone bound to another member (10215) without spending the code', async () => {
    const a = await newMember(t, 'bph');
    const b = await newMember(t, 'bph');
    const phone = freshPhone();
    await setContact(t, b.name, { phone });
    const code = await codeFor(t, 'phone', phone, 'bindPhone');
    const res = await t.call(m.updateInfoValV4, { phone, areaCode: '86', code }, { token: a.token });
    expect(res.code).toBe(ErrorCode.contactTaken);
    expect((await memberRow(t, a.id)).phone).toBeNull();
    expect((await memberRow(t, b.id)).phone).toBe(phone);
  });

  it('refuses a mainland number of 10 digits (spec §5, 10001) and a second bind (10216: review)', async () => {
    const a = await newMember(t, 'bph');
    const bad = await t.call(
      m.updateInfoValV4,
      { phone: '1380000111', areaCode: '86', code: '123456' },
      { token: a.token },
    );
    expect(bad.code).toBe(ErrorCode.badInput);
    expect(bad.data).toMatchObject({ field: 'phone' });
    const phone = freshPhone();
    await setContact(t, a.name, { phone });
    const second = freshPhone();
    const code = await codeFor(t, 'phone', second, 'bindPhone');
    const res = await t.call(m.updateInfoValV4, { phone: second, areaCode: '86', code }, { token: a.token });
    expect(res.code).toBe(ErrorCode.changeNeedsReview);
    expect((await memberRow(t, a.id)).phone).toBe(phone);
  });
});

describe('bind email: updateInfoVal v5', () => {
  it('binds, then changes the email with a code to the new address; notices for both', async () => {
    const a = await newMember(t, 'bem');
    const first = freshEmail('Bind');
    let code = await codeFor(t, 'email', first, 'bindEmail');
    expect((await t.call(m.updateInfoValV5, { email: first, code }, { token: a.token })).code).toBe(
      ErrorCode.ok,
    );
    expect((await memberRow(t, a.id)).email).toBe(first.toLowerCase());
    const second = freshEmail('bind');
    code = await codeFor(t, 'email', second, 'bindEmail');
    expect((await t.call(m.updateInfoValV5, { email: second, code }, { token: a.token })).code).toBe(
      ErrorCode.ok,
    );
    expect((await memberRow(t, a.id)).email).toBe(second);
    expect(await notices(a.id)).toEqual(expect.arrayContaining(['邮箱已绑定', '邮箱已更换']));
  });

  it('refuses the same email, a taken email (any case) and a wrong code; nothing changes', async () => {
    const a = await newMember(t, 'bem');
    const b = await newMember(t, 'bem');
    const mine = freshEmail('mine');
    const theirs = freshEmail('theirs');
    await setContact(t, a.name, { email: mine });
    await setContact(t, b.name, { email: theirs });
    const before = await memberRow(t, a.id);
    const same = await t.call(
      m.updateInfoValV5,
      { email: mine.toUpperCase(), code: '123456' },
      { token: a.token },
    );
    expect(same.code).toBe(ErrorCode.badInput);
    const takenCode = await codeFor(t, 'email', theirs, 'bindEmail');
    const taken = await t.call(
      m.updateInfoValV5,
      { email: theirs.toUpperCase(), code: takenCode },
      { token: a.token },
    );
    expect(taken.code).toBe(ErrorCode.contactTaken);
    const fresh = freshEmail('fresh');
    const code = await codeFor(t, 'email', fresh, 'bindEmail');
    const wrong = await t.call(
      m.updateInfoValV5,
      { email: fresh, code: otherCode(code) },
      { token: a.token },
    );
    expect(wrong.code).toBe(ErrorCode.verificationCode);
    expect(await memberRow(t, a.id)).toEqual(before);
    expect((await memberRow(t, b.id)).email).toBe(theirs);
  });

  it('refuses a malformed email by the schema', async () => {
    const a = await newMember(t, 'bem');
    const res = await t.call(
      m.updateInfoValV5,
      { email: 'not-an-email', code: '123456' },
      { token: a.token },
    );
    expect(res.code).toBe(ErrorCode.badInput);
    expect((await memberRow(t, a.id)).email).toBeNull();
  });
});

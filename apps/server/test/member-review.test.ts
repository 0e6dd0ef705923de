import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import {
  codeFor,
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

interface ReviewItem {
  id: string;
  memberId: string;
  kind: 'name' | 'phone';
  status: string;
  newValue: string;
  remark: string;
}

async function pendingOf(member: TestMember): Promise<ReviewItem[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/admin/reviews?status=pending',
    headers: ADMIN_HEADERS,
  });
  expect(res.statusCode).toBe(200);
  return res
    .json<{ data: { list: ReviewItem[] } }>()
    .data.list.filter((r) => r.memberId === String(member.id));
}

const decide = (id: string, verb: 'approve' | 'reject', remark?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/admin/reviews/${id}/${verb}`,
    headers: ADMIN_HEADERS,
    payload: remark === undefined ? {} : { remark },
  });

async function withRealName(realName = '张三'): Promise<TestMember> {
  const a = await newMember(t, 'rev');
  expect((await t.call(m.realNameSet, { realName }, { token: a.token })).code).toBe(ErrorCode.ok);
  return a;
}

describe('real-name modification review', () => {
  it('submits a pending review; the operator approves it and the name changes', async () => {
    const a = await withRealName('张三');
    expect((await t.call(m.nameModifyStatus, {}, { token: a.token })).data).toEqual({
      status: 'none',
      submittedAt: null,
      remark: '',
    });
    const res = await t.call(m.nameModifySubmit, { realName: '张三丰', reason: '改名' }, { token: a.token });
    expect(res.code).toBe(ErrorCode.ok);
    expect((await t.call(m.nameModifyStatus, {}, { token: a.token })).data).toMatchObject({
      status: 'pending',
    });
    expect((await memberRow(t, a.id)).real_name).toBe('张三');
    const [review] = await pendingOf(a);
    expect(review).toMatchObject({ kind: 'name', newValue: '张三丰' });
    const ok = await decide(review?.id ?? '', 'approve', '已核实');
    expect(ok.statusCode).toBe(200);
    expect((await memberRow(t, a.id)).real_name).toBe('张三丰');
    expect((await t.call(m.nameModifyStatus, {}, { token: a.token })).data).toMatchObject({
      status: 'approved',
      remark: '已核实',
    });
    // Decided once: a second decision is 409 and changes nothing.
    expect((await decide(review?.id ?? '', 'reject')).statusCode).toBe(409);
    expect((await memberRow(t, a.id)).real_name).toBe('张三丰');
  });

  it('rejects with a remark and keeps the name; the member may submit again', async () => {
    const a = await withRealName('李四');
    await t.call(m.nameModifySubmit, { realName: '李四光', reason: '' }, { token: a.token });
    const [review] = await pendingOf(a);
    expect((await decide(review?.id ?? '', 'reject', '材料不全')).statusCode).toBe(200);
    expect((await memberRow(t, a.id)).real_name).toBe('李四');
    expect((await t.call(m.nameModifyStatus, {}, { token: a.token })).data).toMatchObject({
      status: 'rejected',
      remark: '材料不全',
    });
    expect(
      (await t.call(m.nameModifySubmit, { realName: '李四光', reason: '' }, { token: a.token })).code,
    ).toBe(ErrorCode.ok);
  });

  it('keeps one pending review per member and kind (10217)', async () => {
    const a = await withRealName('王五');
    await t.call(m.nameModifySubmit, { realName: '王五六', reason: '' }, { token: a.token });
    const second = await t.call(m.nameModifySubmit, { realName: '王七', reason: '' }, { token: a.token });
    expect(second.code).toBe(ErrorCode.reviewPending);
    expect(await pendingOf(a)).toHaveLength(1);
  });

  it('refuses a bad name (10001), the same name (10001) or no bound name (10221); no review made', async () => {
    const a = await withRealName('赵六');
    expect((await t.call(m.nameModifySubmit, { realName: '赵6', reason: '' }, { token: a.token })).code).toBe(
      ErrorCode.badInput,
    );
    expect(
      (await t.call(m.nameModifySubmit, { realName: '赵六', reason: '' }, { token: a.token })).code,
    ).toBe(ErrorCode.badInput);
    const b = await newMember(t, 'rev');
    expect(
      (await t.call(m.nameModifySubmit, { realName: '赵七', reason: '' }, { token: b.token })).code,
    ).toBe(ErrorCode.contactMissing);
    expect(await pendingOf(a)).toHaveLength(0);
    expect(await pendingOf(b)).toHaveLength(0);
  });

  it('one member’s review never changes another member', async () => {
    const a = await withRealName('孙一');
    const b = await withRealName('孙二');
    await t.call(m.nameModifySubmit, { realName: '孙一一', reason: '' }, { token: a.token });
    const [review] = await pendingOf(a);
    await decide(review?.id ?? '', 'approve');
    expect((await memberRow(t, b.id)).real_name).toBe('孙二');
    expect((await t.call(m.nameModifyStatus, {}, { token: b.token })).data).toMatchObject({ status: 'none' });
  });
});

describe('phone modification review', () => {
  async function withPhone(): Promise<TestMember & { phone: string }> {
    const a = await newMember(t, 'rph');
    const phone = freshPhone();
    await setContact(t, a.name, { phone });
    return { ...a, phone };
  }

  it('needs a code to the new phone; approval swaps the phone', async () => {
    const a = await withPhone();
    const next = freshPhone();
    const code = await codeFor(t, 'phone', next, 'bindPhone');
    const res = await t.call(
      m.phoneModifySubmit,
      { phone: next, areaCode: '86', code, reason: '换号' },
      { token: a.token },
    );
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    expect((await t.call(m.phoneModifyStatus, {}, { token: a.token })).data).toMatchObject({
      status: 'pending',
    });
    const [review] = await pendingOf(a);
    expect((await decide(review?.id ?? '', 'approve')).statusCode).toBe(200);
    expect((await memberRow(t, a.id)).phone).toBe(next);
  });

  it('refuses a wrong code, a taken phone, the same phone and no bound phone; no review made', async () => {
    const a = await withPhone();
    const b = await withPhone();
    const next = freshPhone();
    const code = await codeFor(t, 'phone', next, 'bindPhone');
    const base = { areaCode: '86', reason: '' };
    expect(
      (await t.call(m.phoneModifySubmit, { ...base, phone: next, code: otherCode(code) }, { token: a.token }))
        .code,
    ).toBe(ErrorCode.verificationCode);
    expect(
      (await t.call(m.phoneModifySubmit, { ...base, phone: b.phone, code }, { token: a.token })).code,
    ).toBe(ErrorCode.contactTaken);
    expect(
      (await t.call(m.phoneModifySubmit, { ...base, phone: a.phone, code }, { token: a.token })).code,
    ).toBe(ErrorCode.badInput);
    const c = await newMember(t, 'rph');
    expect((await t.call(m.phoneModifySubmit, { ...base, phone: next, code }, { token: c.token })).code).toBe(
      ErrorCode.contactMissing,
    );
    expect(await pendingOf(a)).toHaveLength(0);
    expect((await memberRow(t, a.id)).phone).toBe(a.phone);
  });

  it('approval fails with 409 (10215) when the phone was taken meanwhile, and the review stays pending', async () => {
    const a = await withPhone();
    const next = freshPhone();
    const code = await codeFor(t, 'phone', next, 'bindPhone');
    await t.call(m.phoneModifySubmit, { phone: next, areaCode: '86', code, reason: '' }, { token: a.token });
    const other = await newMember(t, 'rph');
    await setContact(t, other.name, { phone: next });
    const [review] = await pendingOf(a);
    const res = await decide(review?.id ?? '', 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json<{ code: number }>().code).toBe(ErrorCode.contactTaken);
    expect((await memberRow(t, a.id)).phone).toBe(a.phone);
    expect(await pendingOf(a)).toHaveLength(1);
  });
});

describe('operator review endpoints', () => {
  it('need the operator token and answer 404 / 400 for bad ids', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/admin/reviews?status=pending' })).statusCode).toBe(
      401,
    );
    expect((await decide('999999999', 'approve')).statusCode).toBe(404);
    expect((await decide('abc', 'approve')).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/admin/reviews?status=maybe',
      headers: ADMIN_HEADERS,
    });
    expect(bad.statusCode).toBe(400);
  });
});

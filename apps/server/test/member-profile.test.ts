import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue, type MemberInfo } from '@arena/protocol';
import { moveMoney } from '../src/modules/wallet/ledger.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { memberRow, newMember, setContact, freshEmail, freshPhone } from './member-helpers.ts';

const m = catalogue.member;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('getMemberInfoForWeb', () => {
  it('answers the profile with masked contacts, open bind steps and the main balance', async () => {
    const a = await newMember(t, 'prof');
    let res = await t.call(m.getMemberInfoForWeb, {}, { token: a.token });
    expect(res.code).toBe(ErrorCode.ok);
    let info = res.data as MemberInfo;
    expect(info).toMatchObject({
      id: String(a.id),
      name: a.name,
      nickName: a.name,
      avatarUrl: '',
      vipLevel: 0,
      walletType: 'RMB',
      balance: 0,
      realNameBound: false,
      phone: null,
      email: null,
      withdrawPasswordSet: false,
      pendingBindSteps: ['userRealNameBind', 'userInfoBind'],
    });
    expect(info.lastLoginAt).not.toBeNull();

    const phone = freshPhone();
    const email = freshEmail('prof');
    await setContact(t, a.name, { phone, email });
    await moveMoney(t.db, {
      idempotencyKey: `prof-credit-${a.id}`,
      memberId: a.id,
      type: 'deposit',
      postings: [
        { memberId: a.id, account: 'main', currency: 'CNY', amount: 12_345 },
        { memberId: null, account: 'house:deposits', currency: 'CNY', amount: -12_345 },
      ],
    });
    res = await t.call(m.getMemberInfoForWeb, {}, { token: a.token });
    info = res.data as MemberInfo;
    // spec §5 masking: 11 digits keep the first 3.
    expect(info.phone).toBe(`${phone.slice(0, 3)}********`);
    expect(info.email).toBe(`${email.slice(0, 1)}***@example.com`);
    expect(info.balance).toBe(12_345);
    expect(info.pendingBindSteps).toEqual(['userRealNameBind']);
  });

  it('needs a member token (spec §8 login required)', async () => {
    const res = await t.call(m.getMemberInfoForWeb, {});
    expect(res.code).toBe(ErrorCode.loginRequired);
  });
});

describe('updateNickName', () => {
  it('changes only the caller’s nickname, trimmed', async () => {
    const a = await newMember(t, 'nick');
    const b = await newMember(t, 'nick');
    const res = await t.call(m.updateNickName, { nickName: '  小明 ' }, { token: a.token });
    expect(res.code).toBe(ErrorCode.ok);
    expect((await memberRow(t, a.id)).nickname).toBe('小明');
    expect((await memberRow(t, b.id)).nickname).toBe(b.name);
  });

  it.each([
    ['blank', '   '],
    ['control characters', 'ab\u0007c'],
    ['a bidi override', 'ab\u202ec'],
  ])('refuses a %s nickname and keeps the old one', async (_label, nickName) => {
    const a = await newMember(t, 'nick');
    const before = await memberRow(t, a.id);
    const res = await t.call(m.updateNickName, { nickName }, { token: a.token });
    expect(res.code).toBe(ErrorCode.badInput);
    expect(res.data).toMatchObject({ field: 'nickName' });
    expect(await memberRow(t, a.id)).toEqual(before);
  });

  it('refuses a nickname over 20 characters by the schema', async () => {
    const a = await newMember(t, 'nick');
    const res = await t.call(m.updateNickName, { nickName: 'x'.repeat(21) }, { token: a.token });
    expect(res.code).toBe(ErrorCode.badInput);
    expect((await memberRow(t, a.id)).nickname).toBe(a.name);
  });
});

const address = {
  receiver: '张三',
  phone: '13800001111',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: '科技园 1 号',
};

describe('address get / update', () => {
  it('starts empty, stores the caller’s address, and never shows it to another member', async () => {
    const a = await newMember(t, 'addr');
    const b = await newMember(t, 'addr');
    expect((await t.call(m.addressGet, {}, { token: a.token })).data).toEqual({ address: null });
    const res = await t.call(m.addressUpdate, { ...address, detail: ' 科技园 1 号 ' }, { token: a.token });
    expect(res.code).toBe(ErrorCode.ok);
    expect((await t.call(m.addressGet, {}, { token: a.token })).data).toEqual({ address });
    expect((await t.call(m.addressGet, {}, { token: b.token })).data).toEqual({ address: null });
  });

  it('refuses a blank required part or a bad phone and keeps the stored address', async () => {
    const a = await newMember(t, 'addr');
    await t.call(m.addressUpdate, address, { token: a.token });
    const before = await memberRow(t, a.id);
    const blank = await t.call(m.addressUpdate, { ...address, city: '  ' }, { token: a.token });
    expect(blank.code).toBe(ErrorCode.badInput);
    expect(blank.data).toMatchObject({ field: 'city' });
    const phone = await t.call(m.addressUpdate, { ...address, phone: '12ab' }, { token: a.token });
    expect(phone.code).toBe(ErrorCode.badInput);
    const extra = await t.call(m.addressUpdate, { ...address, memberId: '1' } as typeof address, {
      token: a.token,
    });
    expect(extra.code).toBe(ErrorCode.badInput);
    expect(await memberRow(t, a.id)).toEqual(before);
  });
});

describe('real name get / set (spec §5 both name checks)', () => {
  it('binds once, masked on read; a second set answers 10216 and changes nothing', async () => {
    const a = await newMember(t, 'real');
    expect((await t.call(m.realNameGet, {}, { token: a.token })).data).toEqual({
      bound: false,
      maskedRealName: null,
    });
    expect((await t.call(m.realNameSet, { realName: '张小明' }, { token: a.token })).code).toBe(ErrorCode.ok);
    expect((await t.call(m.realNameGet, {}, { token: a.token })).data).toEqual({
      bound: true,
      maskedRealName: '张**',
    });
    const again = await t.call(m.realNameSet, { realName: '李四' }, { token: a.token });
    expect(again.code).toBe(ErrorCode.changeNeedsReview);
    expect((await memberRow(t, a.id)).real_name).toBe('张小明');
    const info = (await t.call(m.getMemberInfoForWeb, {}, { token: a.token })).data as MemberInfo;
    expect(info.realNameBound).toBe(true);
  });

  it.each([
    ['digits (first check)', '张3'],
    ['a dot at the end (first check)', '张三.'],
    ['a Latin name over 24 characters (second check)', 'Abcdefghij Klmnopqrst Uvwxyz'],
    ['both dot kinds (second check)', 'Anna.Maria\u00b7Lee'],
  ])('refuses %s with 10001 and binds nothing', async (_label, realName) => {
    const a = await newMember(t, 'real');
    const res = await t.call(m.realNameSet, { realName }, { token: a.token });
    expect(res.code).toBe(ErrorCode.badInput);
    expect(res.data).toMatchObject({ field: 'realName' });
    expect((await memberRow(t, a.id)).real_name).toBeNull();
  });

  it('accepts a Latin name with a single middle dot', async () => {
    const a = await newMember(t, 'real');
    expect((await t.call(m.realNameSet, { realName: 'Anna\u00b7Lee' }, { token: a.token })).code).toBe(
      ErrorCode.ok,
    );
  });
});

describe('handler coverage (member calls)', () => {
  it('registers a real handler for every profile, security, dormant and signed-login call', () => {
    const ids = [
      'getMemberInfoForWeb',
      'updateNickName',
      'addressGet',
      'addressUpdate',
      'realNameGet',
      'realNameSet',
      'avatarList',
      'avatarInsert',
      'avatarDelete',
      'avatarUpdate',
      'updateInfoValV4',
      'updateInfoValV5',
      'withdrawPasswordSet',
      'withdrawPasswordReset',
      'withdrawPasswordUpdate',
      'withdrawPasswordGet',
      'withdrawPasswordConfirm',
      'nameModifySubmit',
      'nameModifyStatus',
      'phoneModifySubmit',
      'phoneModifyStatus',
    ].map((id) => `member.${id}`);
    ids.push('auth.signedLogin', 'auth.dormantCheck', 'auth.dormantActivate');
    expect(ids.filter((id) => !t.app.handledCalls.has(id))).toEqual([]);
  });
});

describe('bad input on the calls without fields', () => {
  const reads = [
    m.getMemberInfoForWeb,
    m.addressGet,
    m.realNameGet,
    m.avatarList,
    m.withdrawPasswordGet,
    m.nameModifyStatus,
    m.phoneModifyStatus,
  ];
  it.each(reads.map((call) => [call.id, call] as const))(
    '%s refuses an unknown field with 10001',
    async (_id, call) => {
      const a = await newMember(t, 'bad');
      const before = await memberRow(t, a.id);
      const res = await t.call(call, { memberId: '1' } as never, { token: a.token });
      expect(res.code).toBe(ErrorCode.badInput);
      expect(await memberRow(t, a.id)).toEqual(before);
    },
  );

  it('confirm refuses a withdraw password that is not six digits, and counts no try', async () => {
    const a = await newMember(t, 'bad');
    const res = await t.call(m.withdrawPasswordConfirm, { password: 'abcdef' }, { token: a.token });
    expect(res.code).toBe(ErrorCode.badInput);
    expect((await memberRow(t, a.id)).withdraw_fail_count).toBe(0);
  });

  it('dormant calls refuse a malformed name or code', async () => {
    expect((await t.call(catalogue.auth.dormantCheck, { name: 'a' })).code).toBe(ErrorCode.badInput);
    expect((await t.call(catalogue.auth.dormantActivate, { name: 'abcd', code: '12ab' })).code).toBe(
      ErrorCode.badInput,
    );
  });
});

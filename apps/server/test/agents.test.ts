import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { ADMIN_HEADERS, createTestApp, type TestApp } from './test-app.ts';
import { newMember, type TestMember } from './member-helpers.ts';
import { recordSettledStake } from '../src/modules/rewards/turnover-service.ts';
import { siteWeek } from '../src/modules/rewards/reward-periods.ts';
import { commissionOf } from '../src/modules/agent/agent-commission-job.ts';
import { memberBalances } from '../src/modules/wallet/ledger.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';

// spec §6 "Agent: check, join and contact"; spec §2 `/?i_code=` registration.
const a = catalogue.agent;
let t: TestApp;
let agent: TestMember;
let other: TestMember;

beforeAll(async () => {
  t = await createTestApp();
  agent = await newMember(t, 'agt');
  other = await newMember(t, 'oth');
});
afterAll(() => t.close());

const admin = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url, headers: ADMIN_HEADERS, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: unknown }>() };
};
const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0;

describe('agent application and review', () => {
  it('starts as none, refuses bad contact details in Chinese and writes nothing', async () => {
    const check = await t.call(a.check, {}, { token: agent.token });
    expect(check.data).toMatchObject({ isAgent: false, applyStatus: 'none', agentCode: null });
    const before = await count('agent_application');
    const bad = await t.call(
      a.join,
      { contactType: 'phone', contact: 'abc-not-phone' },
      { token: agent.token },
    );
    expect(bad.code).toBe(ErrorCode.badInput);
    expect(bad.msg).toBe('请输入正确的手机号');
    const short = await t.call(a.join, { contactType: 'qq', contact: '1' }, { token: agent.token });
    expect(short.code).toBe(ErrorCode.badInput);
    const anon = await t.call(a.join, { contactType: 'qq', contact: '123456' });
    expect(anon.code).toBe(ErrorCode.loginRequired);
    expect(await count('agent_application')).toBe(before);
  });

  it('applies once, is pending, and a second application is refused', async () => {
    const join = await t.call(
      a.join,
      { contactType: 'wechat', contact: 'agent_wx01', channel: '微信群' },
      { token: agent.token },
    );
    expect(join.code, join.msg).toBe(ErrorCode.ok);
    expect((await t.call(a.check, {}, { token: agent.token })).data).toMatchObject({
      applyStatus: 'pending',
    });
    const again = await t.call(a.join, { contactType: 'qq', contact: '123456' }, { token: agent.token });
    expect(again.code).toBe(ErrorCode.conflict);
    expect(again.msg).toContain('正在审核中');
    // a non-agent cannot read the agent pages
    const members = await t.call(a.members, { page: 1, size: 10 }, { token: agent.token });
    expect(members.code).toBe(ErrorCode.forbidden);
  });

  it('a rejected member sees the reason and may apply again', async () => {
    await t.call(a.join, { contactType: 'email', contact: 'x@example.com' }, { token: other.token });
    const list = await admin('GET', '/admin/agents/applications?status=pending');
    const app = (list.data as { list: { id: string; memberName: string }[] }).list.find(
      (r) => r.memberName === other.name,
    );
    expect(app).toBeDefined();
    const rejected = await admin('POST', `/admin/agents/applications/${app!.id}/reject`, {
      note: '资料不全',
    });
    expect(rejected.code, rejected.msg).toBe(ErrorCode.ok);
    expect((await t.call(a.check, {}, { token: other.token })).data).toMatchObject({
      applyStatus: 'rejected',
      rejectReason: '资料不全',
    });
    // deciding twice is refused
    const twice = await admin('POST', `/admin/agents/applications/${app!.id}/approve`);
    expect(twice.status).toBe(404);
    expect(twice.msg).toBe('申请不存在或已处理');
  });

  it('approval gives an agent code, a letter, and the referred members with period figures', async () => {
    const list = await admin('GET', '/admin/agents/applications?status=pending');
    const app = (list.data as { list: { id: string; memberName: string }[] }).list.find(
      (r) => r.memberName === agent.name,
    );
    const approved = await admin('POST', `/admin/agents/applications/${app!.id}/approve`, {
      commissionBp: 100,
    });
    expect(approved.code, approved.msg).toBe(ErrorCode.ok);
    const check = (await t.call(a.check, {}, { token: agent.token })).data as { agentCode: string };
    expect(check).toMatchObject({ isAgent: true, applyStatus: 'approved' });
    expect(check.agentCode).toMatch(/^[A-Z2-9]{6}$/);
    const letters = await t.call(catalogue.message.letterList, { page: 1, size: 5 }, { token: agent.token });
    expect((letters.data as { list: { title: string }[] }).list[0]?.title).toBe('代理申请已通过');

    // a member registers through the agent's link (spec §2 i_code), deposits, and plays
    const res = await t.call(
      catalogue.auth.registerV4,
      {
        name: 'referred01',
        password: 'abc12345',
        timewd: 'encoded',
        birthDate: '1990-01-01',
        inviteCode: check.agentCode.toLowerCase(),
      },
      { remoteAddress: '10.77.0.1' },
    );
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    const referred = res.data as { token: string; member: { id: string } };
    const order = await t.call(
      catalogue.finance.payVal,
      { payTypeId: 'bank', channelId: 'bank-1', amount: 50_000, idempotencyKey: 'agent-test-deposit-1' },
      { token: referred.token },
    );
    expect(order.code, order.msg).toBe(ErrorCode.ok);
    const orderNo = (order.data as { orderNo: string }).orderNo;

    const beforeSettle = (await t.call(a.members, { page: 1, size: 10 }, { token: agent.token })).data as {
      list: { name: string; deposit: number }[];
    };
    expect(beforeSettle.list).toEqual([expect.objectContaining({ name: 're***1', deposit: 0 })]);

    expect((await admin('POST', `/admin/finance/deposits/${orderNo}/settle`)).code).toBe(ErrorCode.ok);
    await t.db.transaction((tx) =>
      recordSettledStake(tx, {
        memberId: Number(referred.member.id),
        venueCode: 'by',
        gameType: 'egame',
        stake: 30_000,
        refNo: 'agent-test-round-1',
      }),
    );
    const after = (await t.call(a.members, { page: 1, size: 10 }, { token: agent.token })).data as {
      list: { name: string; deposit: number; turnover: number }[];
      period: string;
      totals: { deposit: number; turnover: number };
    };
    expect(after.period).toBe(siteWeek(Date.now()));
    expect(after.list).toEqual([
      expect.objectContaining({ name: 're***1', deposit: 50_000, turnover: 30_000 }),
    ]);
    expect(after.totals).toEqual({ deposit: 50_000, turnover: 30_000 });
    // other members never see the agent's list
    expect((await t.call(a.members, { page: 1, size: 10 }, { token: other.token })).code).toBe(
      ErrorCode.forbidden,
    );
  });

  it('pays the period commission through the ledger exactly once', async () => {
    const period = siteWeek(Date.now());
    const before = await memberBalances(t.db, agent.id);
    const first = await admin('POST', '/admin/agents/commission/run', { period });
    expect(first.data).toMatchObject({ outcome: 'ran', paid: commissionOf(30_000, 100) });
    const second = await admin('POST', '/admin/agents/commission/run', { period });
    expect(second.data).toMatchObject({ outcome: 'done-before' });
    const after = await memberBalances(t.db, agent.id);
    expect(after.main - before.main).toBe(300);
    const list = await t.call(a.commissions, { page: 1, size: 10 }, { token: agent.token });
    expect((list.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({ period, memberCount: 1, deposit: 50_000, turnover: 30_000, amount: 300 }),
    ]);
    expect((await checkLedger(t.db)).ok).toBe(true);
    const bad = await admin('POST', '/admin/agents/commission/run', { period: '2026-13' });
    expect(bad.status).toBe(400);
  });

  it('contact points at the support chat', async () => {
    const res = await t.call(a.contact, {});
    expect(res.data).toEqual({ list: [{ type: 'url', value: '/cs' }] });
  });
});

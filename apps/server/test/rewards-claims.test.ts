import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import {
  WITHDRAW_PASSWORD,
  cardNumber,
  expectLedgerBalanced,
  fund,
  key,
  walletMember,
} from './wallet-fixtures.ts';
import { adminCall, bareMembers, rewardRowCounts } from './rewards-helpers.ts';
import { loginInput } from './account-helpers.ts';
import { redeemCoupon } from '../src/modules/rewards/coupon-service.ts';
import { claimUpgradeGift } from '../src/modules/rewards/vip-service.ts';
import { recordSettledDeposit, recordSettledStake } from '../src/modules/rewards/turnover-service.ts';
import { memberReward } from '../src/modules/rewards/vip-repository.ts';
import { walletBalance } from '../src/modules/wallet/ledger.ts';

const mb = catalogue.member;
const f = catalogue.finance;
let t: TestApp;
// Building a migrated, seeded app can take a while on a busy machine.
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const stake = (memberId: number, amount: number, refNo = key('round')) =>
  t.db.transaction((tx) =>
    recordSettledStake(tx, { memberId, venueCode: 'by', gameType: 'egame', stake: amount, refNo }),
  );
const deposit = (memberId: number, amount: number) =>
  t.db.transaction((tx) => recordSettledDeposit(tx, { memberId, amount, orderNo: key('D') }));
const grantsOf = async (source: string, period?: string) =>
  Number(
    (
      await t.db.query<{ n: string }>(
        'select count(*) as n from reward_grant where source = $1 and ($2::text is null or period = $2)',
        [source, period ?? null],
      )
    ).rows[0]?.n,
  );
const codeOf = (p: PromiseSettledResult<unknown>) =>
  p.status === 'rejected' && p.reason instanceof GatewayError ? p.reason.code : p.status;

describe('coupons (spec §1 welfare; docs/rewards.md "Coupons")', () => {
  it('200 concurrent redemptions of a 100-use coupon pay exactly 100 grants, the ledger stays clean', async () => {
    const created = await adminCall(t, 'POST', '/admin/rewards/coupons', {
      code: 'RUSH100',
      title: '限量礼金',
      amount: 500,
      maxUses: 100,
    });
    expect(created.code, created.msg).toBe(ErrorCode.ok);
    const ids = await bareMembers(t.db, 'couponrush', 200);
    const results = await Promise.allSettled(ids.map((id) => redeemCoupon(t.db, id, 'rush100', Date.now())));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
    expect(results.filter((r) => codeOf(r) === ErrorCode.couponExhausted)).toHaveLength(100);
    expect(await grantsOf('coupon', 'RUSH100')).toBe(100);
    const { rows } = await t.db.query<{ used_count: number }>(
      "select used_count from coupon where code = 'RUSH100'",
    );
    expect(rows[0]?.used_count).toBe(100);
    await expectLedgerBalanced(t.db);
  });

  it('lets a member use a code once, through the gateway, and refuses unknown codes', async () => {
    await adminCall(t, 'POST', '/admin/rewards/coupons', {
      code: 'HELLO8',
      title: '见面礼',
      amount: 800,
      maxUses: 10,
    });
    const m = await walletMember(t, 'couponone');
    const first = await t.call(
      mb.couponRedeem,
      { couponCode: 'hello8', idempotencyKey: key() },
      { token: m.token },
    );
    expect(first.code, first.msg).toBe(ErrorCode.ok);
    expect(first.data).toMatchObject({ credited: 800, balance: 800 });
    const again = await t.call(
      mb.couponRedeem,
      { couponCode: 'HELLO8', idempotencyKey: key() },
      { token: m.token },
    );
    expect(again.code).toBe(ErrorCode.rewardClaimed);
    expect(again.msg).toBe('您已使用过该兑换码');
    const unknown = await t.call(
      mb.couponRedeem,
      { couponCode: 'NOPE1234', idempotencyKey: key() },
      { token: m.token },
    );
    expect(unknown.code).toBe(ErrorCode.couponInvalid);
    expect(await walletBalance(t.db, m.id, 'main')).toBe(800);
  });
});

describe('claims pay once (spec §1 VIP upgrade gifts)', () => {
  it('50 concurrent claims of one upgrade gift pay once', async () => {
    const [id] = await bareMembers(t.db, 'giftrush', 1);
    await deposit(id!, 10_000);
    await stake(id!, 2_000);
    expect((await memberReward(t.db, id!)).level).toBe(1);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => claimUpgradeGift(t.db, id!, '1')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === ErrorCode.rewardClaimed)).toHaveLength(49);
    expect(await walletBalance(t.db, id!, 'main')).toBe(800);
    await expectLedgerBalanced(t.db);
  });

  it('pays nothing new when a member falls below a level and rises again', async () => {
    const [id] = await bareMembers(t.db, 'giftfall', 1);
    await deposit(id!, 10_000);
    await stake(id!, 2_000);
    await claimUpgradeGift(t.db, id!, '1');
    // The operator raises the VIP1 bar: the member falls to VIP0 on the next stake, then lowers it again.
    const levels = (await adminCall(t, 'GET', '/admin/rewards/vip-levels')).data as {
      levels: Record<string, unknown>[];
    };
    const vip1 = { ...levels.levels[1] };
    delete vip1.level;
    await adminCall(t, 'PUT', '/admin/rewards/vip-levels/1', { ...vip1, depositRequired: 10_000_000 });
    await stake(id!, 100);
    expect((await memberReward(t.db, id!)).level).toBe(0);
    await adminCall(t, 'PUT', '/admin/rewards/vip-levels/1', { ...vip1 });
    await stake(id!, 100);
    expect((await memberReward(t.db, id!)).level).toBe(1);
    await expect(claimUpgradeGift(t.db, id!, '1')).rejects.toMatchObject({ code: ErrorCode.rewardClaimed });
    expect(await grantsOf('upgrade', 'L1')).toBeGreaterThanOrEqual(1);
    expect(await walletBalance(t.db, id!, 'main')).toBe(800);
  });

  it('refuses a level not reached', async () => {
    const m = await walletMember(t, 'giftearly');
    const res = await t.call(mb.upgradeGiftClaim, { id: '3', idempotencyKey: key() }, { token: m.token });
    expect(res.code).toBe(ErrorCode.rewardNotClaimable);
    expect(res.msg).toMatch(/尚未达到/);
  });
});

describe('withdrawal waits for bonus turnover (流水)', () => {
  it('is refused with the remaining turnover named, then allowed once it is played through', async () => {
    const m = await walletMember(t, 'turnoverwd');
    await fund(t.db, m.id, 50_000);
    const card = await t.call(
      f.bankCardAdd,
      { cardNum: cardNumber('622202999988887'), bankCode: 'CMB', withdrawPassword: WITHDRAW_PASSWORD },
      { token: m.token },
    );
    const cardId = (card.data as { cardId: string }).cardId;
    await adminCall(t, 'POST', '/admin/rewards/coupons', {
      code: 'TURN10',
      title: '流水测试',
      amount: 1_000,
      turnoverMultiple: 3,
      maxUses: 5,
    });
    expect(
      (await t.call(mb.couponRedeem, { couponCode: 'TURN10', idempotencyKey: key() }, { token: m.token }))
        .code,
    ).toBe(0);
    const withdraw = () =>
      t.call(
        f.withdrawNewV6,
        {
          amount: 10_000,
          bankCardId: cardId,
          withdrawPassword: WITHDRAW_PASSWORD,
          idempotencyKey: key('wd'),
        },
        { token: m.token },
      );
    const refused = await withdraw();
    expect(refused.code).toBe(ErrorCode.turnoverIncomplete);
    expect(refused.msg).toBe('您还需完成 30.00 元有效流水才能提现');
    const status = await t.call(mb.turnoverStatus, {}, { token: m.token });
    expect(status.data).toMatchObject({ remaining: 3_000, requirements: [{ required: 3_000, done: 0 }] });
    await stake(m.id, 2_000);
    expect((await withdraw()).msg).toBe('您还需完成 10.00 元有效流水才能提现');
    await stake(m.id, 1_000);
    const allowed = await withdraw();
    expect(allowed.code, allowed.msg).toBe(ErrorCode.ok);
    expect((await t.call(mb.turnoverStatus, {}, { token: m.token })).data).toMatchObject({
      remaining: 0,
      requirements: [],
    });
    await expectLedgerBalanced(t.db);
  });
});

describe('dividends (spec §1 month and week dividends)', () => {
  it('an operator-run period prepares each level its amount once; running it again adds nothing', async () => {
    const m = await walletMember(t, 'dividend1');
    await deposit(m.id, 10_000);
    await stake(m.id, 12_000);
    const week = (await adminCall(t, 'GET', '/admin/rewards/jobs/dividend-week')).data as { due: string };
    // The stakes fall in the current week: run the current week's period explicitly.
    const current = (await import('../src/modules/rewards/reward-periods.ts')).siteWeek(Date.now());
    expect(week.due).not.toBe(current);
    const first = await adminCall(t, 'POST', '/admin/rewards/jobs/dividend-week/run', { period: current });
    expect(first.data).toMatchObject({ outcome: 'ran' });
    const second = await adminCall(t, 'POST', '/admin/rewards/jobs/dividend-week/run', { period: current });
    expect(second.data).toMatchObject({ outcome: 'done-before' });
    const info = await t.call(mb.weekDividend, {}, { token: m.token });
    const list = (info.data as { list: { id: string; amount: number; status: string }[] }).list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ amount: 300, status: 'claimable' });
    const claim = () =>
      t.call(mb.weekDividendClaim, { id: list[0]!.id, idempotencyKey: key() }, { token: m.token });
    expect((await claim()).data).toMatchObject({ credited: 300 });
    expect((await claim()).code).toBe(ErrorCode.rewardClaimed);
    await expectLedgerBalanced(t.db);
  });

  it('refuses a malformed period and writes nothing', async () => {
    const before = await rewardRowCounts(t.db);
    const res = await adminCall(t, 'POST', '/admin/rewards/jobs/dividend-month/run', { period: '2026-13' });
    expect(res.code).toBe(ErrorCode.badInput);
    expect(await rewardRowCounts(t.db)).toEqual(before);
  });
});

describe('black-tag and no-level members (spec §6, §8 activity blacklist)', () => {
  it('answers activityBlacklist with a warm tip on every claim, and info says blocked', async () => {
    const m = await walletMember(t, 'blacktag1');
    await deposit(m.id, 10_000);
    await stake(m.id, 2_000);
    await adminCall(t, 'POST', '/admin/rewards/coupons', {
      code: 'BLACK1',
      title: '测试',
      amount: 100,
      maxUses: 5,
    });
    const tagged = await adminCall(t, 'POST', `/admin/rewards/members/${m.name}/tags`, { blackTag: true });
    expect(tagged.data).toMatchObject({ blackTag: true });
    const before = await rewardRowCounts(t.db);
    for (const res of [
      await t.call(mb.upgradeGiftClaim, { id: '1', idempotencyKey: key() }, { token: m.token }),
      await t.call(mb.couponRedeem, { couponCode: 'BLACK1', idempotencyKey: key() }, { token: m.token }),
      await t.call(mb.rebateClaim, { idempotencyKey: key() }, { token: m.token }),
    ]) {
      expect(res.code).toBe(ErrorCode.activityBlacklist);
      expect(res.msg).toMatch(/^温馨提示/);
    }
    expect(await rewardRowCounts(t.db)).toEqual(before);
    expect((await t.call(mb.welfareInfo, {}, { token: m.token })).data).toMatchObject({ blocked: true });
    const profile = await t.call(mb.getMemberInfoForWeb, {}, { token: m.token });
    expect(profile.data).toMatchObject({ blackTag: true, vipLevel: 1 });
    await adminCall(t, 'POST', `/admin/rewards/members/${m.name}/tags`, {
      blackTag: false,
      noLevelTag: true,
    });
    expect(
      (await t.call(mb.upgradeGiftClaim, { id: '1', idempotencyKey: key() }, { token: m.token })).code,
    ).toBe(ErrorCode.activityBlacklist);
    // A new login's session answer carries the member's level (spec §3 member.vipLevel).
    const login = await t.call(catalogue.auth.loginV3, loginInput(m.name, 'abc12345'));
    expect(login.code, login.msg).toBe(ErrorCode.ok);
    expect((login.data as { member: { vipLevel: number } }).member.vipLevel).toBe(1);
  });
});

describe('bad input gets a code and a Chinese message and writes nothing', () => {
  it('refuses malformed coupon codes, birthdays and claim ids', async () => {
    const m = await walletMember(t, 'badinput1');
    const before = await rewardRowCounts(t.db);
    const cases = [
      await t.call(mb.couponRedeem, { couponCode: '<script>', idempotencyKey: key() }, { token: m.token }),
      await t.call(mb.birthdaySet, { birthday: '2026-02-30' }, { token: m.token }),
      await t.call(mb.birthdaySet, { birthday: '2999-01-01' }, { token: m.token }),
      await t.call(mb.welfareClaim, { id: 'offer-x', idempotencyKey: key() }, { token: m.token }),
      await t.call(mb.pointsClaim, { taskId: '999999' }, { token: m.token }),
    ];
    expect(cases.map((c) => c.code)).toEqual([
      ErrorCode.badInput,
      ErrorCode.badInput,
      ErrorCode.badInput,
      ErrorCode.notFound,
      ErrorCode.notFound,
    ]);
    // Schema failures carry the gateway's generic message and the field issues; the handlers' own
    // refusals speak Chinese.
    for (const c of cases.slice(0, 2))
      expect(Array.isArray((c.data as { issues?: unknown }).issues)).toBe(true);
    for (const c of cases.slice(2)) expect(c.msg).toMatch(/[\u4e00-\u9fff]/);
    expect(await rewardRowCounts(t.db)).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { adminPost, expectLedgerBalanced, expectRefused, key, walletMember } from './wallet-fixtures.ts';
import { adminCall, bareMembers } from './rewards-helpers.ts';
import { signToday } from '../src/modules/activity/activity-play-service.ts';
import { grabEnvelope } from '../src/modules/activity/activity-envelope-service.ts';
import { inviteCodeOf } from '../src/modules/activity/activity-member-service.ts';
import { walletBalance } from '../src/modules/wallet/ledger.ts';
import { recordSettledStake } from '../src/modules/rewards/turnover-service.ts';

// spec §1 and §7 "Activities"; docs/activities.md
const c = catalogue.activity;
const f = catalogue.finance;
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

const codeOf = (p: PromiseSettledResult<unknown>) =>
  p.status === 'rejected' && p.reason instanceof GatewayError ? p.reason.code : p.status;
const grants = async (source: string, memberId?: number) => {
  const { rows } = await t.db.query<{ n: string; s: string | null }>(
    `select count(*) as n, sum(amount) as s from reward_grant where source = $1 and ($2::bigint is null or member_id = $2)`,
    [source, memberId ?? null],
  );
  return { n: Number(rows[0]?.n), sum: Number(rows[0]?.s ?? 0) };
};
/** A deposit through the real order flow, settled by the operator (spec §7 Finance). */
async function deposit(token: string, amount: number) {
  const res = await t.call(
    f.payVal,
    { payTypeId: 'bank', channelId: 'bank-1', amount, idempotencyKey: key() },
    { token },
  );
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const orderNo = (res.data as { orderNo: string }).orderNo;
  const settled = await adminPost(t, `/admin/finance/deposits/${orderNo}/settle`);
  expect(settled.code, settled.msg).toBe(ErrorCode.ok);
}

describe('promotions list and detail (spec §7 promotions list)', () => {
  it('lists seeded activities to visitors, by category, and refuses a bad category writing nothing', async () => {
    const all = await t.call(c.promotionList, {});
    expect(all.code, all.msg).toBe(ErrorCode.ok);
    const list = (all.data as { list: { promotionId: string; kind: string; category: string }[] }).list;
    expect(list.map((p) => p.kind)).toEqual(
      expect.arrayContaining(['sign', 'wheel', 'envelope', 'quiz', 'invite']),
    );
    const deposits = await t.call(c.promotionList, { category: 'deposit' });
    expect(
      (deposits.data as { list: { category: string }[] }).list.every((p) => p.category === 'deposit'),
    ).toBe(true);
    const bad = await t.call(c.promotionList, { category: 'casino' } as never);
    expect(bad.code).toBe(ErrorCode.badInput);
    const detail = await t.call(c.promotionDetail, { promotionId: 'sign-daily' });
    expect(detail.data).toMatchObject({ promotionId: 'sign-daily', applyStatus: 'none', status: 'running' });
    expect((await t.call(c.promotionDetail, { promotionId: 'nope' })).code).toBe(ErrorCode.notFound);
  });

  it('a promotion with review stays pending until the operator approves, then pays its bonus once', async () => {
    const m = await walletMember(t, 'actreview');
    const applied = await t.call(
      c.promotionApply,
      { promotionId: 'welcome-review', idempotencyKey: key() },
      { token: m.token },
    );
    expect(applied.data).toMatchObject({ status: 'pending' });
    expect((await grants('act:welcome-review', m.id)).n).toBe(0);
    const { rows } = await t.db.query<{ id: string }>('select id from activity_apply where member_id = $1', [
      m.id,
    ]);
    const approve = await adminPost(t, `/admin/activities/applies/${rows[0]?.id}/approve`);
    expect(approve.code, approve.msg).toBe(ErrorCode.ok);
    expect((await adminPost(t, `/admin/activities/applies/${rows[0]?.id}/approve`)).status).toBe(404);
    expect(await grants('act:welcome-review', m.id)).toEqual({ n: 1, sum: 1888 });
    const detail = await t.call(c.promotionDetail, { promotionId: 'welcome-review' }, { token: m.token });
    expect(detail.data).toMatchObject({ applyStatus: 'approved' });
  });
});

describe('sign-in gift (spec §1)', () => {
  it('100 concurrent sign-ins by one member pay once; the ledger stays clean', async () => {
    const [id] = await bareMembers(t.db, 'signrush', 1);
    const now = Date.now();
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => signToday(t.db, id!, 'sign-daily', key(), now)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === ErrorCode.rewardClaimed)).toHaveLength(99);
    expect(await grants('act:sign-daily', id)).toEqual({ n: 1, sum: 100 });
    await expectLedgerBalanced(t.db);
  });

  it('two consecutive site days make a streak of 2 paying the second step; a missed day restarts it', async () => {
    const [id] = await bareMembers(t.db, 'signstreak', 1);
    const day1 = Date.now();
    expect((await signToday(t.db, id!, 'sign-daily', key(), day1)).prize.amount).toBe(100);
    expect((await signToday(t.db, id!, 'sign-daily', key(), day1 + DAY)).prize.amount).toBe(200);
    expect((await signToday(t.db, id!, 'sign-daily', key(), day1 + 3 * DAY)).prize.amount).toBe(100);
    expect(await grants('act:sign-daily', id)).toEqual({ n: 3, sum: 400 });
  });

  it('a replayed idempotency key answers the first result and pays nothing more', async () => {
    const m = await walletMember(t, 'signreplay');
    const k = key();
    const first = await t.call(
      c.signGiftSign,
      { activityId: 'sign-daily', idempotencyKey: k },
      { token: m.token },
    );
    const again = await t.call(
      c.signGiftSign,
      { activityId: 'sign-daily', idempotencyKey: k },
      { token: m.token },
    );
    expect(again.data).toEqual(first.data);
    const info = await t.call(c.signGiftInfo, { activityId: 'sign-daily' }, { token: m.token });
    expect(info.data).toMatchObject({ signedDays: 1, signedToday: true });
    expect(await grants('act:sign-daily', m.id)).toEqual({ n: 1, sum: 100 });
  });
});

describe('deposit-driven rewards (first deposit, wheel chances, invite)', () => {
  it('credits the opted-in first-deposit bonus with its turnover requirement when the operator settles', async () => {
    const m = await walletMember(t, 'actfirst');
    const opt = await t.call(
      c.promotionApply,
      { promotionId: 'first-deposit', idempotencyKey: key() },
      { token: m.token },
    );
    expect(opt.data).toMatchObject({ status: 'approved' });
    await deposit(m.token, 20_000);
    // 50 % of 200 元 = 100 元, 3× turnover (docs/activities.md).
    expect(await grants('act:first-deposit', m.id)).toEqual({ n: 1, sum: 10_000 });
    const status = await t.call(catalogue.member.turnoverStatus, {}, { token: m.token });
    expect((status.data as { remaining: number }).remaining).toBe(30_000);
    await deposit(m.token, 20_000);
    expect((await grants('act:first-deposit', m.id)).n).toBe(1);
    const late = await t.call(
      c.promotionApply,
      { promotionId: 'first-deposit', idempotencyKey: key() },
      { token: m.token },
    );
    expect(late.data).toMatchObject({ status: 'approved' });
    await expectLedgerBalanced(t.db);
  });

  it('a wheel spin earned by a deposit pays exactly the drawn prize; without a chance it is refused', async () => {
    const m = await walletMember(t, 'actwheel');
    await expectRefused(t, m, ErrorCode.activityNoChance, () =>
      t.call(c.spinWheelSpin, { activityId: 'wheel-lucky', idempotencyKey: key() }, { token: m.token }),
    );
    await deposit(m.token, 10_000);
    const info = await t.call(c.spinWheelInfo, { activityId: 'wheel-lucky' }, { token: m.token });
    expect(info.data).toMatchObject({ chances: 1 });
    const before = await walletBalance(t.db, m.id, 'main');
    const spin = await t.call(
      c.spinWheelSpin,
      { activityId: 'wheel-lucky', idempotencyKey: key() },
      { token: m.token },
    );
    expect(spin.code, spin.msg).toBe(ErrorCode.ok);
    const { prize, balance, slotIndex } = spin.data as {
      prize: { kind: string; amount: number };
      balance: number;
      slotIndex: number;
    };
    const cash = prize.kind === 'cash' ? prize.amount : 0;
    expect(balance - before).toBe(cash);
    const { rows } = await t.db.query<{ slot: number }>(
      'select slot from activity_draw where member_id = $1',
      [m.id],
    );
    expect(rows.map((r) => r.slot)).toEqual([slotIndex]);
    expect(
      (
        await t.call(
          c.spinWheelSpin,
          { activityId: 'wheel-lucky', idempotencyKey: key() },
          { token: m.token },
        )
      ).code,
    ).toBe(ErrorCode.activityNoChance);
  });

  it("an invitee registered by link rewards the inviter when the invitee's first deposit settles", async () => {
    const inviter = await walletMember(t, 'actinviter');
    const info = await t.call(c.inviteInfo, {}, { token: inviter.token });
    expect(info.data).toMatchObject({ inviteCode: inviteCodeOf(inviter.id), invited: 0 });
    const res = await t.call(catalogue.auth.registerV4, {
      name: 'actinvitee',
      password: 'abc12345',
      timewd: 'encoded',
      birthDate: '1990-01-01',
      recommenderCode: inviteCodeOf(inviter.id),
    });
    expect(res.code, res.msg).toBe(ErrorCode.ok);
    await deposit((res.data as { token: string }).token, 10_000);
    expect(await grants('act:invite-friend', inviter.id)).toEqual({ n: 1, sum: 2800 });
    const records = await t.call(c.inviteRecords, { page: 1, size: 10 }, { token: inviter.token });
    expect(records.data).toMatchObject({
      total: 1,
      list: [{ member: { name: 'actinvitee' }, reward: 2800 }],
    });
  });
});

describe('red envelope rain (spec §7 red envelope)', () => {
  it('1,000 concurrent grabs never exceed the pool or 3 per member; the ledger stays clean', async () => {
    const put = await adminCall(t, 'PUT', '/admin/activities/envelope-rain', {
      title: '整点红包雨',
      category: 'other',
      startAt: Date.now() - DAY,
      endAt: Date.now() + DAY,
      config: {
        everyMinutes: 1440,
        roundMinutes: 1440,
        pool: 30_000,
        min: 100,
        max: 300,
        perMember: 3,
        multiple: 1,
      },
    });
    expect(put.code, put.msg).toBe(ErrorCode.ok);
    const ids = await bareMembers(t.db, 'envrush', 250);
    const now = Date.now();
    const results = await Promise.allSettled(
      ids.flatMap((id) =>
        Array.from({ length: 4 }, () => grabEnvelope(t.db, id, 'envelope-rain', key(), now)),
      ),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    const { rows } = await t.db.query<{ member_id: string; n: string; s: string }>(
      `select member_id, count(*) as n, sum(amount) as s from activity_envelope_grab group by member_id`,
    );
    const total = rows.reduce((s, r) => s + Number(r.s), 0);
    expect(total).toBeLessThanOrEqual(30_000);
    expect(Math.max(...rows.map((r) => Number(r.n)))).toBeLessThanOrEqual(3);
    expect(await grants('act:envelope-rain')).toEqual({ n: won.length, sum: total });
    expect(won.length).toBeGreaterThanOrEqual(100);
    expect(
      results.every(
        (r) =>
          r.status === 'fulfilled' ||
          ([ErrorCode.envelopeEmpty, ErrorCode.envelopeCapReached] as unknown[]).includes(codeOf(r)),
      ),
    ).toBe(true);
    await expectLedgerBalanced(t.db);
  }, 120_000);
});

describe('guess activity and quiz (spec §7 guess activity, euro quiz)', () => {
  it('a pick on an upcoming match is locked in, settled when the operator finishes the match, and paid once', async () => {
    const m = await walletMember(t, 'actguess');
    const info = await t.call(c.guessInfo, { activityId: 'guess-match' }, { token: m.token });
    const match = (info.data as { matches: { matchId: string; picked: number | null }[] }).matches[0]!;
    expect(match.picked).toBeNull();
    const pick = await t.call(
      c.guessSubmit,
      { activityId: 'guess-match', matchId: match.matchId, option: 0 },
      { token: m.token },
    );
    expect(pick.data).toEqual({ accepted: true });
    const twice = await t.call(
      c.guessSubmit,
      { activityId: 'guess-match', matchId: match.matchId, option: 1 },
      { token: m.token },
    );
    expect(twice.code).toBe(ErrorCode.rewardClaimed);
    const done = await adminPost(t, `/admin/live/matches/${match.matchId}/finish`, {
      homeScore: 2,
      visitScore: 1,
    });
    expect(done.code, done.msg).toBe(ErrorCode.ok);
    expect((await adminPost(t, '/admin/activities/guesses/settle')).data).toMatchObject({ settled: 1 });
    expect((await adminPost(t, '/admin/activities/guesses/settle')).data).toMatchObject({ settled: 0 });
    expect(await grants('act:guess-match', m.id)).toEqual({ n: 1, sum: 588 });
    const late = await t.call(
      c.guessSubmit,
      { activityId: 'guess-match', matchId: match.matchId, option: 0 },
      { token: m.token },
    );
    expect(late.code).toBe(ErrorCode.guessLocked);
  });
});

describe('front barrier (spec §7 front barrier; docs/activities.md)', () => {
  it("pays each tier reached by the week's settled turnover once, under concurrency; locked tiers write nothing", async () => {
    const m = await walletMember(t, 'actbarrier');
    const info = async () =>
      (await t.call(c.barrierInfo, { activityId: 'weekly-barrier' }, { token: m.token })).data as {
        turnover: number;
        tiers: { tier: number; turnover: number; reward: number; status: string }[];
      };
    expect((await info()).tiers.map((x) => x.status)).toEqual(['locked', 'locked', 'locked']);
    // 1,200 元 of settled stakes this week: the first tier (1,000 元) is reached, the second (5,000 元) not.
    await t.db.transaction((tx) =>
      recordSettledStake(tx, {
        memberId: m.id,
        venueCode: 'by',
        gameType: 'egame',
        stake: 120_000,
        refNo: key(),
      }),
    );
    const now = await info();
    expect(now.turnover).toBe(120_000);
    expect(now.tiers.map((x) => x.status)).toEqual(['claimable', 'locked', 'locked']);
    const claim = (tier: number) =>
      t.call(
        c.barrierClaim,
        { activityId: 'weekly-barrier', tier, idempotencyKey: key() },
        { token: m.token },
      );
    await expectRefused(t, m, ErrorCode.rewardNotClaimable, () => claim(2));
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(1)));
    expect(results.filter((r) => r.code === ErrorCode.ok)).toHaveLength(1);
    expect(results.filter((r) => r.code === ErrorCode.rewardClaimed)).toHaveLength(19);
    expect(await grants('act:weekly-barrier', m.id)).toEqual({ n: 1, sum: now.tiers[0]!.reward });
    expect((await info()).tiers[0]!.status).toBe('claimed');
    await expectRefused(t, m, ErrorCode.badInput, () => claim(0));
    await expectLedgerBalanced(t.db);
  });
});

describe('barred members (spec §6 black-tag / no-level, §8 activity blacklist)', () => {
  it('a black-tagged member is refused every claim with the blacklist code and nothing is written', async () => {
    const m = await walletMember(t, 'actblack');
    expect(
      (await adminCall(t, 'POST', '/admin/rewards/members/actblack/tags', { blackTag: true })).code,
    ).toBe(0);
    const check = await t.call(c.blackTagCheck, {}, { token: m.token });
    expect(check.data).toEqual({ blackTag: true, noLevel: false });
    await expectRefused(t, m, ErrorCode.activityBlacklist, () =>
      t.call(c.signGiftSign, { activityId: 'sign-daily', idempotencyKey: key() }, { token: m.token }),
    );
    const gate = await t.call(c.frontBarrier, { activityId: 'sign-daily' }, { token: m.token });
    expect(gate.data).toEqual({ pass: false, reason: 'blackTag' });
  });

  it('newcomer packages unlock from real events and pay once each; top gifts need points', async () => {
    const m = await walletMember(t, 'actnovice');
    const list = await t.call(c.novicePackages, {}, { token: m.token });
    const status = Object.fromEntries(
      (list.data as { list: { packageId: string; status: string }[] }).list.map((p) => [
        p.packageId,
        p.status,
      ]),
    );
    expect(status).toMatchObject({ real_name: 'claimable', first_deposit: 'locked' });
    const claim = await t.call(
      c.noviceClaim,
      { packageId: 'real_name', idempotencyKey: key() },
      { token: m.token },
    );
    expect(claim.code, claim.msg).toBe(ErrorCode.ok);
    expect(
      (await t.call(c.noviceClaim, { packageId: 'real_name', idempotencyKey: key() }, { token: m.token }))
        .code,
    ).toBe(ErrorCode.rewardClaimed);
    await expectRefused(t, m, ErrorCode.rewardNotClaimable, () =>
      t.call(c.noviceClaim, { packageId: 'first_deposit', idempotencyKey: key() }, { token: m.token }),
    );
    await expectRefused(t, m, ErrorCode.pointsInsufficient, () =>
      t.call(
        c.topGiftExchange,
        { giftId: 'gift-cash-10', quantity: 1, idempotencyKey: key() },
        { token: m.token },
      ),
    );
    const gifts = await t.call(c.topGiftList, {}, { token: m.token });
    expect(gifts.data).toMatchObject({ points: 0 });
    expect((gifts.data as { list: { giftId: string }[] }).list.map((g) => g.giftId)).toContain(
      'gift-cash-10',
    );
    const sponsor = await t.call(c.sponsor, { tab: 'zz' });
    expect((sponsor.data as { list: unknown[] }).list.length).toBeGreaterThan(0);
  });
});

// docs/activities.md "My activity records": every activity reward, a page at a time (keyset).
describe('my activity records', () => {
  it('pages through every activity reward newest first, with none repeated or skipped', async () => {
    const m = await walletMember(t, 'actrecords');
    // 130 activity rewards and one coupon, as fixtures (the records call only reads them).
    await t.db.query(
      `insert into reward_grant (member_id, source, period, title, amount, created_at)
       select $1, 'act:sign-daily', 'p' || g, '每日签到礼 第' || g || '天', 100, now()
       from generate_series(1, 130) g`,
      [m.id],
    );
    await t.db.query(
      `insert into reward_grant (member_id, source, period, title, amount) values ($1, 'coupon', 'X1', '兑换码', 500)`,
      [m.id],
    );
    type Page = { list: { id: string; source: string; title: string }[]; nextBeforeId?: string | null };
    const pages: Page[] = [];
    let beforeId: string | undefined;
    do {
      const res = await t.call(
        catalogue.member.rewardRecords,
        { kind: 'activity', size: 50, ...(beforeId ? { beforeId } : {}) },
        { token: m.token },
      );
      expect(res.code, res.msg).toBe(ErrorCode.ok);
      const page = res.data as Page;
      pages.push(page);
      beforeId = page.nextBeforeId ?? undefined;
    } while (beforeId && pages.length < 10);
    expect(pages.map((p) => p.list.length)).toEqual([50, 50, 30]);
    const ids = pages.flatMap((p) => p.list.map((r) => Number(r.id)));
    expect(new Set(ids).size).toBe(130);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(pages.flatMap((p) => p.list).every((r) => r.source === 'act:sign-daily')).toBe(true);
    expect(pages[0]?.list[0]?.title).toBe('每日签到礼 第130天');
    // Without a kind every source shows, the welfare centre's default page of 100.
    const all = await t.call(catalogue.member.rewardRecords, {}, { token: m.token });
    const allPage = all.data as Page;
    expect(allPage.list).toHaveLength(100);
    expect(allPage.list[0]?.source).toBe('coupon');
    expect(allPage.nextBeforeId).toBe(allPage.list[99]?.id);
    const bad = await t.call(
      catalogue.member.rewardRecords,
      { beforeId: 'abc' },
      {
        token: m.token,
      },
    );
    expect(bad.code).toBe(ErrorCode.badInput);
    const big = await t.call(catalogue.member.rewardRecords, { size: 101 }, { token: m.token });
    expect(big.code).toBe(ErrorCode.badInput);
  });
});

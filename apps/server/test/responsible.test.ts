import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { LIMIT_COOLING_OFF_MS, SESSION_IDLE_MS, siteDay } from '@arena/domain';
import { walletBalance } from '../src/modules/wallet/ledger.ts';
import { admitStake, responsibleStatus, setLimit } from '../src/modules/responsible/responsible-service.ts';
import { ADMIN_HEADERS, createTestApp, createTestAppOn, type TestApp } from './test-app.ts';
import { startPostgres } from './wallet-postgres.ts';
import {
  WITHDRAW_PASSWORD,
  adminGet,
  adminPost,
  cardNumber,
  expectLedgerBalanced,
  expectRefused,
  key,
  walletMember,
  walletState,
  type WalletMember,
} from './wallet-fixtures.ts';
import { newOperator, ops } from './support-helpers.ts';
import { launchInput, ticketOf } from './games-helpers.ts';

// Responsible play (docs/responsible-play.md): server-enforced limits, time-out and self-exclusion at
// every money entry point (spec §1 "Members … deposit and withdraw … and transfer funds to game venues").

const { finance: f, games: g, member: mb, responsible: r } = catalogue;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const call = <C extends Parameters<TestApp['call']>[0]>(
  m: WalletMember,
  c: C,
  input: Parameters<TestApp['call']>[1],
) => t.call(c, input as never, { token: m.token });

async function launchDice(on: TestApp, m: WalletMember) {
  const res = await on.call(g.launch, launchInput('by', 'yb0003'), { token: m.token });
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  return ticketOf((res.data as { url: string }).url);
}
async function roll(on: TestApp, ticket: string, stake = 10_000) {
  const res = await on.app.inject({
    method: 'POST',
    url: '/play/api/round',
    payload: { ticket, requestId: key('round'), stake, pick: 'big' },
  });
  return res.json<{ code: number; msg: string; data: { round: { payout: number } } | null }>();
}
const rounds = async (on: TestApp, memberId: number) =>
  Number(
    (
      await on.db.query<{ n: string }>('select count(*)::text as n from game_round where member_id = $1', [
        memberId,
      ])
    ).rows[0]?.n,
  );

describe('age: registration asks for the date of birth and refuses under 18', () => {
  it('refuses a minor and a missing date with a Chinese reason and writes nothing; an adult keeps the date', async () => {
    const today = siteDay(Date.now());
    const yearsAgo = (n: number, plusDays = 0) =>
      siteDay(
        Date.parse(`${Number(today.slice(0, 4)) - n}${today.slice(4)}T12:00:00+08:00`) +
          plusDays * 86_400_000,
      );
    const register = (name: string, birthDate?: string) =>
      t.call(catalogue.auth.registerV4, {
        name,
        password: 'abc12345',
        timewd: 'encoded',
        ...(birthDate === undefined ? {} : { birthDate }),
      } as never);
    const members = async (name: string) =>
      (await t.db.query('select id from member where name = $1', [name])).rows.length;

    const minor = await register('rgminor1', yearsAgo(18, 1)); // turns 18 tomorrow
    expect(minor.code).toBe(ErrorCode.badInput);
    expect(minor.msg).toBe('未满 18 周岁不能注册');
    expect(minor.data).toMatchObject({ field: 'birthDate' });
    expect((await register('rgminor1', '2001-02-29')).msg).toBe('请输入有效的出生日期');
    const missing = await register('rgminor1');
    expect(missing.code).toBe(ErrorCode.badInput);
    expect(JSON.stringify(missing.data)).toContain('请填写出生日期');
    expect(await members('rgminor1')).toBe(0);

    const birthDate = yearsAgo(18); // the 18th birthday is today
    const adult = await register('rgadult1', birthDate);
    expect(adult.code, adult.msg).toBe(0);
    const token = (adult.data as { token: string }).token;
    // The birthday bonus reads the same date, and it cannot be set again.
    const bonus = await t.call(mb.birthdayBonus, {}, { token });
    expect(bonus.data).toMatchObject({ birthday: birthDate });
    expect((await t.call(mb.birthdaySet, { birthday: '1980-01-01' }, { token })).code).toBe(
      ErrorCode.birthdayAlreadySet,
    );
  });
});

describe('limits: lowering applies at once, raising waits 24 hours', () => {
  it('a lowered limit applies immediately; a raise is pending for 24 h (injected time), then applies', async () => {
    const m = await walletMember(t, 'rglimits');
    const t0 = Date.parse('2026-11-26T02:00:00Z');
    let s = await setLimit(t.db, m.id, { kind: 'deposit', period: 'day', amount: 100_000 }, t0);
    expect(s.limits[0]).toMatchObject({ kind: 'deposit', period: 'day', amount: 100_000, pending: null });
    s = await setLimit(t.db, m.id, { kind: 'deposit', period: 'day', amount: 50_000 }, t0 + 1_000);
    expect(s.limits[0]).toMatchObject({ amount: 50_000, pending: null });
    s = await setLimit(t.db, m.id, { kind: 'deposit', period: 'day', amount: 200_000 }, t0 + 2_000);
    expect(s.limits[0]).toMatchObject({
      amount: 50_000,
      pending: { amount: 200_000, effectiveAt: t0 + 2_000 + LIMIT_COOLING_OFF_MS },
    });
    const justBefore = await responsibleStatus(t.db, m.id, t0 + 2_000 + LIMIT_COOLING_OFF_MS - 1);
    expect(justBefore.limits[0]).toMatchObject({ amount: 50_000 });
    const after = await responsibleStatus(t.db, m.id, t0 + 2_000 + LIMIT_COOLING_OFF_MS);
    expect(after.limits[0]).toMatchObject({ amount: 200_000, pending: null });
    // Removing waits too; lowering while a removal is pending drops the removal.
    s = await setLimit(
      t.db,
      m.id,
      { kind: 'deposit', period: 'day', amount: null },
      t0 + 2 * LIMIT_COOLING_OFF_MS,
    );
    expect(s.limits[0]).toMatchObject({ amount: 200_000, pending: { amount: null } });
    s = await setLimit(
      t.db,
      m.id,
      { kind: 'deposit', period: 'day', amount: 150_000 },
      t0 + 2 * LIMIT_COOLING_OFF_MS,
    );
    expect(s.limits[0]).toMatchObject({ amount: 150_000, pending: null });
  });

  it('a pending raise can be cancelled through the gateway; bad input is refused and writes nothing', async () => {
    const m = await walletMember(t, 'rgcancel');
    expect((await call(m, r.setLimit, { kind: 'loss', period: 'week', amount: 30_000 })).code).toBe(0);
    const raised = await call(m, r.setLimit, { kind: 'loss', period: 'week', amount: 90_000 });
    expect(raised.data).toMatchObject({ limits: [{ amount: 30_000, pending: { amount: 90_000 } }] });
    const cancelled = await call(m, r.cancelPending, { kind: 'loss', period: 'week' });
    expect(cancelled.data).toMatchObject({ limits: [{ amount: 30_000, pending: null }] });
    expect((await call(m, r.cancelPending, { kind: 'loss', period: 'week' })).code).toBe(
      ErrorCode.responsibleChangeRefused,
    );
    expect((await call(m, r.setLimit, { kind: 'loss', period: 'session', amount: 60 })).code).toBe(
      ErrorCode.responsibleChangeRefused,
    );
    expect((await call(m, r.setLimit, { kind: 'session', period: 'session', amount: 5 })).code).toBe(
      ErrorCode.responsibleChangeRefused,
    );
    expect((await call(m, r.setRealityCheck, { minutes: 5 })).code).toBe(ErrorCode.badInput);
    const { rows } = await t.db.query('select * from responsible_limit where member_id = $1', [m.id]);
    expect(rows).toHaveLength(1);
  });
});

describe('enforcement at every money entry point, nothing written when refused', () => {
  it('a deposit over the deposit limit is refused with the limit and its reset named', async () => {
    const m = await walletMember(t, 'rgdeposit');
    await call(m, r.setLimit, { kind: 'deposit', period: 'day', amount: 100_000 });
    const order = (amount: number) =>
      call(m, f.payVal, { payTypeId: 'bank', channelId: 'bank-1', amount, idempotencyKey: key() });
    expect((await order(60_000)).code).toBe(0);
    const res = await expectRefused(t, m, ErrorCode.depositLimitReached, () => order(50_000));
    expect(res.msg).toMatch(/每日存款限额 1000\.00 元.*已用 600\.00 元.*重置/);
    await expectRefused(t, m, ErrorCode.depositLimitReached, () =>
      call(m, f.speedPayOrder, { amount: 50_000, payerName: '张三', idempotencyKey: key() }),
    );
    expect((await order(40_000)).code).toBe(0);
  });

  it('a USDT deposit counts against the yuan deposit limit at the rate USDT is credited (7.15)', async () => {
    const m = await walletMember(t, 'rgusdtdep');
    await call(m, r.setLimit, { kind: 'deposit', period: 'day', amount: 100_000 });
    const usdt = (micro: number) =>
      call(m, f.payVal, { payTypeId: 'usdt', channelId: 'usdt-trc20', amount: micro, idempotencyKey: key() });
    const cny = (fen: number) =>
      call(m, f.payVal, { payTypeId: 'bank', channelId: 'bank-1', amount: fen, idempotencyKey: key() });
    expect((await cny(50_000)).code).toBe(0);
    // 100 USDT = 715.00 元: 500 + 715 passes 1,000.
    const res = await expectRefused(t, m, ErrorCode.depositLimitReached, () => usdt(100_000_000));
    expect((res as { data?: unknown }).data).toMatchObject({ limit: 100_000, used: 50_000 });
    // 50 USDT = 357.50 元 fits; afterwards the limit shows 857.50 元 used, 200 元 more is refused.
    expect((await usdt(50_000_000)).code).toBe(0);
    const status = await call(m, r.status, {});
    expect(status.data).toMatchObject({ limits: [{ kind: 'deposit', used: 85_750 }] });
    await expectRefused(t, m, ErrorCode.depositLimitReached, () => cny(20_000));
    expect((await cny(14_250)).code).toBe(0);
  });

  it('a stake that could cross the net-loss limit is refused; the session limit ends play (injected time)', async () => {
    const m = await walletMember(t, 'rgloss', { fund: 1_000_000 });
    await call(m, r.setLimit, { kind: 'loss', period: 'day', amount: 25_000 });
    const ticket = await launchDice(t, m);
    expect(
      (
        await call(m, g.transferIn, {
          api_name: 'by',
          amount: 500_000,
          walletType: 'RMB',
          idempotencyKey: key(),
        })
      ).code,
    ).toBe(0);
    // One stake of 100 元 through the game is admitted; dice outcomes are random, so further unwon
    // stakes are booked through the service until the next 100 元 could pass the 250 元 limit.
    expect((await roll(t, ticket)).code).toBe(0);
    const lossUsed = async () =>
      (await responsibleStatus(t.db, m.id, Date.now())).limits.find((l) => l.kind === 'loss')!.used;
    for (let i = 0; i < 10 && (await lossUsed()) + 10_000 <= 25_000; i += 1)
      await t.db.transaction((tx) => admitStake(tx, m.id, 10_000, Date.now()));
    const refusedRes = await roll(t, ticket);
    expect(refusedRes.code).toBe(ErrorCode.lossLimitReached);
    expect(refusedRes.msg).toContain('每日净亏损限额 250.00 元');
    const status = await responsibleStatus(t.db, m.id, Date.now());
    const loss = status.limits.find((l) => l.kind === 'loss');
    expect(loss!.used + 10_000).toBeGreaterThan(25_000);
    expect(loss!.used).toBeLessThanOrEqual(25_000);
    const before = [await rounds(t, m.id), await walletBalance(t.db, m.id, 'venue:by')];
    expect((await roll(t, ticket)).code).toBe(ErrorCode.lossLimitReached);
    expect([await rounds(t, m.id), await walletBalance(t.db, m.id, 'venue:by')]).toEqual(before);
    // Session time limit: 15 minutes; with injected time a stake 15 minutes in is refused.
    const s2 = await walletMember(t, 'rgsession');
    await setLimit(t.db, s2.id, { kind: 'session', period: 'session', amount: 15 }, Date.now());
    const t0 = Date.now() + 60_000;
    await t.db.transaction((tx) => admitStake(tx, s2.id, 100, t0));
    await t.db.transaction((tx) => admitStake(tx, s2.id, 100, t0 + 14 * 60_000));
    await expect(
      t.db.transaction((tx) => admitStake(tx, s2.id, 100, t0 + 15 * 60_000)),
    ).rejects.toMatchObject({
      code: ErrorCode.sessionLimitReached,
    });
    // A break longer than the idle gap starts a new session.
    await t.db.transaction((tx) => admitStake(tx, s2.id, 100, t0 + 14 * 60_000 + SESSION_IDLE_MS));
  });

  it('a transfer during a time-out is refused; a withdrawal always passes', async () => {
    const m = await walletMember(t, 'rgtimeout', { fund: 500_000 });
    const card = await call(m, f.bankCardAdd, {
      cardNum: cardNumber('622202987654321'),
      bankCode: 'ICBC',
      withdrawPassword: WITHDRAW_PASSWORD,
    });
    expect(card.code, card.msg).toBe(0);
    const cardId = (card.data as { cardId: string }).cardId;
    const out = await call(m, r.exclude, { kind: 'timeout', days: 2, confirm: true });
    expect(out.data).toMatchObject({ exclusion: { kind: 'timeout', setBy: 'member' } });
    const res = await expectRefused(t, m, ErrorCode.playExcluded, () =>
      call(m, g.transferIn, { api_name: 'by', amount: 10_000, walletType: 'RMB', idempotencyKey: key() }),
    );
    expect(res.msg).toContain('冷静期');
    await expectRefused(t, m, ErrorCode.playExcluded, () =>
      call(m, g.oneClickIn, { api_name: 'pg', idempotencyKey: key() }),
    );
    await expectRefused(t, m, ErrorCode.playExcluded, () =>
      call(m, f.payVal, { payTypeId: 'bank', channelId: 'bank-1', amount: 50_000, idempotencyKey: key() }),
    );
    await expectRefused(t, m, ErrorCode.playExcluded, () =>
      call(m, catalogue.live.goldPurchase, { amount: 1_000, idempotencyKey: key() }),
    );
    const w = await call(m, f.withdrawNewV6, {
      amount: 100_000,
      bankCardId: cardId,
      withdrawPassword: WITHDRAW_PASSWORD,
      idempotencyKey: key(),
    });
    expect(w.code, w.msg).toBe(0);
    // A time-out cannot be shortened, by the member or an operator.
    expect((await call(m, r.exclude, { kind: 'timeout', days: 1, confirm: true })).code).toBe(
      ErrorCode.responsibleChangeRefused,
    );
    await expectLedgerBalanced(t.db);
  });

  it('a promotion claim while self-excluded is refused; operators see it and can only extend', async () => {
    await adminPost(t, '/admin/rewards/coupons', {
      code: 'RGCODE1',
      title: '见面礼',
      amount: 800,
      maxUses: 10,
    });
    const m = await walletMember(t, 'rgselfex');
    const op = await adminPost(t, `/admin/responsible/members/${m.name}/exclusions`, {
      kind: 'self_exclusion',
      months: 6,
      note: '客服来电',
    });
    expect(op.code, op.msg).toBe(0);
    const res = await expectRefused(t, m, ErrorCode.playExcluded, () =>
      call(m, mb.couponRedeem, { couponCode: 'RGCODE1', idempotencyKey: key() }),
    );
    expect(res.msg).toContain('自我禁入');
    const view = await adminGet(t, `/admin/responsible/members/${m.name}`);
    expect(view.data).toMatchObject({
      exclusion: { kind: 'self_exclusion', setBy: 'operator' },
      exclusions: [{ note: '客服来电' }],
    });
    // A shorter one (a time-out) cannot replace it; a longer one can be added.
    expect(
      (await adminPost(t, `/admin/responsible/members/${m.name}/exclusions`, { kind: 'timeout', days: 7 }))
        .code,
    ).toBe(ErrorCode.responsibleChangeRefused);
    expect(
      (
        await adminPost(t, `/admin/responsible/members/${m.name}/exclusions`, {
          kind: 'self_exclusion',
          months: 12,
        })
      ).code,
    ).toBe(0);
    expect(
      (
        await adminPost(t, `/admin/responsible/members/${m.name}/exclusions`, {
          kind: 'self_exclusion',
          months: 3,
        })
      ).code,
    ).toBe(ErrorCode.badInput);
    // History still reads.
    expect((await call(m, r.history, {})).code).toBe(0);
  });
});

describe('no promotion letters reach a member in a time-out or self-exclusion', () => {
  it('skips a promotion letter, hides earlier promotions, and still delivers service letters', async () => {
    const inbox = async (m: WalletMember, kind: 'letter' | 'notice') => {
      const c = kind === 'letter' ? catalogue.message.letterList : catalogue.message.noticeList;
      const res = await call(m, c, { page: 1, size: 50 });
      return (res.data as { list: { title: string }[] }).list.map((l) => l.title);
    };
    const unread = async (m: WalletMember) =>
      (
        (await call(m, catalogue.message.letterUnreadCount, {})).data as {
          count: number;
        }
      ).count;
    const m = await walletMember(t, 'rgnopromo');
    const other = await walletMember(t, 'rgpromook');
    const letter = (name: string, title: string, promotion?: boolean) =>
      adminPost(t, '/admin/messages/letters', {
        name,
        title,
        content: `${title}详情`,
        ...(promotion ? { promotion } : {}),
      });

    expect((await letter(m.name, '首存加赠 50%', true)).code).toBe(0);
    expect(
      (
        await adminPost(t, '/admin/messages/notices', {
          title: '周末红包雨',
          content: '快来抢',
          promotion: true,
        })
      ).code,
    ).toBe(0);
    expect(await inbox(m, 'letter')).toEqual(['首存加赠 50%']);
    expect((await call(m, r.exclude, { kind: 'timeout', days: 7, confirm: true })).code).toBe(0);

    // During the time-out: the earlier promotion is hidden, a new one is refused and not written.
    expect(await inbox(m, 'letter')).toEqual([]);
    expect(await unread(m)).toBe(0);
    expect(await inbox(m, 'notice')).not.toContain('周末红包雨');
    const letters = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            'select count(*)::text as n from message_letter where member_id = $1',
            [m.id],
          )
        ).rows[0]?.n,
      );
    const before = await letters();
    const refused = await letter(m.name, '回归礼包', true);
    expect(refused.status).toBe(409);
    expect(refused.code).toBe(ErrorCode.playExcluded);
    expect(refused.msg).toContain('推广信未发送');
    expect(await letters()).toBe(before);
    // Letters that are not promotions still arrive; another member still sees promotions.
    expect((await letter(m.name, '提款已到账')).code).toBe(0);
    expect(await inbox(m, 'letter')).toEqual(['提款已到账']);
    expect(await inbox(other, 'notice')).toContain('周末红包雨');
    expect((await letter(other.name, '回归礼包', true)).code).toBe(0);
  });

  it('read-all and delete-all act only on the letters the member sees, not on hidden promotions', async () => {
    const m = await walletMember(t, 'rgallread');
    const send = (title: string, promotion: boolean) =>
      adminPost(t, '/admin/messages/letters', {
        name: m.name,
        title,
        content: `${title}详情`,
        ...(promotion ? { promotion } : {}),
      });
    expect((await send('充值返利', true)).code).toBe(0);
    expect((await send('提款已到账', false)).code).toBe(0);
    expect((await call(m, r.exclude, { kind: 'timeout', days: 1, confirm: true })).code).toBe(0);
    const state = async () =>
      (
        await t.db.query<{ title: string; read: boolean; deleted: boolean }>(
          `select title, read_at is not null as read, deleted_at is not null as deleted
             from message_letter where member_id = $1 order by id`,
          [m.id],
        )
      ).rows;

    expect((await call(m, catalogue.message.letterAllRead, {})).code).toBe(0);
    expect(await state()).toEqual([
      { title: '充值返利', read: false, deleted: false },
      { title: '提款已到账', read: true, deleted: false },
    ]);
    expect((await call(m, catalogue.message.letterAllDelete, {})).code).toBe(0);
    expect(await state()).toEqual([
      { title: '充值返利', read: false, deleted: false },
      { title: '提款已到账', read: true, deleted: true },
    ]);
    // Once the time-out is over the promotion shows again, unread.
    await t.db.query(
      `update responsible_exclusion set starts_at = now() - interval '2 days', ends_at = now() - interval '1 day'
        where member_id = $1`,
      [m.id],
    );
    const list = await call(m, catalogue.message.letterList, { page: 1, size: 10 });
    expect((list.data as { list: { title: string; read: boolean }[] }).list).toMatchObject([
      { title: '充值返利', read: false },
    ]);
  });
});

/**
 * The enforcement points again on PostgreSQL (the PGlite stories above): each refusal writes nothing;
 * a lowered limit applies at once and a raise after 24 hours (injected time); withdrawals pass.
 */
async function pgEnforcement(on: TestApp) {
  const callAs = (m: WalletMember) => (c: Parameters<TestApp['call']>[0], input: object) =>
    on.call(c, input, { token: m.token });
  const m = await walletMember(on, 'rgpgall', { fund: 300_000 });
  const mc = callAs(m);
  const t0 = Date.parse('2026-11-26T02:00:00Z');
  await setLimit(on.db, m.id, { kind: 'deposit', period: 'day', amount: 100_000 }, t0);
  const lowered = await setLimit(on.db, m.id, { kind: 'deposit', period: 'day', amount: 50_000 }, t0 + 1);
  expect(lowered.limits[0]).toMatchObject({ amount: 50_000, pending: null });
  const raised = await setLimit(on.db, m.id, { kind: 'deposit', period: 'day', amount: 80_000 }, t0 + 2);
  expect(raised.limits[0]).toMatchObject({ amount: 50_000, pending: { amount: 80_000 } });
  expect((await responsibleStatus(on.db, m.id, t0 + 2 + LIMIT_COOLING_OFF_MS - 1)).limits[0]).toMatchObject({
    amount: 50_000,
  });
  expect((await responsibleStatus(on.db, m.id, t0 + 2 + LIMIT_COOLING_OFF_MS)).limits[0]).toMatchObject({
    amount: 80_000,
    pending: null,
  });
  // In force now: the lowered 500.00 元 (the raise waits from the real clock).
  await mc(r.setLimit, { kind: 'deposit', period: 'day', amount: 50_000 });
  const deposit = () =>
    mc(f.payVal, { payTypeId: 'bank', channelId: 'bank-1', amount: 60_000, idempotencyKey: key() });
  await expectRefused(on, m, ErrorCode.depositLimitReached, deposit);
  await mc(r.setLimit, { kind: 'loss', period: 'day', amount: 5_000 });
  await expect(on.db.transaction((tx) => admitStake(tx, m.id, 6_000, Date.now()))).rejects.toMatchObject({
    code: ErrorCode.lossLimitReached,
  });

  await adminPost(on, '/admin/rewards/coupons', {
    code: 'RGPGCODE',
    title: '见面礼',
    amount: 800,
    maxUses: 5,
  });
  const card = await mc(f.bankCardAdd, {
    cardNum: cardNumber('622202555544443'),
    bankCode: 'ICBC',
    withdrawPassword: WITHDRAW_PASSWORD,
  });
  expect(card.code, card.msg).toBe(0);
  expect(
    (
      await adminPost(on, `/admin/responsible/members/${m.name}/exclusions`, {
        kind: 'self_exclusion',
        months: 6,
      })
    ).code,
  ).toBe(0);
  await expectRefused(on, m, ErrorCode.playExcluded, () =>
    mc(mb.couponRedeem, { couponCode: 'RGPGCODE', idempotencyKey: key() }),
  );
  await expectRefused(on, m, ErrorCode.playExcluded, () =>
    mc(g.transferIn, { api_name: 'by', amount: 10_000, walletType: 'RMB', idempotencyKey: key() }),
  );
  await expectRefused(on, m, ErrorCode.playExcluded, deposit);
  const w = await mc(f.withdrawNewV6, {
    amount: 100_000,
    bankCardId: (card.data as { cardId: string }).cardId,
    withdrawPassword: WITHDRAW_PASSWORD,
    idempotencyKey: key(),
  });
  expect(w.code, w.msg).toBe(0);
  await expectLedgerBalanced(on.db);
}

describe('concurrency: 50 stakes at once against a loss limit', () => {
  async function fiftyStakes(on: TestApp, name: string) {
    const m = await walletMember(on, name, { fund: 1_000_000 });
    await on.call(r.setLimit, { kind: 'loss', period: 'day', amount: 30_000 }, { token: m.token });
    const ticket = await launchDice(on, m);
    const tin = await on.call(
      g.transferIn,
      { api_name: 'by', amount: 1_000_000, walletType: 'RMB', idempotencyKey: key() },
      { token: m.token },
    );
    expect(tin.code, tin.msg).toBe(0);
    const answers = await Promise.all(Array.from({ length: 50 }, () => roll(on, ticket, 10_000)));
    const codes = new Set(answers.map((a) => a.code));
    for (const c of codes) expect([0, ErrorCode.lossLimitReached]).toContain(c);
    const { rows } = await on.db.query<{ stakes: string; wins: string }>(
      'select sum(stakes)::text as stakes, sum(wins)::text as wins from responsible_play_day where member_id = $1',
      [m.id],
    );
    const stakes = Number(rows[0]?.stakes);
    const wins = Number(rows[0]?.wins);
    // The counters agree with the rounds written, and stakes minus wins never passed 300.00 元.
    const played = await on.db.query<{ s: string; p: string }>(
      'select coalesce(sum(stake), 0)::text as s, coalesce(sum(payout), 0)::text as p from game_round where member_id = $1',
      [m.id],
    );
    expect([stakes, wins]).toEqual([Number(played.rows[0]?.s), Number(played.rows[0]?.p)]);
    expect(stakes - wins).toBeLessThanOrEqual(30_000);
    if (process.env.RG_REPORT)
      console.log(name, { admitted: answers.filter((a) => a.code === 0).length, stakes, wins });
    expect(answers.filter((a) => a.code === 0).length).toBe(await rounds(on, m.id));
    await expectLedgerBalanced(on.db);

    // Without wins to lift it (stakes only, as a sportsbook slip before settlement), 50 stakes of
    // 100.00 元 at once against a 1,000.00 元 loss limit admit exactly 10.
    const b = await walletMember(on, `${name}b`);
    await setLimit(on.db, b.id, { kind: 'loss', period: 'day', amount: 100_000 }, Date.now());
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => on.db.transaction((tx) => admitStake(tx, b.id, 10_000, Date.now()))),
    );
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(10);
    for (const x of results)
      if (x.status === 'rejected') expect(x.reason).toMatchObject({ code: ErrorCode.lossLimitReached });
  }

  it('on PGlite', async () => {
    await fiftyStakes(t, 'rgconc');
  });

  it('on PostgreSQL 15 (real parallel transactions and row locks)', async (ctx) => {
    const pg = await startPostgres();
    if (!pg) {
      ctx.skip();
      return;
    }
    try {
      const on = await createTestAppOn({ databaseUrl: pg.url });
      try {
        await fiftyStakes(on, 'rgconcpg');
        // The other enforcement points on PostgreSQL: deposit limit, time-out transfer.
        const m = await walletMember(on, 'rgpgdep', { fund: 100_000 });
        await on.call(r.setLimit, { kind: 'deposit', period: 'day', amount: 100_000 }, { token: m.token });
        const orders = await Promise.all(
          Array.from({ length: 6 }, () =>
            on.call(
              f.payVal,
              { payTypeId: 'bank', channelId: 'bank-1', amount: 30_000, idempotencyKey: key() },
              { token: m.token },
            ),
          ),
        );
        expect(orders.filter((o) => o.code === 0)).toHaveLength(3);
        expect(orders.filter((o) => o.code === ErrorCode.depositLimitReached)).toHaveLength(3);
        await on.call(r.exclude, { kind: 'timeout', days: 2, confirm: true }, { token: m.token });
        const tin = await on.call(
          g.transferIn,
          { api_name: 'by', amount: 10_000, walletType: 'RMB', idempotencyKey: key() },
          { token: m.token },
        );
        expect(tin.code).toBe(ErrorCode.playExcluded);
        await pgEnforcement(on);
      } finally {
        await on.close();
      }
    } finally {
      pg.stop();
    }
  }, 120_000);
});

describe('age: members created before the 18+ rule give their date of birth before any money goes in', () => {
  it('refuses deposits, transfers and stakes until an 18+ date is confirmed; a minor date is refused', async () => {
    const m = await walletMember(t, 'rgnobirth', { fund: 200_000 });
    // A member from before the rule (seed, operator tools) has no date of birth on record.
    await t.db.query('update member_reward set birthday = null where member_id = $1', [m.id]);
    expect((await call(m, r.status, {})).data).toMatchObject({ birthDateNeeded: true });

    const deposit = await expectRefused(t, m, ErrorCode.ageNotConfirmed, () =>
      call(m, f.payVal, { payTypeId: 'bank', channelId: 'bank-1', amount: 10_000, idempotencyKey: key() }),
    );
    expect(deposit.msg).toContain('请先填写出生日期');
    await expectRefused(t, m, ErrorCode.ageNotConfirmed, () =>
      call(m, g.transferIn, { api_name: 'by', amount: 10_000, walletType: 'RMB', idempotencyKey: key() }),
    );
    await expect(t.db.transaction((tx) => admitStake(tx, m.id, 1_000, Date.now()))).rejects.toMatchObject({
      code: ErrorCode.ageNotConfirmed,
    });

    // A minor's date is refused with the reason and writes nothing; so is an impossible date.
    const today = siteDay(Date.now());
    const minorDate = `${Number(today.slice(0, 4)) - 17}${today.slice(4)}`;
    const minor = await call(m, r.confirmAge, { birthDate: minorDate });
    expect(minor.code).toBe(ErrorCode.badInput);
    expect(minor.msg).toBe('未满 18 周岁不能充值或游戏');
    expect((await call(m, r.confirmAge, { birthDate: '1990-02-30' })).msg).toBe('请输入有效的出生日期');
    expect((await call(m, r.status, {})).data).toMatchObject({ birthDateNeeded: true });

    const ok = await call(m, r.confirmAge, { birthDate: '1988-05-04' });
    expect(ok.code, ok.msg).toBe(0);
    expect(ok.data).toMatchObject({ birthDateNeeded: false });
    // Set once: the date stays and is the one the birthday bonus reads.
    expect((await call(m, r.confirmAge, { birthDate: '1970-01-01' })).code).toBe(
      ErrorCode.responsibleChangeRefused,
    );
    expect((await adminGet(t, `/admin/responsible/members/${m.name}`)).data).toMatchObject({
      birthDate: '1988-05-04',
    });
    const order = await call(m, f.payVal, {
      payTypeId: 'bank',
      channelId: 'bank-1',
      amount: 10_000,
      idempotencyKey: key(),
    });
    expect(order.code, order.msg).toBe(0);
    const tin = await call(m, g.transferIn, {
      api_name: 'by',
      amount: 10_000,
      walletType: 'RMB',
      idempotencyKey: key(),
    });
    expect(tin.code, tin.msg).toBe(0);
  });

  it('a date under 18 set elsewhere (the birthday screen) still holds money back', async () => {
    const m = await walletMember(t, 'rgminorbd', { fund: 100_000 });
    const today = siteDay(Date.now());
    await t.db.query('update member_reward set birthday = $2::date where member_id = $1', [
      m.id,
      `${Number(today.slice(0, 4)) - 16}${today.slice(4)}`,
    ]);
    const res = await expectRefused(t, m, ErrorCode.ageNotConfirmed, () =>
      call(m, g.transferIn, { api_name: 'by', amount: 10_000, walletType: 'RMB', idempotencyKey: key() }),
    );
    expect(res.msg).toContain('未满 18 周岁');
  });
});

describe('operator console (/api/ops): a member’s responsible play and activity applications', () => {
  it('shows limits and exclusions and adds an exclusion, never a shorter one; needs an operator', async () => {
    const op = await newOperator(t, 'rgop');
    const m = await walletMember(t, 'rgopview');
    await call(m, r.setLimit, { kind: 'loss', period: 'week', amount: 300_000 });
    expect((await ops(t, null, 'GET', `/members/${m.name}/responsible`)).status).toBe(401);
    const view = await ops(t, op.token, 'GET', `/members/${m.name}/responsible`);
    expect(view.code, view.msg).toBe(0);
    expect(view.data).toMatchObject({
      memberName: m.name,
      birthDate: '1990-01-01',
      limits: [{ kind: 'loss', period: 'week', amount: 300_000 }],
      exclusion: null,
      exclusions: [],
    });
    expect((await ops(t, op.token, 'GET', '/members/nosuchmember/responsible')).status).toBe(404);

    const exclusions = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            'select count(*)::text as n from responsible_exclusion where member_id = $1',
            [m.id],
          )
        ).rows[0]?.n,
      );
    // Bad input is refused with a Chinese message and writes nothing.
    const bad = await ops(t, op.token, 'POST', `/members/${m.name}/exclusions`, {
      kind: 'timeout',
      days: 99,
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toBe('冷静期为 1–42 天');
    expect(await exclusions()).toBe(0);

    const added = await ops(t, op.token, 'POST', `/members/${m.name}/exclusions`, {
      kind: 'timeout',
      days: 14,
      note: '电话要求',
    });
    expect(added.code, added.msg).toBe(0);
    expect(added.data).toMatchObject({
      exclusion: { kind: 'timeout', setBy: 'operator' },
      exclusions: [{ kind: 'timeout', note: '电话要求', setBy: 'operator' }],
    });
    const shorter = await ops(t, op.token, 'POST', `/members/${m.name}/exclusions`, {
      kind: 'timeout',
      days: 3,
    });
    expect(shorter.code).toBe(ErrorCode.responsibleChangeRefused);
    expect(shorter.msg).toContain('不能缩短');
    expect(await exclusions()).toBe(1);
    // The member is held to it.
    await expectRefused(t, m, ErrorCode.playExcluded, () =>
      call(m, f.payVal, { payTypeId: 'bank', channelId: 'bank-1', amount: 10_000, idempotencyKey: key() }),
    );
  });

  it('lists applications to review; a rejection pays nothing and the member sees it', async () => {
    const op = await newOperator(t, 'rgact');
    const m = await walletMember(t, 'rgapplyrj');
    const applied = await call(m, catalogue.activity.promotionApply, {
      promotionId: 'welcome-review',
      idempotencyKey: key(),
    });
    expect(applied.data).toMatchObject({ status: 'pending' });
    const list = await ops(t, op.token, 'GET', '/activity-applications?status=pending');
    const mine = (
      list.data as { list: { id: number; memberName: string; activityTitle: string }[] }
    ).list.find((a) => a.memberName === m.name);
    expect(mine?.activityTitle).toBeTruthy();
    expect(mine?.activityTitle).not.toBe('welcome-review');
    expect((await ops(t, op.token, 'GET', '/activity-applications?status=maybe')).status).toBe(400);

    const before = await walletState(t.db, m.id);
    const rejected = await ops(t, op.token, 'POST', `/activity-applications/${mine?.id}/reject`, {
      note: '资料不符',
    });
    expect(rejected.code, rejected.msg).toBe(0);
    expect(await walletState(t.db, m.id)).toEqual(before);
    expect((await ops(t, op.token, 'POST', `/activity-applications/${mine?.id}/approve`, {})).status).toBe(
      404,
    );
    const detail = await call(m, catalogue.activity.promotionDetail, { promotionId: 'welcome-review' });
    expect(detail.data).toMatchObject({ applyStatus: 'rejected' });

    // Editing an activity (/admin): a config its mechanic refuses is not saved.
    const listed = async () =>
      (
        (await adminGet(t, '/admin/activities')).data as {
          list: { id: string; title: string; config: unknown }[];
        }
      ).list.find((a) => a.id === 'welcome-review');
    const unchanged = await listed();
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/admin/activities/welcome-review',
      headers: ADMIN_HEADERS,
      payload: {
        title: '改名',
        category: 'newcomer',
        startAt: Date.now() - 1_000,
        endAt: Date.now() + 86_400_000,
        config: { bonus: -5, multiple: 1 },
        needsReview: true,
      },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json<{ msg: string }>().msg).toBe('活动配置无效');
    expect(await listed()).toEqual(unchanged);
  });
});

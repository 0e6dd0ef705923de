import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { adminGet, expectLedgerBalanced, key, walletMember, type WalletMember } from './wallet-fixtures.ts';
import { memberBalances } from '../src/modules/wallet/ledger.ts';
import { buyGold, expectGiftRefused, setGiftBlock, setSiteConfig } from './gift-helpers.ts';

const { live } = catalogue;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const member = (name: string, fund = 1_000_000) => walletMember(t, name, { fund });

describe('gold balance and purchase (spec §7 "gold coin balance"; from the main wallet through the ledger)', () => {
  let ann: WalletMember;
  beforeAll(async () => {
    ann = await member('giftann');
  });

  it('starts at 0 gold coins', async () => {
    const res = await t.call(live.goldBalance, {}, { token: ann.token });
    expect(res.code).toBe(ErrorCode.ok);
    expect(res.data).toEqual({ gold: 0 });
  });

  it('moves exactly X fen out of the main wallet and X/10 coins into gold, in one balanced movement', async () => {
    const data = await buyGold(t, ann, 12_340);
    expect(data).toEqual({
      gold: 1_234,
      balance: 1_000_000 - 12_340,
      goldAdded: 1_234,
      dailyLimit: 200_000,
      dailyLimitRemaining: 200_000 - 12_340,
    });
    expect(await memberBalances(t.db, ann.id)).toMatchObject({ main: 987_660, gold: 1_234 });
    const { rows } = await t.db.query<{ account: string; currency: string; amount: string }>(
      `select p.account, p.currency, p.amount::text as amount from ledger_tx x join ledger_posting p on p.tx_id = x.id
        where x.member_id = $1 and x.type = 'gift_buy' order by p.id`,
      [ann.id],
    );
    expect(rows).toEqual([
      { account: 'main', currency: 'CNY', amount: '-12340' },
      { account: 'house:gifts', currency: 'CNY', amount: '12340' },
      { account: 'house:gifts', currency: 'GOLD', amount: '-1234' },
      { account: 'gold', currency: 'GOLD', amount: '1234' },
    ]);
    expect((await t.call(live.goldBalance, {}, { token: ann.token })).data).toEqual({ gold: 1_234 });
    await expectLedgerBalanced(t.db);
  });

  it('answers a replay with the same key once, moving nothing more; another request with it is 10238', async () => {
    const idem = key('replay');
    const first = await buyGold(t, ann, 1_000, idem);
    const before = await memberBalances(t.db, ann.id);
    const again = await buyGold(t, ann, 1_000, idem);
    expect(again).toEqual(first);
    expect(await memberBalances(t.db, ann.id)).toEqual(before);
    await expectGiftRefused(t, ann, ErrorCode.idempotencyMismatch, () =>
      t.call(live.goldPurchase, { amount: 2_000, idempotencyKey: idem }, { token: ann.token }),
    );
  });

  it('refuses an amount that is not a multiple of 10 fen (10285) and changes nothing', async () => {
    for (const amount of [1, 15, 1_001]) {
      const res = await expectGiftRefused(t, ann, ErrorCode.goldAmountInvalid, () =>
        t.call(live.goldPurchase, { amount, idempotencyKey: key('odd') }, { token: ann.token }),
      );
      expect(res.msg).toContain('0.10');
    }
  });

  it('refuses malformed input (10001) and visitors (10002), changing nothing', async () => {
    for (const amount of [0, -10, 1.5])
      await expectGiftRefused(t, ann, ErrorCode.badInput, () =>
        t.call(live.goldPurchase, { amount, idempotencyKey: key('bad') }, { token: ann.token }),
      );
    await expectGiftRefused(t, ann, ErrorCode.badInput, () =>
      t.call(live.goldPurchase, { amount: 100, idempotencyKey: 'short' }, { token: ann.token }),
    );
    await expectGiftRefused(t, ann, ErrorCode.loginRequired, () =>
      t.call(live.goldPurchase, { amount: 100, idempotencyKey: key('visitor') }),
    );
    await expectGiftRefused(t, ann, ErrorCode.loginRequired, () => t.call(live.goldBalance, {}));
  });

  it('refuses more than the main wallet holds (10202, 中心钱包余额不足) and changes nothing', async () => {
    const poor = await member('giftpoor', 5_000);
    const res = await expectGiftRefused(t, poor, ErrorCode.insufficientBalance, () =>
      t.call(live.goldPurchase, { amount: 5_010, idempotencyKey: key('poor') }, { token: poor.token }),
    );
    expect(res.msg).toContain('中心钱包余额不足');
    expect(await memberBalances(t.db, poor.id)).toMatchObject({ main: 5_000, gold: 0 });
    // The whole balance is fine.
    expect((await buyGold(t, poor, 5_000)).gold).toBe(500);
  });
});

describe('permission check (spec §6: buying gold coins and gifting a streamer need a permission check)', () => {
  it('allows an active member both actions and reports the daily cap', async () => {
    const bo = await member('giftbo');
    for (const action of ['buyGold', 'giftAnchor'] as const) {
      const res = await t.call(live.permissionCheck, { action }, { token: bo.token });
      expect(res.code).toBe(ErrorCode.ok);
      expect(res.data).toEqual({
        allowed: true,
        code: 0,
        reason: '',
        dailyLimit: 200_000,
        dailyLimitRemaining: 200_000,
      });
    }
  });

  it('refuses a member on the operator gift block list (10281) in the check and in the purchase', async () => {
    const cy = await member('giftcy');
    expect((await setGiftBlock(t, 'giftcy', true)).code).toBe(0);
    for (const action of ['buyGold', 'giftAnchor'] as const) {
      const res = await t.call(live.permissionCheck, { action }, { token: cy.token });
      expect(res.data).toMatchObject({ allowed: false, code: ErrorCode.giftNotAllowed });
      expect((res.data as { reason: string }).reason).toContain('限制');
    }
    const idem = key('blocked');
    const refused = await expectGiftRefused(t, cy, ErrorCode.giftNotAllowed, () =>
      t.call(live.goldPurchase, { amount: 1_000, idempotencyKey: idem }, { token: cy.token }),
    );
    expect(refused.data).toMatchObject({ reason: refused.msg });
    // Lifted: allowed again, and the same key now works (a refusal stores nothing).
    expect((await setGiftBlock(t, 'giftcy', false)).code).toBe(0);
    expect((await buyGold(t, cy, 1_000, idem)).gold).toBe(100);
  });

  it('enforces the daily purchase cap (2,000.00 yuan a Beijing day; 10282) and changes nothing when over', async () => {
    const di = await member('giftdi', 500_000);
    await buyGold(t, di, 150_000);
    const over = await expectGiftRefused(t, di, ErrorCode.goldDailyLimit, () =>
      t.call(live.goldPurchase, { amount: 60_000, idempotencyKey: key('cap') }, { token: di.token }),
    );
    expect(over.msg).toContain('500.00 元');
    expect(over.data).toMatchObject({ dailyLimit: 200_000, dailyLimitRemaining: 50_000 });
    const last = await buyGold(t, di, 50_000);
    expect(last.dailyLimitRemaining).toBe(0);
    const check = await t.call(live.permissionCheck, { action: 'buyGold' }, { token: di.token });
    expect(check.data).toMatchObject({
      allowed: false,
      code: ErrorCode.goldDailyLimit,
      dailyLimitRemaining: 0,
    });
    expect((check.data as { reason: string }).reason).toContain('今日购买金币已达上限');
    // The cap is about buying: gifting stays allowed.
    const gifting = await t.call(live.permissionCheck, { action: 'giftAnchor' }, { token: di.token });
    expect(gifting.data).toMatchObject({ allowed: true });
    await expectGiftRefused(t, di, ErrorCode.goldDailyLimit, () =>
      t.call(live.goldPurchase, { amount: 10, idempotencyKey: key('cap') }, { token: di.token }),
    );
    // The operator's view agrees.
    const view = await adminGet(t, '/admin/gifts/members/giftdi');
    expect(view.data).toMatchObject({ gold: 20_000, boughtToday: 200_000, buyGold: { allowed: false } });
  });

  it('counts the cap per Beijing day: yesterday’s purchases do not count', async () => {
    const ed = await member('gifted', 500_000);
    await buyGold(t, ed, 200_000);
    // Move the purchase to the previous Beijing day.
    await t.db.query(
      `update ledger_tx set created_at = created_at - interval '1 day' where member_id = $1 and type = 'gift_buy'`,
      [ed.id],
    );
    const check = await t.call(live.permissionCheck, { action: 'buyGold' }, { token: ed.token });
    expect(check.data).toMatchObject({ allowed: true, dailyLimitRemaining: 200_000 });
  });

  it('refuses everyone while the operator switches gifts off (giftSwitch false), and a member not active', async () => {
    const fi = await member('giftfi');
    expect((await setSiteConfig(t, 'giftSwitch', false)).code).toBe(0);
    const res = await expectGiftRefused(t, fi, ErrorCode.giftNotAllowed, () =>
      t.call(live.goldPurchase, { amount: 1_000, idempotencyKey: key('off') }, { token: fi.token }),
    );
    expect(res.msg).toContain('维护');
    expect((await setSiteConfig(t, 'giftSwitch', true)).code).toBe(0);
    // A member whose status is not active (spec §3: 0 inactive, 2 disabled).
    const { giftPermission } = await import('../src/modules/gift/gift-permission.ts');
    await t.db.query('update member set status = 0 where id = $1', [fi.id]);
    const inactive = await giftPermission(t.db, fi.id, 'buyGold', Date.now());
    expect(inactive).toMatchObject({ allowed: false, code: ErrorCode.giftNotAllowed });
    expect(inactive.reason).toContain('账号状态异常');
    await t.db.query('update member set status = 1 where id = $1', [fi.id]);
  });

  it('lets an operator lower the cap (giftDailyGoldCap, fen)', async () => {
    const gu = await member('giftgu');
    expect((await setSiteConfig(t, 'giftDailyGoldCap', 1_000)).code).toBe(0);
    try {
      await buyGold(t, gu, 1_000);
      await expectGiftRefused(t, gu, ErrorCode.goldDailyLimit, () =>
        t.call(live.goldPurchase, { amount: 10, idempotencyKey: key('low') }, { token: gu.token }),
      );
    } finally {
      await setSiteConfig(t, 'giftDailyGoldCap', 200_000);
    }
  });

  it('lets exactly as many concurrent purchases through as the cap allows, and the ledger balances', async () => {
    const ho = await member('giftho', 1_000_000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call(live.goldPurchase, { amount: 50_000, idempotencyKey: key('race') }, { token: ho.token }),
      ),
    );
    expect(answers.filter((a) => a.code === ErrorCode.ok)).toHaveLength(4);
    expect(answers.filter((a) => a.code === ErrorCode.goldDailyLimit)).toHaveLength(2);
    expect(await memberBalances(t.db, ho.id)).toMatchObject({ main: 800_000, gold: 20_000 });
    await expectLedgerBalanced(t.db);
  });

  it('refuses a bad operator block request: unknown member 404, bad body 400', async () => {
    expect((await setGiftBlock(t, 'nobody-here', true)).status).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/gifts/block',
      headers: { authorization: 'Bearer test-admin-token-0123456789' },
      payload: { blocked: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/admin/gifts/block',
      payload: { name: 'x', blocked: true },
    });
    expect(anon.statusCode).toBe(401);
  });
});

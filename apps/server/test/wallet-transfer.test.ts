import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { memberBalances, moveMoney, walletBalance } from '../src/modules/wallet/ledger.ts';
import { accrueYebInterest } from '../src/modules/wallet/yeb-service.ts';
import { dealRecords, settlementRecords } from '../src/modules/wallet/records-service.ts';
import {
  autoTransferEnabled,
  moveAllIntoVenue,
  recoverAllVenues,
} from '../src/modules/wallet/venue-transfer-service.ts';
import { siteDay } from '../src/modules/wallet/wallet-util.ts';
import {
  adminGet,
  expectLedgerBalanced,
  expectRefused,
  key,
  walletMember,
  type WalletMember,
} from './wallet-fixtures.ts';

// venue transfers (spec §3: api_name is the venue money goes into, transfer_out the one it comes
// out of; §4: a venue is usable only at status 0), one-click in / recovery / confirm, auto-transfer,
// balances and total assets, the yield wallet and its interest job, deal and settlement records.
const g = catalogue.games;
const f = catalogue.finance;
let t: TestApp;
let m: WalletMember;
beforeAll(async () => {
  t = await createTestApp();
  m = await walletMember(t, 'transfer1', { fund: 500_000 });
});
afterAll(async () => t.close());

const refused = (code: number, run: () => Promise<{ code: number; msg: string }>) =>
  expectRefused(t, m, code, run);
const transferIn = (api_name: string, amount: number, idempotencyKey = key()) =>
  t.call(g.transferIn, { api_name, amount, walletType: 'RMB', idempotencyKey }, { token: m.token });
const transferOut = (transfer_out: string, amount: number, idempotencyKey = key()) =>
  t.call(g.transferOut, { transfer_out, amount, walletType: 'RMB', idempotencyKey }, { token: m.token });

describe('venue transfers', () => {
  it('moves money into api_name and out of transfer_out, once per key', async () => {
    const k = key();
    const res = await transferIn('by', 100_000, k);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ centerBalance: 400_000, venueBalance: 100_000 });
    expect((await transferIn('by', 100_000, k)).data).toEqual(res.data);
    expect(await walletBalance(t.db, m.id, 'main')).toBe(400_000);
    const out = await transferOut('by', 30_000);
    expect(out.data).toMatchObject({ centerBalance: 430_000, venueBalance: 70_000 });
    expect((await t.call(g.venueBalance, { venueCode: 'by' }, { token: m.token })).data).toEqual({
      venueCode: 'by',
      balance: 70_000,
      maintaining: false,
    });
  });

  it('refuses a venue in maintenance, an unknown venue and more than the balance, moving nothing', async () => {
    const res = await refused(ErrorCode.venueMaintenance, () => transferIn('cq', 1_000));
    expect(res.msg).toContain('维护');
    await refused(ErrorCode.notFound, () => transferIn('zz', 1_000));
    await refused(ErrorCode.insufficientBalance, () => transferIn('pg', 430_001));
    await refused(ErrorCode.insufficientBalance, () => transferOut('by', 70_001));
    await refused(ErrorCode.badInput, () => transferIn('pg', 0));
    const k = key();
    expect((await transferIn('pg', 1_000, k)).code).toBe(0);
    await refused(ErrorCode.idempotencyMismatch, () => transferIn('pg', 2_000, k));
    await refused(ErrorCode.idempotencyMismatch, () => transferOut('pg', 1_000, k));
  });

  it('one-click in moves the whole centre balance; recovery brings every venue back and confirms', async () => {
    const before = await memberBalances(t.db, m.id);
    const total = before.main + Object.values(before.venues).reduce((s, v) => s + v, 0);
    await refused(ErrorCode.venueMaintenance, () =>
      t.call(g.oneClickIn, { api_name: 'cq', idempotencyKey: key() }, { token: m.token }),
    );
    const inRes = await t.call(g.oneClickIn, { api_name: 'ag', idempotencyKey: key() }, { token: m.token });
    expect(inRes.code, inRes.msg).toBe(0);
    expect(inRes.data).toMatchObject({ centerBalance: 0, venueBalance: before.main });
    const assets = await t.call(g.totalAssets, {}, { token: m.token });
    expect(assets.data).toMatchObject({ total, center: 0 });
    expect(
      (assets.data as { venues: { venueCode: string; maintaining: boolean }[] }).venues.find(
        (v) => v.venueCode === 'cq',
      )?.maintaining,
    ).toBe(true);

    const k = key();
    const rec = await t.call(g.oneClickRecovery, { idempotencyKey: k }, { token: m.token });
    expect(rec.code, rec.msg).toBe(0);
    expect(rec.data).toMatchObject({ pending: 0, centerBalance: total });
    expect((await t.call(g.oneClickRecovery, { idempotencyKey: k }, { token: m.token })).data).toEqual(
      rec.data,
    );
    const batchNo = (rec.data as { batchNo: string }).batchNo;
    const confirm = await t.call(g.oneClickConfirm, { batchNo }, { token: m.token });
    expect(confirm.data).toMatchObject({ done: true, centerBalance: total });
    expect(
      (confirm.data as { list: { status: string; balance: number }[] }).list.every(
        (i) => i.status === 'success' && i.balance === 0,
      ),
    ).toBe(true);
    expect((await t.call(g.oneClickConfirm, { batchNo: 'R0' }, { token: m.token })).code).toBe(
      ErrorCode.notFound,
    );
    await expectLedgerBalanced(t.db);
  });

  it('keeps the auto-transfer switch, and the service functions other modules use', async () => {
    expect((await t.call(g.autoTransferGet, {}, { token: m.token })).data).toEqual({ enabled: false });
    expect((await t.call(g.autoTransferSet, { enabled: true }, { token: m.token })).code).toBe(0);
    expect((await t.call(g.autoTransferGet, {}, { token: m.token })).data).toEqual({ enabled: true });
    expect(await autoTransferEnabled(t.db, m.id)).toBe(true);
    const main = await walletBalance(t.db, m.id, 'main');
    const k = key();
    expect(await moveAllIntoVenue(t.db, m.id, 'pg', k)).toBe(main);
    expect(await moveAllIntoVenue(t.db, m.id, 'pg', k)).toBe(main); // replay answers the first amount
    expect(await moveAllIntoVenue(t.db, m.id, 'pg', key())).toBe(0);
    await expect(moveAllIntoVenue(t.db, m.id, 'cq', key())).rejects.toMatchObject({
      code: ErrorCode.venueMaintenance,
    });
    expect(await recoverAllVenues(t.db, m.id, key())).toBe(main);
    expect(await walletBalance(t.db, m.id, 'main')).toBe(main);
  });
});

describe('wallet type', () => {
  it('gets and sets RMB / USDT', async () => {
    expect((await t.call(f.walletTypeGet, {}, { token: m.token })).data).toEqual({
      walletType: 'RMB',
      available: ['RMB', 'USDT'],
    });
    await t.call(f.walletTypeSet, { walletType: 'USDT' }, { token: m.token });
    expect((await t.call(f.walletTypeGet, {}, { token: m.token })).data).toMatchObject({
      walletType: 'USDT',
    });
    expect((await t.call(f.walletTypeSet, { walletType: 'EUR' as 'RMB' }, { token: m.token })).code).toBe(
      ErrorCode.badInput,
    );
    // Finance customer service opens the support conversation; no operator is signed in here.
    const cs = await t.call(f.customerService, {}, { token: m.token });
    expect(cs.data).toMatchObject({ online: false });
    expect((cs.data as { url: string }).url).toMatch(/\/cs/);
  });
});

describe('yield wallet', () => {
  it('moves main ⇄ yeb once per key and refuses more than held', async () => {
    const main = await walletBalance(t.db, m.id, 'main');
    const k = key();
    const res = await t.call(f.yebToYeb, { amount: 200_000, idempotencyKey: k }, { token: m.token });
    expect(res.data).toEqual({ centerBalance: main - 200_000, yebBalance: 200_000 });
    expect(
      (await t.call(f.yebToYeb, { amount: 200_000, idempotencyKey: k }, { token: m.token })).data,
    ).toEqual(res.data);
    await refused(ErrorCode.insufficientBalance, () =>
      t.call(f.yebToCenter, { amount: 200_001, idempotencyKey: key() }, { token: m.token }),
    );
    const back = await t.call(f.yebToCenter, { amount: 50_000, idempotencyKey: key() }, { token: m.token });
    expect(back.data).toEqual({ centerBalance: main - 150_000, yebBalance: 150_000 });
  });

  it('accrues daily interest by the scheduled job, once per day, at the configured rate plus done tasks', async () => {
    const tasks = await t.call(f.yebTasks, {}, { token: m.token });
    expect(
      (tasks.data as { list: { taskId: string; done: boolean }[] }).list.map((x) => [x.taskId, x.done]),
    ).toEqual([
      ['first-deposit', false],
      ['bind-card', false],
      ['yeb-1000', true],
    ]);
    const info = await t.call(f.yebInfo, {}, { token: m.token });
    expect(info.data).toMatchObject({
      yebBalance: 150_000,
      annualRate: '0.045',
      yesterdayYield: 0,
      totalYield: 0,
    });
    const now = Date.now();
    const first = await accrueYebInterest(t.db, now);
    // floor(150,000 × 0.045 / 365) = 18 fen.
    expect(first.total).toBeGreaterThanOrEqual(18);
    expect(await walletBalance(t.db, m.id, 'yeb')).toBe(150_018);
    const again = await accrueYebInterest(t.db, now);
    expect(again.paid).toBe(0);
    expect(await walletBalance(t.db, m.id, 'yeb')).toBe(150_018);
    const next = await accrueYebInterest(t.db, now + 86_400_000);
    expect(next.day).toBe(siteDay(now));
    expect(await walletBalance(t.db, m.id, 'yeb')).toBe(150_036);
    const later = await t.call(f.yebInfo, {}, { token: m.token });
    expect(later.data).toMatchObject({ yesterdayYield: 18, totalYield: 36 });
    await expectLedgerBalanced(t.db);
    const check = await adminGet(t, '/admin/ledger/check');
    expect(check.data).toMatchObject({ ok: true });
  });
});

describe('records', () => {
  it('pages deal records newest first, filtered by type and date range', async () => {
    const today = siteDay(Date.now());
    const all = await t.call(
      f.dealRecords,
      { page: 1, size: 5, startDate: today, endDate: today },
      { token: m.token },
    );
    expect(all.code, all.msg).toBe(0);
    const page = all.data as { total: number; list: { type: string; createdAt: number; account: string }[] };
    expect(page.list).toHaveLength(5);
    expect(page.total).toBeGreaterThan(10);
    const times = page.list.map((r) => r.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const ins = await t.call(
      f.dealRecords,
      { page: 1, size: 50, startDate: today, endDate: today, type: 'transfer_in' },
      { token: m.token },
    );
    const inList = (ins.data as { list: { type: string; account: string; amount: number }[] }).list;
    expect(inList.length).toBeGreaterThan(0);
    expect(inList.every((r) => r.type === 'transfer_in' && r.account === 'main' && r.amount < 0)).toBe(true);
    const interest = await dealRecords(
      t.db,
      m.id,
      { page: 1, size: 10, startDate: today, endDate: today, type: 'interest' },
      Date.now(),
    );
    expect(interest.list[0]).toMatchObject({ account: 'yeb', amount: 18, status: 'success' });
  });

  it('keeps at least three months and refuses older or reversed ranges', async () => {
    const now = Date.now();
    const day = (n: number) => siteDay(now - n * 86_400_000);
    const ok = await t.call(
      f.dealRecords,
      { page: 1, size: 10, startDate: day(92), endDate: day(0) },
      { token: m.token },
    );
    expect(ok.code).toBe(0);
    expect(
      (
        await t.call(
          f.dealRecords,
          { page: 1, size: 10, startDate: day(120), endDate: day(0) },
          { token: m.token },
        )
      ).code,
    ).toBe(ErrorCode.badInput);
    expect(
      (
        await t.call(
          f.dealRecords,
          { page: 1, size: 10, startDate: day(0), endDate: day(3) },
          { token: m.token },
        )
      ).code,
    ).toBe(ErrorCode.badInput);
    expect(
      (
        await t.call(
          f.dealRecords,
          { page: 0, size: 10, startDate: day(1), endDate: day(0) },
          { token: m.token },
        )
      ).code,
    ).toBe(ErrorCode.badInput);
    expect(
      (
        await t.call(
          f.dealRecords,
          { page: 1, size: 10, startDate: day(1), endDate: day(0), type: 'nope' as 'bonus' },
          { token: m.token },
        )
      ).code,
    ).toBe(ErrorCode.badInput);
  });

  it('sums game stakes and wins per day into settlement records', async () => {
    const now = Date.now();
    const venue = 'venue:by' as const;
    await t.call(
      g.transferIn,
      { api_name: 'by', amount: 10_000, walletType: 'RMB', idempotencyKey: key() },
      { token: m.token },
    );
    const game = (type: 'game_bet' | 'game_win', amount: number, at: number) =>
      moveMoney(t.db, {
        idempotencyKey: key('game'),
        memberId: m.id,
        type,
        now: at,
        postings: [
          { memberId: m.id, account: venue, currency: 'CNY', amount: type === 'game_bet' ? -amount : amount },
          {
            memberId: null,
            account: 'house:games',
            currency: 'CNY',
            amount: type === 'game_bet' ? amount : -amount,
          },
        ],
      });
    await game('game_bet', 1_000, now);
    await game('game_bet', 2_000, now);
    await game('game_win', 2_500, now);
    await game('game_bet', 500, now - 86_400_000);
    const res = await settlementRecords(
      t.db,
      m.id,
      { page: 1, size: 10, startDate: siteDay(now - 86_400_000), endDate: siteDay(now) },
      now,
    );
    expect(res.total).toBe(2);
    expect(res.list[0]).toMatchObject({
      period: siteDay(now),
      betAmount: 3_000,
      validAmount: 3_000,
      winLoss: -500,
    });
    expect(res.list[1]).toMatchObject({ period: siteDay(now - 86_400_000), betAmount: 500, winLoss: -500 });
    const viaCall = await t.call(
      f.settlementRecords,
      { page: 1, size: 10, startDate: siteDay(now), endDate: siteDay(now) },
      { token: m.token },
    );
    expect(viaCall.code, viaCall.msg).toBe(0);
    await expectLedgerBalanced(t.db);
  });
});

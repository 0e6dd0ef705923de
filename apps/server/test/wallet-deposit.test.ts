import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { DEMO_START_BALANCE } from '../seed/finance-seed.ts';
import { seed } from '../seed/seed.ts';
import { walletBalance } from '../src/modules/wallet/ledger.ts';
import { decodeProof } from '../src/modules/wallet/proof-image.ts';
import {
  PNG_DATA_URL,
  adminGet,
  adminPost,
  expectLedgerBalanced,
  expectRefused,
  key,
  walletMember,
  type WalletMember,
} from './wallet-fixtures.ts';

// Calls: payment types v16, payVal, banks, deposit limits, speed pay (order, confirm, appeal,
// cancel count, upload proof) and the operator's settle / reject (spec §3 min_money / max_money, §7 Finance).
const f = catalogue.finance;
let t: TestApp;
let m: WalletMember;
beforeAll(async () => {
  t = await createTestApp();
  m = await walletMember(t, 'depositor1');
});
afterAll(async () => t.close());

const order = async (input: Partial<{ payTypeId: string; channelId: string; amount: number }> = {}) =>
  t.call(
    f.payVal,
    { payTypeId: 'bank', channelId: 'bank-1', amount: 50_000, idempotencyKey: key(), ...input },
    { token: m.token },
  );

/** Calls `run` and asserts the answer code and that no wallet row or balance changed. */
const refused = (code: number, run: () => Promise<{ code: number; msg: string }>) =>
  expectRefused(t, m, code, run);

describe('seed', () => {
  it('gives the demo member 10,000.00 yuan by a real bonus movement, once', async () => {
    const { rows } = await t.db.query<{ id: number }>(`select id from member where name = 'demo'`);
    const demo = Number(rows[0]?.id);
    expect(await walletBalance(t.db, demo, 'main')).toBe(DEMO_START_BALANCE);
    await seed(t.db);
    expect(await walletBalance(t.db, demo, 'main')).toBe(DEMO_START_BALANCE);
    await expectLedgerBalanced(t.db);
  });
});

describe('deposit channels', () => {
  it('lists pay types with channels and min_money / max_money per wallet type', async () => {
    const res = await t.call(f.paymentTypesV16, { walletType: 'RMB' }, { token: m.token });
    expect(res.code).toBe(0);
    const list = (
      res.data as { list: { payTypeId: string; channels: { walletType: string; min_money: number }[] }[] }
    ).list;
    expect(list.map((p) => p.payTypeId)).toEqual(['bank', 'alipay', 'wechat']);
    expect(list.flatMap((p) => p.channels).every((c) => c.walletType === 'RMB')).toBe(true);
    const usdt = await t.call(f.paymentTypesV16, { walletType: 'USDT' }, { token: m.token });
    expect((usdt.data as { list: { payTypeId: string }[] }).list.map((p) => p.payTypeId)).toEqual(['usdt']);
    expect((await t.call(f.depositLimits, { walletType: 'RMB' }, { token: m.token })).data).toEqual({
      min_money: 10_000,
      max_money: 9_999_999,
    });
    const banks = await t.call(f.banks, {}, { token: m.token });
    expect((banks.data as { list: unknown[] }).list.length).toBeGreaterThanOrEqual(5);
  });

  it('needs a login', async () => {
    expect((await t.call(f.paymentTypesV16, { walletType: 'RMB' })).code).toBe(ErrorCode.loginRequired);
  });
});

describe('payVal and the operator settlement', () => {
  it('refuses bad orders with a clear code and creates nothing', async () => {
    await refused(ErrorCode.amountOutOfRange, () => order({ amount: 9_999 }));
    await refused(ErrorCode.amountOutOfRange, () => order({ amount: 5_000_001 }));
    await refused(ErrorCode.notFound, () => order({ channelId: 'nope' }));
    await refused(ErrorCode.notFound, () => order({ payTypeId: 'alipay', channelId: 'bank-1' }));
    // alipay-1 takes fixed amounts only.
    await refused(ErrorCode.amountOutOfRange, () =>
      order({ payTypeId: 'alipay', channelId: 'alipay-1', amount: 12_345 }),
    );
    await refused(ErrorCode.badInput, () => order({ amount: -5 }));
    await refused(ErrorCode.badInput, () => order({ amount: 100.5 }));
    await refused(ErrorCode.badInput, () =>
      t.call(
        f.payVal,
        { payTypeId: 'bank', channelId: 'bank-1', amount: 50_000, idempotencyKey: 'short' },
        { token: m.token },
      ),
    );
  });

  it('places an order once per idempotency key; settling raises the balance and the counters', async () => {
    const k = key();
    const first = await t.call(
      f.payVal,
      { payTypeId: 'bank', channelId: 'bank-1', amount: 50_000, idempotencyKey: k },
      { token: m.token },
    );
    expect(first.code, first.msg).toBe(0);
    const again = await t.call(
      f.payVal,
      { payTypeId: 'bank', channelId: 'bank-1', amount: 50_000, idempotencyKey: k },
      { token: m.token },
    );
    expect(again.data).toEqual(first.data);
    const other = await t.call(
      f.payVal,
      { payTypeId: 'bank', channelId: 'bank-1', amount: 60_000, idempotencyKey: k },
      { token: m.token },
    );
    expect(other.code).toBe(ErrorCode.idempotencyMismatch);
    const orderNo = (first.data as { orderNo: string; status: string }).orderNo;
    expect((first.data as { status: string }).status).toBe('paying');
    expect((await t.db.query('select 1 from deposit_order where member_id = $1', [m.id])).rows).toHaveLength(
      1,
    );

    const settled = await adminPost(t, `/admin/finance/deposits/${orderNo}/settle`);
    expect(settled.code, settled.msg).toBe(0);
    expect(await walletBalance(t.db, m.id, 'main')).toBe(50_000);
    // Settling twice moves nothing.
    const twice = await adminPost(t, `/admin/finance/deposits/${orderNo}/settle`);
    expect(twice.code).toBe(ErrorCode.orderState);
    expect(await walletBalance(t.db, m.id, 'main')).toBe(50_000);
    const info = await adminGet(t, `/admin/finance/members/${m.name}`);
    expect(info.data).toMatchObject({
      balances: { main: 50_000 },
      deposits: { depositCount: 1, firstDepositAmount: 50_000, continuousDays: 1, totalAmount: 50_000 },
    });
    await expectLedgerBalanced(t.db);
  });

  it('rejects an order without moving money', async () => {
    const res = await order({ amount: 20_000 });
    const orderNo = (res.data as { orderNo: string }).orderNo;
    const before = await walletBalance(t.db, m.id, 'main');
    expect((await adminPost(t, `/admin/finance/deposits/${orderNo}/reject`, { reason: '未到账' })).code).toBe(
      0,
    );
    expect(await walletBalance(t.db, m.id, 'main')).toBe(before);
    expect((await adminPost(t, `/admin/finance/deposits/${orderNo}/settle`)).code).toBe(ErrorCode.orderState);
    expect((await adminPost(t, `/admin/finance/deposits/NOPE/settle`)).status).toBe(404);
    const noAuth = await t.app.inject({ method: 'POST', url: `/admin/finance/deposits/${orderNo}/settle` });
    expect(noAuth.statusCode).toBe(401);
  });

  it('credits a USDT order to the USDT wallet in micro-units', async () => {
    const res = await t.call(
      f.payVal,
      { payTypeId: 'usdt', channelId: 'usdt-trc20', amount: 25_000_000, idempotencyKey: key() },
      { token: m.token },
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ walletType: 'USDT', amount: 25_000_000 });
    await adminPost(t, `/admin/finance/deposits/${(res.data as { orderNo: string }).orderNo}/settle`);
    expect(await walletBalance(t.db, m.id, 'usdt')).toBe(25_000_000);
  });
});

describe('speed pay', () => {
  let orderNo: string;
  it('orders, confirms, stores a real image proof and accepts an appeal', async () => {
    await refused(ErrorCode.amountOutOfRange, () =>
      t.call(f.speedPayOrder, { amount: 100, payerName: '张三', idempotencyKey: key() }, { token: m.token }),
    );
    const res = await t.call(
      f.speedPayOrder,
      { amount: 30_000, payerName: '张三', idempotencyKey: key() },
      { token: m.token },
    );
    expect(res.code, res.msg).toBe(0);
    orderNo = (res.data as { orderNo: string }).orderNo;
    expect(res.data).toMatchObject({ status: 'paying' });
    expect((res.data as { bankInfo: { bankName: string } | null }).bankInfo?.bankName).toBeTruthy();

    const up = await t.call(f.speedPayUploadProof, { orderNo, proof: PNG_DATA_URL }, { token: m.token });
    expect(up.code, up.msg).toBe(0);
    const url = (up.data as { proofUrl: string }).proofUrl;
    const img = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: 'Bearer test-admin-token-0123456789' },
    });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const confirm = await t.call(f.speedPayConfirm, { orderNo }, { token: m.token });
    expect(confirm.data).toEqual({ status: 'confirming' });
    expect((await t.call(f.speedPayConfirm, { orderNo }, { token: m.token })).data).toEqual({
      status: 'confirming',
    });
    const appeal = await t.call(
      f.speedPayAppeal,
      { orderNo, reason: '已转账但未到账', proof: PNG_DATA_URL },
      { token: m.token },
    );
    expect(appeal.code, appeal.msg).toBe(0);
  });

  it('refuses a proof that is not an image by its bytes, or labelled wrongly, and stores nothing', async () => {
    const pdf = `data:image/png;base64,${Buffer.from('%PDF-1.4 not an image').toString('base64')}`;
    await refused(ErrorCode.uploadRejected, () =>
      t.call(f.speedPayUploadProof, { orderNo, proof: pdf }, { token: m.token }),
    );
    const realPdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`;
    await refused(ErrorCode.uploadRejected, () =>
      t.call(f.speedPayUploadProof, { orderNo, proof: realPdf }, { token: m.token }),
    );
    const mislabelled = PNG_DATA_URL.replace('image/png', 'image/jpeg');
    await refused(ErrorCode.uploadRejected, () =>
      t.call(f.speedPayUploadProof, { orderNo, proof: mislabelled }, { token: m.token }),
    );
    // Over 3 MB: the gateway's 4 MB body limit stops most before the handler; the handler's own check:
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_DATA_URL.split(',')[1] ?? '', 'base64'), Buffer.alloc(3 * 1024 * 1024)]).toString('base64')}`;
    expect(() => decodeProof(big)).toThrow(/3MB/);
    await refused(ErrorCode.notFound, () =>
      t.call(f.speedPayUploadProof, { orderNo: 'D0', proof: PNG_DATA_URL }, { token: m.token }),
    );
    await refused(ErrorCode.notFound, () => t.call(f.speedPayConfirm, { orderNo: 'D0' }, { token: m.token }));
  });

  it("never shows or touches another member's order", async () => {
    const other = await walletMember(t, 'depositor2');
    const res = await t.call(f.speedPayConfirm, { orderNo }, { token: other.token });
    expect(res.code).toBe(ErrorCode.notFound);
  });

  it('counts unpaid expired orders as cancelled and stops new ones at the daily limit', async () => {
    const who = await walletMember(t, 'depositor3');
    expect((await t.call(f.speedPayCancelCount, {}, { token: who.token })).data).toEqual({
      cancelledToday: 0,
      limit: 3,
    });
    for (let i = 0; i < 3; i += 1) {
      const r = await t.call(
        f.speedPayOrder,
        { amount: 30_000, payerName: '李四', idempotencyKey: key() },
        { token: who.token },
      );
      expect(r.code, r.msg).toBe(0);
    }
    // Expire them (15 minutes later).
    await t.db.query(
      `update deposit_order set expires_at = now() - interval '1 minute' where member_id = $1`,
      [who.id],
    );
    expect((await t.call(f.speedPayCancelCount, {}, { token: who.token })).data).toEqual({
      cancelledToday: 3,
      limit: 3,
    });
    const r = await t.call(
      f.speedPayOrder,
      { amount: 30_000, payerName: '李四', idempotencyKey: key() },
      { token: who.token },
    );
    expect(r.code).toBe(ErrorCode.forbidden);
    await expectLedgerBalanced(t.db);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import {
  adminPost,
  expectLedgerBalanced,
  fund,
  key,
  walletMember,
  type WalletMember,
} from './wallet-fixtures.ts';

// spec §7 Finance: what the member needs to pay an order on every channel kind, to follow it until it
// is credited, to see and cancel pending withdrawals with the operator's reasons, and total assets
// that count every wallet at the quote rates (spec §1 USDT settlement).
const f = catalogue.finance;
const g = catalogue.games;
let t: TestApp;
let m: WalletMember;
beforeAll(async () => {
  t = await createTestApp();
  m = await walletMember(t, 'orders1');
});
afterAll(async () => t.close());

type Order = {
  orderNo: string;
  status: string;
  channelKind: string;
  channelName: string;
  qrCode: string | null;
  payAddress: { address: string; network: string } | null;
  bankInfo: { cardNum: string } | null;
  reason: string | null;
};
const place = async (payTypeId: string, channelId: string, amount: number) => {
  const res = await t.call(
    f.payVal,
    { payTypeId, channelId, amount, idempotencyKey: key() },
    { token: m.token },
  );
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  return res.data as Order;
};
const get = async (orderNo: string) =>
  (await t.call(f.depositOrderGet, { orderNo }, { token: m.token })).data as Order;
type Listed = { kind: string; orderNo: string; status: string; reason: string | null; target: string };
const list = async (open?: boolean) =>
  (
    (await t.call(f.orderList, open === undefined ? {} : { open }, { token: m.token })).data as {
      list: Listed[];
    }
  ).list;

describe('how to pay, per channel kind', () => {
  it('gives a scanned-code order a payment link to draw as its QR code', async () => {
    const order = await place('alipay', 'alipay-1', 10_000);
    expect(order).toMatchObject({
      channelKind: 'qr',
      channelName: '支付宝扫码',
      bankInfo: null,
      payAddress: null,
    });
    expect(order.qrCode).toMatch(/^https:\/\/.+\/qr\/D\d+\?amount=10000$/);
  });

  it('gives a USDT order the receiving address and network, the address as its code', async () => {
    const trc = await place('usdt', 'usdt-trc20', 10_000_000);
    expect(trc.payAddress?.network).toBe('TRC20');
    expect(trc.payAddress?.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(trc.qrCode).toBe(trc.payAddress?.address);
    const erc = await place('usdt', 'usdt-erc20', 50_000_000);
    expect(erc.payAddress?.network).toBe('ERC20');
    expect(erc.payAddress?.address).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('gives a bank order the payee account and no code', async () => {
    const order = await place('bank', 'bank-1', 10_000);
    expect(order).toMatchObject({ channelKind: 'bank', qrCode: null, payAddress: null });
    expect(order.bankInfo?.cardNum).toBeTruthy();
  });
});

describe('following an order', () => {
  it('reads the order credited once the operator settles it, and lists it', async () => {
    const order = await place('wechat', 'wechat-1', 30_000);
    expect((await get(order.orderNo)).status).toBe('paying');
    expect((await list(true)).map((o) => o.orderNo)).toContain(order.orderNo);
    await adminPost(t, `/admin/finance/deposits/${order.orderNo}/settle`);
    expect(await get(order.orderNo)).toMatchObject({ status: 'success', reason: null });
    expect((await list(true)).map((o) => o.orderNo)).not.toContain(order.orderNo);
    expect((await list()).find((o) => o.orderNo === order.orderNo)).toMatchObject({
      status: 'success',
      target: '微信扫码',
    });
  });

  it('shows the operator reason of a rejected deposit', async () => {
    const order = await place('bank', 'bank-1', 20_000);
    await adminPost(t, `/admin/finance/deposits/${order.orderNo}/reject`, { reason: '付款人与实名不符' });
    expect(await get(order.orderNo)).toMatchObject({ status: 'failed', reason: '付款人与实名不符' });
    expect((await list()).find((o) => o.orderNo === order.orderNo)?.reason).toBe('付款人与实名不符');
  });

  it("refuses another member's order", async () => {
    const order = await place('bank', 'bank-1', 20_000);
    const other = await walletMember(t, 'orders2');
    const res = await t.call(f.depositOrderGet, { orderNo: order.orderNo }, { token: other.token });
    expect(res.code).toBe(ErrorCode.notFound);
  });
});

describe('withdraw orders in the list', () => {
  it('lists a pending withdraw, then the rejection reason, and a cancel refunds it', async () => {
    const w = await walletMember(t, 'orders3', { fund: 1_000_000 });
    const card = await t.call(
      f.bankCardAdd,
      { cardNum: '6222021234567890128', bankCode: 'ICBC', withdrawPassword: '246810' },
      { token: w.token },
    );
    expect(card.code, card.msg).toBe(0);
    const cards = await t.call(f.bankCardList, {}, { token: w.token });
    const cardList = (cards.data as { list: { cardId: string; cardNum: string }[] }).list;
    // The 19-digit card keeps its last four together (spec §5 groups of four).
    expect(cardList[0]?.cardNum).toBe('**** **** **** 0128');
    const draw = (k: string) =>
      t.call(
        f.withdrawNewV6,
        {
          amount: 100_000,
          bankCardId: cardList[0]?.cardId ?? '',
          withdrawPassword: '246810',
          idempotencyKey: k,
        },
        { token: w.token },
      );
    const first = (await draw(key())).data as { orderNo: string };
    const second = (await draw(key())).data as { orderNo: string };
    const mine = async (open?: boolean) =>
      ((await t.call(f.orderList, open ? { open } : {}, { token: w.token })).data as { list: Listed[] }).list;
    expect((await mine(true)).map((o) => [o.kind, o.status])).toEqual([
      ['withdraw', 'pending'],
      ['withdraw', 'pending'],
    ]);
    await adminPost(t, `/admin/finance/withdrawals/${first.orderNo}/reject`, { reason: '银行卡信息有误' });
    const cancel = await t.call(
      f.withdrawCancel,
      { orderNo: second.orderNo, idempotencyKey: key() },
      { token: w.token },
    );
    expect(cancel.data).toMatchObject({ refunded: 100_000, balance: 1_000_000 });
    const all = await mine();
    expect(all.find((o) => o.orderNo === first.orderNo)).toMatchObject({
      status: 'rejected',
      reason: '银行卡信息有误',
    });
    expect(all.find((o) => o.orderNo === second.orderNo)).toMatchObject({
      status: 'cancelled',
      reason: null,
    });
    expect(await mine(true)).toEqual([]);
    await expectLedgerBalanced(t.db);
  });
});

describe('total assets', () => {
  it('counts every wallet in both units at the quote rates, with venue names', async () => {
    const a = await walletMember(t, 'orders4', { fund: 725_00 });
    await fund(t.db, a.id, 10_000_000, 'usdt'); // 10 USDT
    const res = await t.call(g.totalAssets, {}, { token: a.token });
    const data = res.data as {
      total: number;
      totalUsdt: number;
      usdtToRmbRate: string;
      rmbToUsdtRate: string;
      venues: { venueCode: string; name: string }[];
    };
    // 725.00 CNY + 10 USDT × 7.15 = 796.50 CNY; 10 USDT + 725.00 / 7.25 = 110 USDT.
    expect(data).toMatchObject({
      usdtToRmbRate: '7.15',
      rmbToUsdtRate: '7.25',
      total: 796_50,
      totalUsdt: 110_000_000,
    });
    expect(data.venues.length).toBeGreaterThan(0);
    expect(data.venues.every((v) => v.name !== '' && v.name !== v.venueCode)).toBe(true);
  });
});

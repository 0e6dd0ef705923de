import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import { walletBalance } from '../src/modules/wallet/ledger.ts';
import {
  TRC20,
  WITHDRAW_PASSWORD,
  adminPost,
  badLuhn,
  cardNumber,
  expectLedgerBalanced,
  expectRefused,
  fund,
  key,
  walletMember,
  type WalletMember,
} from './wallet-fixtures.ts';

// bank cards and USDT addresses (spec §5 digits only + Luhn, grouped display, masking), withdraw
// new v6 / usdt draw / speed draw with the withdraw password, limits and fee, cancel, prompt, operator
// pay / reject, and the USDT wallet conversion with an expiring quote.
const f = catalogue.finance;
let t: TestApp;
let m: WalletMember;
const CARD = cardNumber();
let cardId: string;
let addressId: string;
beforeAll(async () => {
  t = await createTestApp();
  m = await walletMember(t, 'withdrawer1', { fund: 1_000_000 });
});
afterAll(async () => t.close());

const refused = (code: number, run: () => Promise<{ code: number; msg: string }>, who = m) =>
  expectRefused(t, who, code, run);

const addCard = (cardNum: string, who = m, extra: object = {}) =>
  t.call(
    f.bankCardAdd,
    { cardNum, bankCode: 'ICBC', withdrawPassword: WITHDRAW_PASSWORD, ...extra },
    { token: who.token },
  );
const withdraw = (
  input: Partial<{
    amount: number;
    bankCardId: string;
    addressId: string;
    withdrawPassword: string;
    idempotencyKey: string;
  }>,
) =>
  t.call(
    f.withdrawNewV6,
    { amount: 100_000, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: key(), ...input },
    { token: m.token },
  );

describe('bank cards', () => {
  it('refuses a bad Luhn digit, non-digits and a wrong bank, binding nothing', async () => {
    const res = await refused(ErrorCode.cardInvalid, () => addCard(badLuhn(CARD)));
    expect(res.msg).toContain('校验');
    await refused(ErrorCode.badInput, () => addCard('6222 0212 3456 7890'));
    await refused(ErrorCode.badInput, () => addCard('12345'));
    await refused(ErrorCode.notFound, () => addCard(CARD, m, { bankCode: 'NOPE' }));
    await refused(ErrorCode.withdrawPasswordWrong, () => addCard(CARD, m, { withdrawPassword: '000000' }));
  });

  it('needs the real name as holder', async () => {
    const anon = await walletMember(t, 'noRealName', { realName: null });
    await refused(ErrorCode.realNameRequired, () => addCard(CARD, anon), anon);
  });

  it('binds a card with the real name as holder, masked and grouped in lists', async () => {
    const res = await addCard(CARD);
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      cardNum: `**** **** **** ${CARD.slice(-4)}`,
      cardTail: CARD.slice(-4),
      holderName: '张*',
      isDefault: true,
    });
    cardId = (res.data as { cardId: string }).cardId;
    const { rows } = await t.db.query<{ holder_name: string }>(
      'select holder_name from bank_card where id = $1',
      [Number(cardId)],
    );
    expect(rows[0]?.holder_name).toBe('张三');
    await refused(ErrorCode.cardLimit, () => addCard(CARD));
    const list = await t.call(f.bankCardList, {}, { token: m.token });
    expect(list.data).toMatchObject({
      maxCards: 5,
      list: [{ cardId, cardNum: `**** **** **** ${CARD.slice(-4)}` }],
    });
    expect(JSON.stringify(list.data)).not.toContain(CARD);
  });

  it('stops at the maximum number of cards', async () => {
    const who = await walletMember(t, 'manycards');
    for (let i = 0; i < 5; i += 1)
      expect((await addCard(cardNumber(`62220212345670${i}`), who)).code).toBe(0);
    await refused(ErrorCode.cardLimit, () => addCard(cardNumber('622202123456709'), who), who);
  });
});

describe('USDT addresses', () => {
  it('validates the address shape per protocol and binds it', async () => {
    const add = (address: string, protocol: 'TRC20' | 'ERC20' = 'TRC20') =>
      t.call(
        f.virtualAddressAdd,
        { address, protocol, withdrawPassword: WITHDRAW_PASSWORD },
        { token: m.token },
      );
    await refused(ErrorCode.cardInvalid, () => add('TXYZabcdefghijkmnopqrstuvwxyz1234')); // 33 chars
    await refused(ErrorCode.cardInvalid, () => add(TRC20, 'ERC20'));
    await refused(ErrorCode.cardInvalid, () => add('T0YZabcdefghijkmnopqrstuvwxyz12345')); // 0 is not base58
    const res = await add(TRC20);
    expect(res.code, res.msg).toBe(0);
    addressId = (res.data as { addressId: string }).addressId;
    await refused(ErrorCode.cardLimit, () => add(TRC20));
    const erc = await add(`0x${'ab'.repeat(20)}`, 'ERC20');
    expect(erc.code, erc.msg).toBe(0);
    const list = await t.call(f.virtualAddressList, {}, { token: m.token });
    expect((list.data as { list: { address: string }[] }).list.map((a) => a.address)).toEqual([
      TRC20,
      `0x${'ab'.repeat(20)}`,
    ]);
    const del = await t.call(
      f.virtualAddressDelete,
      { addressId: (erc.data as { addressId: string }).addressId, withdrawPassword: WITHDRAW_PASSWORD },
      { token: m.token },
    );
    expect(del.code).toBe(0);
    expect((await t.call(f.virtualAddressList, {}, { token: m.token })).data).toMatchObject({
      list: [{ address: TRC20 }],
    });
  });
});

describe('withdraw new v6', () => {
  it('with a wrong withdraw password fails and nothing moves', async () => {
    const res = await refused(ErrorCode.withdrawPasswordWrong, () =>
      withdraw({ bankCardId: cardId, withdrawPassword: '111111' }),
    );
    expect(res.msg).toContain('取款密码错误');
    expect(await walletBalance(t.db, m.id, 'main')).toBe(1_000_000);
  });

  it('refuses bad targets, amounts outside the limits and ambiguous input, moving nothing', async () => {
    await refused(ErrorCode.notFound, () => withdraw({ bankCardId: '999999' }));
    await refused(ErrorCode.badInput, () => withdraw({}));
    await refused(ErrorCode.badInput, () => withdraw({ bankCardId: cardId, addressId }));
    await refused(ErrorCode.amountOutOfRange, () => withdraw({ bankCardId: cardId, amount: 9_999 }));
    await refused(ErrorCode.amountOutOfRange, () => withdraw({ bankCardId: cardId, amount: 5_000_001 }));
    await refused(ErrorCode.badInput, () => withdraw({ bankCardId: cardId, withdrawPassword: '12345' }));
    const poor = await walletMember(t, 'poorwithdrawer', { fund: 5_000 });
    const card = await addCard(cardNumber('622202999999999'), poor);
    await refused(
      ErrorCode.insufficientBalance,
      () =>
        t.call(
          f.withdrawNewV6,
          {
            amount: 10_000,
            bankCardId: (card.data as { cardId: string }).cardId,
            withdrawPassword: WITHDRAW_PASSWORD,
            idempotencyKey: key(),
          },
          { token: poor.token },
        ),
      poor,
    );
  });

  it('takes the money at once, shows the fee, replays a retry and refunds on cancel', async () => {
    const k = key();
    const res = await withdraw({ bankCardId: cardId, amount: 100_000, idempotencyKey: k });
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({
      amount: 100_000,
      fee: 1_000,
      balance: 900_000,
      status: 'pending',
      walletType: 'RMB',
    });
    const retry = await withdraw({ bankCardId: cardId, amount: 100_000, idempotencyKey: k });
    expect(retry.data).toEqual(res.data);
    expect(await walletBalance(t.db, m.id, 'main')).toBe(900_000);
    const orderNo = (res.data as { orderNo: string }).orderNo;

    const prompt = await t.call(f.withdrawPrompt, { walletType: 'RMB' }, { token: m.token });
    expect(prompt.data).toMatchObject({
      withdrawable: 900_000,
      min: 10_000,
      max: 5_000_000,
      feeRate: '0.01',
      timesLeftToday: 4,
      pending: [{ orderNo }],
    });

    await refused(ErrorCode.orderState, () =>
      t.call(f.bankCardDelete, { cardId, withdrawPassword: WITHDRAW_PASSWORD }, { token: m.token }),
    );

    const ck = key();
    const cancel = await t.call(f.withdrawCancel, { orderNo, idempotencyKey: ck }, { token: m.token });
    expect(cancel.code, cancel.msg).toBe(0);
    expect(cancel.data).toEqual({ refunded: 100_000, balance: 1_000_000 });
    expect(
      (await t.call(f.withdrawCancel, { orderNo, idempotencyKey: ck }, { token: m.token })).data,
    ).toEqual(cancel.data);
    await refused(ErrorCode.orderState, () =>
      t.call(f.withdrawCancel, { orderNo, idempotencyKey: key() }, { token: m.token }),
    );
    expect(await walletBalance(t.db, m.id, 'main')).toBe(1_000_000);
    await expectLedgerBalanced(t.db);
  });

  it('operator pays (money stays out) or rejects (refund) a pending withdraw', async () => {
    const a = await withdraw({ bankCardId: cardId, amount: 200_000 });
    const b = await withdraw({ bankCardId: cardId, amount: 300_000 });
    expect(await walletBalance(t.db, m.id, 'main')).toBe(500_000);
    const paid = await adminPost(
      t,
      `/admin/finance/withdrawals/${(a.data as { orderNo: string }).orderNo}/pay`,
    );
    expect(paid.code, paid.msg).toBe(0);
    const rejected = await adminPost(
      t,
      `/admin/finance/withdrawals/${(b.data as { orderNo: string }).orderNo}/reject`,
      { reason: '卡号异常' },
    );
    expect(rejected.code).toBe(0);
    expect(await walletBalance(t.db, m.id, 'main')).toBe(800_000);
    expect(
      (await adminPost(t, `/admin/finance/withdrawals/${(b.data as { orderNo: string }).orderNo}/pay`)).code,
    ).toBe(ErrorCode.orderState);
    await refused(ErrorCode.orderState, () =>
      t.call(
        f.withdrawCancel,
        { orderNo: (a.data as { orderNo: string }).orderNo, idempotencyKey: key() },
        { token: m.token },
      ),
    );
    const check = await expectLedgerBalanced(t.db);
    expect(check.house['house:fees']).toEqual({ CNY: 2_000 }); // only the paid order's fee stays
  });

  it('speed draw is a bank withdraw too', async () => {
    const res = await t.call(
      f.speedDraw,
      { amount: 50_000, bankCardId: cardId, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: key() },
      { token: m.token },
    );
    expect(res.code, res.msg).toBe(0);
    expect(await walletBalance(t.db, m.id, 'main')).toBe(750_000);
  });
});

describe('USDT wallet', () => {
  it('converts RMB to USDT at the configured rate with a quote that expires', async () => {
    const bad = await t.call(
      f.usdtConvertQuote,
      { from: 'RMB', to: 'RMB', amount: 72_500 },
      { token: m.token },
    );
    expect(bad.code).toBe(ErrorCode.badInput);
    const q = await t.call(
      f.usdtConvertQuote,
      { from: 'RMB', to: 'USDT', amount: 72_500 },
      { token: m.token },
    );
    expect(q.code, q.msg).toBe(0);
    expect(q.data).toMatchObject({ rate: '7.25', toAmount: 100_000_000 });
    const quoteId = (q.data as { quoteId: string }).quoteId;
    const k = key();
    const done = await t.call(f.usdtConvert, { quoteId, idempotencyKey: k }, { token: m.token });
    expect(done.code, done.msg).toBe(0);
    expect(done.data).toEqual({ rmbBalance: 750_000 - 72_500, usdtBalance: 100_000_000 });
    expect((await t.call(f.usdtConvert, { quoteId, idempotencyKey: k }, { token: m.token })).data).toEqual(
      done.data,
    );
    await refused(ErrorCode.orderState, () =>
      t.call(f.usdtConvert, { quoteId, idempotencyKey: key() }, { token: m.token }),
    );

    const old = await t.call(
      f.usdtConvertQuote,
      { from: 'USDT', to: 'RMB', amount: 10_000_000 },
      { token: m.token },
    );
    await t.db.query(`update usdt_quote set expires_at = now() - interval '1 second' where id = $1`, [
      (old.data as { quoteId: string }).quoteId,
    ]);
    await refused(ErrorCode.quoteExpired, () =>
      t.call(
        f.usdtConvert,
        { quoteId: (old.data as { quoteId: string }).quoteId, idempotencyKey: key() },
        { token: m.token },
      ),
    );
    await refused(ErrorCode.notFound, () =>
      t.call(f.usdtConvert, { quoteId: 'nope', idempotencyKey: key() }, { token: m.token }),
    );
    const check = await expectLedgerBalanced(t.db);
    expect(check.house['house:fx']).toEqual({ CNY: 72_500, USDT: -100_000_000 });
  });

  it('withdraws USDT to a bound address with the USDT limits', async () => {
    await refused(ErrorCode.amountOutOfRange, () =>
      t.call(
        f.usdtDraw,
        { amount: 1_000_000, addressId, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: key() },
        { token: m.token },
      ),
    );
    await refused(ErrorCode.withdrawPasswordWrong, () =>
      t.call(
        f.usdtDraw,
        { amount: 20_000_000, addressId, withdrawPassword: '999999', idempotencyKey: key() },
        { token: m.token },
      ),
    );
    const res = await t.call(
      f.usdtDraw,
      { amount: 20_000_000, addressId, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: key() },
      { token: m.token },
    );
    expect(res.code, res.msg).toBe(0);
    expect(res.data).toMatchObject({ walletType: 'USDT', fee: 0, balance: 80_000_000 });
    const v6 = await withdraw({ addressId, amount: 10_000_000 });
    expect(v6.code, v6.msg).toBe(0);
    expect(await walletBalance(t.db, m.id, 'usdt')).toBe(70_000_000);
    await fund(t.db, m.id, 1, 'usdt');
    await expectLedgerBalanced(t.db);
  });
});

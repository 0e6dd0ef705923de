import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue, type CallDef } from '@arena/protocol';
import { createTestApp, type TestApp } from './test-app.ts';
import {
  WITHDRAW_PASSWORD,
  cardNumber,
  expectRefused,
  key,
  walletMember,
  type WalletMember,
} from './wallet-fixtures.ts';

// HOUSE-STYLE: every wallet handler answers bad input with a clear code and changes nothing
// (wallet tables' row counts and the member's balances are compared before and after each call).
const f = catalogue.finance;
const g = catalogue.games;
let t: TestApp;
let m: WalletMember;
let other: WalletMember;
let otherCard: string;
beforeAll(async () => {
  t = await createTestApp();
  m = await walletMember(t, 'refusals1', { fund: 100_000 });
  other = await walletMember(t, 'refusals2', { fund: 100_000 });
  const card = await t.call(
    f.bankCardAdd,
    { cardNum: cardNumber('622202555555555'), bankCode: 'BOC', withdrawPassword: WITHDRAW_PASSWORD },
    { token: other.token },
  );
  otherCard = (card.data as { cardId: string }).cardId;
});
afterAll(async () => t.close());

/** Stands for the other member's card id, known only once beforeAll ran. */
const OTHER_CARD = '@other-card';
const resolve = (input: unknown) =>
  JSON.parse(JSON.stringify(input).replaceAll(OTHER_CARD, otherCard)) as Record<string, unknown>;

type Case = [string, CallDef, unknown, number];
const cases = (): Case[] => [
  ['payment types: unknown wallet type', f.paymentTypesV16, { walletType: 'EUR' }, ErrorCode.badInput],
  ['deposit limits: extra field', f.depositLimits, { walletType: 'RMB', x: 1 }, ErrorCode.badInput],
  [
    'payVal: amount as text',
    f.payVal,
    { payTypeId: 'bank', channelId: 'bank-1', amount: '100', idempotencyKey: key() },
    ErrorCode.badInput,
  ],
  [
    'speed pay: payer name too short',
    f.speedPayOrder,
    { amount: 30_000, payerName: '张', idempotencyKey: key() },
    ErrorCode.badInput,
  ],
  ['speed pay confirm: unknown order', f.speedPayConfirm, { orderNo: 'D404' }, ErrorCode.notFound],
  ['appeal: unknown order', f.speedPayAppeal, { orderNo: 'D404', reason: '未到账' }, ErrorCode.notFound],
  ['appeal: empty reason', f.speedPayAppeal, { orderNo: 'D404', reason: '' }, ErrorCode.badInput],
  [
    'upload proof: not a data URL',
    f.speedPayUploadProof,
    { orderNo: 'D404', proof: 'http://x/y.png' },
    ErrorCode.badInput,
  ],
  [
    'speed draw: card of another member',
    f.speedDraw,
    { amount: 20_000, bankCardId: OTHER_CARD, withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: key() },
    ErrorCode.notFound,
  ],
  [
    'withdraw v6: password of 5 digits',
    f.withdrawNewV6,
    { amount: 20_000, bankCardId: OTHER_CARD, withdrawPassword: '12345', idempotencyKey: key() },
    ErrorCode.badInput,
  ],
  [
    'withdraw cancel: unknown order',
    f.withdrawCancel,
    { orderNo: 'W404', idempotencyKey: key() },
    ErrorCode.notFound,
  ],
  ['withdraw prompt: unknown wallet type', f.withdrawPrompt, { walletType: 'BTC' }, ErrorCode.badInput],
  [
    'usdt draw: unknown address',
    f.usdtDraw,
    { amount: 20_000_000, addressId: '404', withdrawPassword: WITHDRAW_PASSWORD, idempotencyKey: key() },
    ErrorCode.notFound,
  ],
  [
    'convert quote: zero amount',
    f.usdtConvertQuote,
    { from: 'RMB', to: 'USDT', amount: 0 },
    ErrorCode.badInput,
  ],
  [
    'convert quote: too small to convert',
    f.usdtConvertQuote,
    { from: 'USDT', to: 'RMB', amount: 1 },
    ErrorCode.amountOutOfRange,
  ],
  ['convert: unknown quote', f.usdtConvert, { quoteId: 'q404', idempotencyKey: key() }, ErrorCode.notFound],
  ['customer service: extra field', f.customerService, { orderNo: 'x', y: 1 }, ErrorCode.badInput],
  ['wallet type set: unknown', f.walletTypeSet, { walletType: 'GOLD' }, ErrorCode.badInput],
  [
    'yeb in: more than main',
    f.yebToYeb,
    { amount: 100_001, idempotencyKey: key() },
    ErrorCode.insufficientBalance,
  ],
  ['yeb in: negative', f.yebToYeb, { amount: -1, idempotencyKey: key() }, ErrorCode.badInput],
  [
    'yeb out: empty yield wallet',
    f.yebToCenter,
    { amount: 1, idempotencyKey: key() },
    ErrorCode.insufficientBalance,
  ],
  [
    'card add: too short',
    f.bankCardAdd,
    { cardNum: '4111', bankCode: 'ICBC', withdrawPassword: WITHDRAW_PASSWORD },
    ErrorCode.badInput,
  ],
  [
    'card delete: card of another member',
    f.bankCardDelete,
    { cardId: OTHER_CARD, withdrawPassword: WITHDRAW_PASSWORD },
    ErrorCode.notFound,
  ],
  [
    'card delete: wrong password',
    f.bankCardDelete,
    { cardId: OTHER_CARD, withdrawPassword: '000000' },
    ErrorCode.withdrawPasswordWrong,
  ],
  [
    'address add: bad characters',
    f.virtualAddressAdd,
    { address: 'T-not-an-address-at-all-0000000000', protocol: 'TRC20', withdrawPassword: WITHDRAW_PASSWORD },
    ErrorCode.badInput,
  ],
  [
    'address delete: unknown',
    f.virtualAddressDelete,
    { addressId: '404', withdrawPassword: WITHDRAW_PASSWORD },
    ErrorCode.notFound,
  ],
  [
    'deal records: size over 200',
    f.dealRecords,
    { page: 1, size: 201, startDate: '2026-11-01', endDate: '2026-11-02' },
    ErrorCode.badInput,
  ],
  [
    'settlement records: bad date',
    f.settlementRecords,
    { page: 1, size: 10, startDate: '2026-13-01', endDate: '2026-11-02' },
    ErrorCode.badInput,
  ],
  [
    'transfer in: zero',
    g.transferIn,
    { api_name: 'by', amount: 0, walletType: 'RMB', idempotencyKey: key() },
    ErrorCode.badInput,
  ],
  [
    'transfer in: venue code with spaces',
    g.transferIn,
    { api_name: 'b y', amount: 1, walletType: 'RMB', idempotencyKey: key() },
    ErrorCode.badInput,
  ],
  [
    'transfer out: unknown venue',
    g.transferOut,
    { transfer_out: 'zz', amount: 1, walletType: 'RMB', idempotencyKey: key() },
    ErrorCode.notFound,
  ],
  [
    'transfer out: empty venue',
    g.transferOut,
    { transfer_out: 'pg', amount: 1, walletType: 'RMB', idempotencyKey: key() },
    ErrorCode.insufficientBalance,
  ],
  [
    'one-click in: unknown venue',
    g.oneClickIn,
    { api_name: 'zz', idempotencyKey: key() },
    ErrorCode.notFound,
  ],
  ['one-click in: key too short', g.oneClickIn, { api_name: 'by', idempotencyKey: 'k' }, ErrorCode.badInput],
  ['one-click confirm: unknown batch', g.oneClickConfirm, { batchNo: 'R404' }, ErrorCode.notFound],
  ['auto transfer set: not a boolean', g.autoTransferSet, { enabled: 'yes' }, ErrorCode.badInput],
  ['venue balance: unknown venue', g.venueBalance, { venueCode: 'zz' }, ErrorCode.notFound],
  ['total assets: extra field', g.totalAssets, { x: 1 }, ErrorCode.badInput],
];

describe('refused wallet calls change nothing', () => {
  it.each(cases())('%s', async (_name, call, input, code) => {
    await expectRefused(t, m, code, () => t.call(call, resolve(input), { token: m.token }));
  });

  it('every wallet call needs a login', async () => {
    for (const [, call, input] of cases()) {
      const res = await t.call(call, resolve(input));
      expect([ErrorCode.loginRequired, ErrorCode.badInput], call.id).toContain(res.code);
    }
  });
});

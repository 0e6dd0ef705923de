import { z } from 'zod';
import { defineCall } from './define-call.ts';
import {
  ackOutput,
  amountInput,
  codeString,
  dateRangeShape,
  emptyInput,
  epochMs,
  idString,
  idempotencyKey,
  listOf,
  money,
  noCache,
  paged,
  pagingShape,
  rateString,
  walletType,
  withdrawPassword,
} from './common.ts';

const SPEC = '§7 Finance';

/**
 * Bound bank card; `cardNum` arrives masked except the last four digits and grouped in fours
 * (`**** **** **** 1234`, spec §3, §5). `holderName` is the member's real name, masked but the first character.
 */
export const bankCard = z.object({
  cardId: idString,
  cardNum: z.string(),
  cardTail: z.string(),
  holderName: z.string(),
  bankCode: codeString,
  bankName: z.string(),
  isDefault: z.boolean(),
  createdAt: epochMs,
});

/** Bound virtual-currency address (spec §3); `address` in full, ungrouped (the client groups in fours, §5). */
export const virtualAddress = z.object({
  addressId: idString,
  address: z.string(),
  protocol: z.enum(['TRC20', 'ERC20']),
  alias: z.string(),
  createdAt: epochMs,
});

const yebMove = z.object({ amount: amountInput, idempotencyKey }).strict();
const yebBalances = z.object({ centerBalance: money, yebBalance: money });

/** Deal-record types: one per kind of ledger movement (docs/wallet.md). */
export const dealType = z.enum([
  'deposit',
  'withdraw',
  'withdraw_refund',
  'transfer_in',
  'transfer_out',
  'yeb_in',
  'yeb_out',
  'interest',
  'usdt_convert',
  'game_bet',
  'game_win',
  'gift_buy',
  'gift_send',
  'bonus',
  'fee',
]);
/** One deal-record type; the server's ledger movements and the records filter use the same list. */
export type DealType = z.infer<typeof dealType>;

/**
 * One ledger movement as the member sees it. `account` is the wallet shown (main, usdt, yeb, gold or
 * venue:<code>; main first when the movement touches it), `amount` its signed change in the minor units
 * of `currency` and `balanceAfter` its balance after. `orderNo` is the order (or ledger transaction) number.
 */
const dealRecord = z.object({
  orderNo: idString,
  txId: idString,
  type: dealType,
  walletType,
  currency: z.enum(['CNY', 'USDT', 'GOLD']),
  account: z.string(),
  amount: money,
  balanceAfter: money,
  status: z.enum(['pending', 'success', 'failed', 'cancelled']),
  createdAt: epochMs,
  remark: z.string(),
});

/** Yield wallet, bound cards and addresses, records (spec §7 "Finance"). */
export const financeWalletCalls = {
  yebInfo: defineCall({
    id: 'finance.yebInfo',
    path: '/api/finance/yeb/info/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: yebBalances.extend({ yesterdayYield: money, totalYield: money, annualRate: rateString }),
    summary: 'Yield wallet balance and rates.',
    spec: SPEC,
  }),
  yebToYeb: defineCall({
    id: 'finance.yebToYeb',
    path: '/api/finance/yeb/toYeb/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: yebMove,
    output: yebBalances,
    summary: 'Move money from the centre wallet into the yield wallet.',
    spec: SPEC,
  }),
  yebToCenter: defineCall({
    id: 'finance.yebToCenter',
    path: '/api/finance/yeb/toCenter/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: yebMove,
    output: yebBalances,
    summary: 'Move money from the yield wallet back to the centre wallet.',
    spec: SPEC,
  }),
  yebTasks: defineCall({
    id: 'finance.yebTasks',
    path: '/api/finance/yeb/tasks/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: listOf(
      z.object({
        taskId: idString,
        title: z.string(),
        rateBonus: rateString,
        progress: z.number().int(),
        target: z.number().int(),
        done: z.boolean(),
      }),
    ),
    summary: 'Yield tasks that raise the rate.',
    spec: SPEC,
  }),
  bankCardAdd: defineCall({
    id: 'finance.bankCardAdd',
    path: '/api/finance/bankCard/add/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({
        cardNum: z.string().regex(/^\d{12,19}$/),
        bankCode: codeString,
        branch: z.string().max(64).optional(),
        withdrawPassword,
      })
      .strict(),
    output: bankCard,
    summary: 'Bind a bank card (digits only; Luhn checked with @arena/domain).',
    spec: SPEC,
  }),
  bankCardDelete: defineCall({
    id: 'finance.bankCardDelete',
    path: '/api/finance/bankCard/delete/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ cardId: idString, withdrawPassword }).strict(),
    output: ackOutput,
    summary: 'Unbind a bank card.',
    spec: SPEC,
  }),
  bankCardList: defineCall({
    id: 'finance.bankCardList',
    path: '/api/finance/bankCard/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: listOf(bankCard).extend({ maxCards: z.number().int() }),
    summary: 'Bound bank cards.',
    spec: SPEC,
  }),
  virtualAddressAdd: defineCall({
    id: 'finance.virtualAddressAdd',
    path: '/api/finance/virtualAddress/add/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({
        address: z.string().regex(/^[A-Za-z0-9]{26,64}$/),
        protocol: z.enum(['TRC20', 'ERC20']),
        alias: z.string().max(20).optional(),
        withdrawPassword,
      })
      .strict(),
    output: virtualAddress,
    summary: 'Bind a USDT address.',
    spec: SPEC,
  }),
  virtualAddressDelete: defineCall({
    id: 'finance.virtualAddressDelete',
    path: '/api/finance/virtualAddress/delete/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ addressId: idString, withdrawPassword }).strict(),
    output: ackOutput,
    summary: 'Unbind a USDT address.',
    spec: SPEC,
  }),
  virtualAddressList: defineCall({
    id: 'finance.virtualAddressList',
    path: '/api/finance/virtualAddress/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: listOf(virtualAddress).extend({ maxAddresses: z.number().int() }),
    summary: 'Bound USDT addresses.',
    spec: SPEC,
  }),
  dealRecords: defineCall({
    id: 'finance.dealRecords',
    path: '/api/finance/records/deal/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ ...pagingShape, ...dateRangeShape, type: dealRecord.shape.type.optional() }).strict(),
    output: paged(dealRecord),
    summary: 'Deal (transaction) records.',
    spec: SPEC,
  }),
  settlementRecords: defineCall({
    id: 'finance.settlementRecords',
    path: '/api/finance/records/settlement/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ ...pagingShape, ...dateRangeShape }).strict(),
    output: paged(
      z.object({
        settlementId: idString,
        period: z.string(),
        betAmount: money,
        validAmount: money,
        winLoss: money,
        settledAt: epochMs,
      }),
    ),
    summary: 'Daily settlement records.',
    spec: SPEC,
  }),
} as const;

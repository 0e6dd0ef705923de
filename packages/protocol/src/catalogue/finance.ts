import { z } from 'zod';
import { defineCall } from './define-call.ts';
import {
  ackOutput,
  amountInput,
  codeString,
  dataUrl,
  emptyInput,
  epochMs,
  idString,
  idempotencyKey,
  listOf,
  money,
  noCache,
  optionalUrl,
  rateString,
  tokenCache,
  urlString,
  walletType,
  withdrawPassword,
} from './common.ts';

const SPEC = '§7 Finance';

/**
 * An amount in the minor units of the wallet it concerns: fen for RMB, micro-units (1e-6) for USDT
 * (docs/wallet.md). Wider than `amountInput` so USDT amounts up to the §5 maximum fit; the server
 * applies the configured limits.
 */
export const walletAmountInput = z.number().int().positive().max(999_999_999_999);
/** Deposit order states (docs/wallet.md): paying → confirming → success | failed; paying → cancelled. */
export const depositStatus = z.enum(['paying', 'confirming', 'success', 'failed', 'cancelled']);
/** Withdraw order states (docs/wallet.md): pending → paid | rejected | cancelled. */
export const withdrawStatus = z.enum(['pending', 'paid', 'rejected', 'cancelled']);

/** Deposit limits (spec §3), in minor units like every amount here. */
export const depositLimits = z.object({ min_money: money, max_money: money });

const payChannel = depositLimits.extend({
  channelId: idString,
  name: z.string(),
  walletType,
  fixedAmounts: z.array(money),
  allowCustomAmount: z.boolean(),
  feeRate: rateString,
});

/** How a deposit channel is paid: bank transfer, a scanned payment code, or USDT sent to an address. */
export const payChannelKind = z.enum(['bank', 'qr', 'usdt']);

const depositOrder = z.object({
  orderNo: idString,
  walletType,
  amount: money,
  status: depositStatus,
  /** Which of the payee fields below apply (speed-pay orders are bank transfers). */
  channelKind: payChannelKind,
  /** Channel name as the member picked it (支付宝扫码, USDT-TRC20 …). */
  channelName: z.string(),
  payUrl: optionalUrl,
  /** The text of the payment code to draw as a QR code (the payment link, or the USDT address). */
  qrCode: z.string().nullable(),
  /** USDT channels: the receiving address and its network. */
  payAddress: z.object({ address: z.string(), network: z.string() }).nullable(),
  bankInfo: z
    .object({ bankName: z.string(), accountName: z.string(), cardNum: z.string(), branch: z.string() })
    .nullable(),
  expiresAt: epochMs,
  /** Why the operator rejected the order (or why it ended), once it has. */
  reason: z.string().nullable(),
});

/** One of the member's deposit or withdraw orders, as the order list shows it. */
const memberOrder = z.object({
  kind: z.enum(['deposit', 'withdraw']),
  orderNo: idString,
  walletType,
  amount: money,
  fee: money,
  status: z.union([depositStatus, withdrawStatus]),
  /** Deposit: the channel name; withdraw: the masked card or the address. */
  target: z.string(),
  reason: z.string().nullable(),
  createdAt: epochMs,
  finishedAt: epochMs.nullable(),
});

/** A placed withdraw: amount and fee left the wallet (pending until an operator pays or rejects it). */
const withdrawOutput = z.object({
  orderNo: idString,
  walletType,
  amount: money,
  fee: money,
  balance: money,
  status: withdrawStatus,
});
const orderInput = z.object({ orderNo: idString }).strict();

/** Deposit and withdraw calls (spec §7 "Finance"); paths are `/api/finance/<module>/<verb>/v<n>`. */
export const financeCalls = {
  paymentTypesV16: defineCall({
    id: 'finance.paymentTypesV16',
    path: '/api/finance/payment/types/v16',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ walletType }).strict(),
    output: listOf(
      z.object({
        payTypeId: idString,
        name: z.string(),
        iconUrl: optionalUrl,
        channels: z.array(payChannel),
      }),
    ),
    summary: 'Deposit methods and their channels with min_money / max_money.',
    spec: SPEC,
  }),
  payVal: defineCall({
    id: 'finance.payVal',
    path: '/api/finance/payment/payVal/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z
      .object({
        payTypeId: idString,
        channelId: idString,
        amount: walletAmountInput,
        payerName: z.string().max(48).optional(),
        idempotencyKey,
      })
      .strict(),
    output: depositOrder,
    summary: 'Place a deposit order for an amount on a channel.',
    spec: SPEC,
  }),
  depositOrderGet: defineCall({
    id: 'finance.depositOrderGet',
    path: '/api/finance/payment/order/get/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: orderInput,
    output: depositOrder,
    summary: 'One of the member’s deposit orders with its current status (read while it is open).',
    spec: SPEC,
  }),
  orderList: defineCall({
    id: 'finance.orderList',
    path: '/api/finance/order/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ open: z.boolean().optional() }).strict(),
    output: listOf(memberOrder),
    summary:
      'The member’s latest deposit and withdraw orders, newest first (open: only those still in progress), with rejection reasons.',
    spec: SPEC,
  }),
  banks: defineCall({
    id: 'finance.banks',
    path: '/api/finance/bank/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: tokenCache,
    input: emptyInput,
    output: listOf(z.object({ bankCode: codeString, name: z.string(), logoUrl: optionalUrl })),
    summary: 'Banks a card can be bound to.',
    spec: SPEC,
  }),
  depositLimits: defineCall({
    id: 'finance.depositLimits',
    path: '/api/finance/deposit/limits/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ walletType }).strict(),
    output: depositLimits,
    summary: 'Deposit limits min_money / max_money (§3).',
    spec: '§3',
  }),
  speedPayOrder: defineCall({
    id: 'finance.speedPayOrder',
    path: '/api/finance/speedPay/order/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ amount: amountInput, payerName: z.string().min(2).max(48), idempotencyKey }).strict(),
    output: depositOrder,
    summary: 'Speed pay: match a deposit to a peer withdraw and get the bank to pay.',
    spec: SPEC,
  }),
  speedPayConfirm: defineCall({
    id: 'finance.speedPayConfirm',
    path: '/api/finance/speedPay/confirm/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: orderInput,
    output: z.object({ status: depositStatus }),
    summary: 'Speed pay: the member says the bank transfer is made (keyed by orderNo).',
    spec: SPEC,
  }),
  speedPayAppeal: defineCall({
    id: 'finance.speedPayAppeal',
    path: '/api/finance/speedPay/appeal/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z
      .object({ orderNo: idString, reason: z.string().min(1).max(500), proof: dataUrl.optional() })
      .strict(),
    output: z.object({ appealId: idString }),
    summary: 'Speed pay: appeal an order.',
    spec: SPEC,
  }),
  speedPayCancelCount: defineCall({
    id: 'finance.speedPayCancelCount',
    path: '/api/finance/speedPay/cancelCount/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: z.object({ cancelledToday: z.number().int(), limit: z.number().int() }),
    summary: 'Speed pay: cancellations today versus the daily limit.',
    spec: SPEC,
  }),
  speedPayUploadProof: defineCall({
    id: 'finance.speedPayUploadProof',
    path: '/api/finance/speedPay/uploadProof/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ orderNo: idString, proof: dataUrl }).strict(),
    output: z.object({ proofUrl: z.string() }),
    summary: 'Speed pay: upload the payment proof as a base64 data URL (upload failure → fail callback, §8).',
    spec: SPEC,
  }),
  speedDraw: defineCall({
    id: 'finance.speedDraw',
    path: '/api/finance/speedDraw/apply/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ amount: amountInput, bankCardId: idString, withdrawPassword, idempotencyKey }).strict(),
    output: withdrawOutput,
    summary: 'Speed draw: a withdraw paid by matched depositors.',
    spec: SPEC,
  }),
  withdrawNewV6: defineCall({
    id: 'finance.withdrawNewV6',
    path: '/api/finance/withdraw/new/v6',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z
      .object({
        amount: walletAmountInput,
        bankCardId: idString.optional(),
        addressId: idString.optional(),
        withdrawPassword,
        idempotencyKey,
      })
      .strict(),
    output: withdrawOutput,
    summary:
      'Withdraw to a bound bank card (RMB wallet, bankCardId) or USDT address (USDT wallet, addressId); exactly one.',
    spec: SPEC,
  }),
  withdrawCancel: defineCall({
    id: 'finance.withdrawCancel',
    path: '/api/finance/withdraw/cancel/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ orderNo: idString, idempotencyKey }).strict(),
    output: z.object({ refunded: money, balance: money }),
    summary: 'Cancel a pending withdraw; the amount returns to the wallet.',
    spec: SPEC,
  }),
  withdrawPrompt: defineCall({
    id: 'finance.withdrawPrompt',
    path: '/api/finance/withdraw/prompt/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ walletType }).strict(),
    output: z.object({
      walletType,
      withdrawable: money,
      min: money,
      max: money,
      timesLeftToday: z.number().int(),
      turnoverRemaining: money,
      feeRate: rateString,
      /** Smallest fee charged per withdraw, in the wallet's minor units. */
      minFee: money,
      notice: z.string(),
      pending: z.array(
        z.object({ orderNo: idString, amount: money, fee: money, target: z.string(), createdAt: epochMs }),
      ),
    }),
    summary: 'Withdraw prompt: withdrawable amount, limits, turnover still needed, fee.',
    spec: SPEC,
  }),
  usdtDraw: defineCall({
    id: 'finance.usdtDraw',
    path: '/api/finance/withdraw/usdt/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z
      .object({ amount: walletAmountInput, addressId: idString, withdrawPassword, idempotencyKey })
      .strict(),
    output: withdrawOutput,
    summary: 'Withdraw USDT to a bound virtual-currency address.',
    spec: SPEC,
  }),
  usdtConvertQuote: defineCall({
    id: 'finance.usdtConvertQuote',
    path: '/api/finance/usdt/convert/quote/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ from: walletType, to: walletType, amount: walletAmountInput }).strict(),
    output: z.object({ quoteId: idString, rate: rateString, toAmount: money, expiresAt: epochMs }),
    summary: 'USDT wallet conversion: quote a rate (decimal string) between RMB and USDT.',
    spec: SPEC,
  }),
  usdtConvert: defineCall({
    id: 'finance.usdtConvert',
    path: '/api/finance/usdt/convert/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z.object({ quoteId: idString, idempotencyKey }).strict(),
    output: z.object({ rmbBalance: money, usdtBalance: money }),
    summary: 'USDT wallet conversion: execute a quote.',
    spec: SPEC,
  }),
  customerService: defineCall({
    id: 'finance.customerService',
    path: '/api/finance/customerService/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ orderNo: idString.optional() }).strict(),
    output: z.object({ url: urlString, online: z.boolean() }),
    summary: 'Finance customer service link, optionally about an order.',
    spec: SPEC,
  }),
  walletTypeGet: defineCall({
    id: 'finance.walletTypeGet',
    path: '/api/finance/walletType/get/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: emptyInput,
    output: z.object({ walletType, available: z.array(walletType) }),
    summary: 'The member’s settlement wallet type (RMB or USDT, §1).',
    spec: SPEC,
  }),
  walletTypeSet: defineCall({
    id: 'finance.walletTypeSet',
    path: '/api/finance/walletType/set/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ walletType }).strict(),
    output: ackOutput,
    summary: 'Switch the settlement wallet type.',
    spec: SPEC,
  }),
} as const;

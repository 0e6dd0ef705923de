import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { lockWallets, postMovement, walletBalance, type Posting } from './ledger.ts';
import { financeConfig, withdrawFee } from './finance-config.ts';
import { runIdempotent } from './idempotent-call.ts';
import { walletHooks } from './wallet-hooks.ts';
import { checkWithdrawPassword } from './withdraw-password.ts';
import {
  maskCardNumber,
  orderNumber,
  siteDay,
  siteDayStart,
  walletTypeOf,
  type WalletTypeName,
} from './wallet-util.ts';

import {
  closeWithdrawRefunded,
  insertWithdrawOrder,
  liveAddress,
  liveCard,
  lockWithdrawOrder,
  markWithdrawPaid,
  pendingWithdrawals,
  withdrawalsPlacedSince,
  type WithdrawRow,
  type WithdrawStatus,
} from './withdraw-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

export type { WithdrawStatus } from './withdraw-repository.ts';

const limitsFor = (q: Queryable, walletType: WalletTypeName) =>
  financeConfig(q, walletType === 'USDT' ? 'withdrawUsdt' : 'withdrawRmb');

async function placedToday(q: Queryable, memberId: number, currency: string, now: number): Promise<number> {
  return withdrawalsPlacedSince(q, memberId, currency, new Date(siteDayStart(siteDay(now))));
}

/** The postings of a withdraw (sign 1) or its refund (sign -1): the fee is taken from the amount. */
function withdrawPostings(
  memberId: number,
  currency: 'CNY' | 'USDT',
  amount: number,
  fee: number,
  sign: 1 | -1,
): Posting[] {
  const wallet = currency === 'USDT' ? 'usdt' : 'main';
  const postings: Posting[] = [
    { memberId, account: wallet, currency, amount: -sign * amount },
    { memberId: null, account: 'house:withdrawals', currency, amount: sign * (amount - fee) },
  ];
  if (fee > 0) postings.push({ memberId: null, account: 'house:fees', currency, amount: sign * fee });
  return postings;
}

export interface WithdrawRequest {
  kind: 'bank' | 'usdt' | 'speed';
  amount: number;
  bankCardId?: string | undefined;
  addressId?: string | undefined;
  withdrawPassword: string;
  idempotencyKey: string;
}

const numericId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : -1);

/**
 * finance.withdrawNewV6 / usdtDraw / speedDraw. The withdraw password is checked first (wrong tries
 * count even though nothing else happens). Then, in one transaction with the replay record: the target
 * must be the member's, the amount within the limits and today's count below the cap; the amount leaves
 * the wallet at once (pending in house:withdrawals, fee in house:fees) and the order is 'pending'.
 */
export async function placeWithdraw(db: Db, memberId: number, req: WithdrawRequest, now: number) {
  const walletType: WalletTypeName = req.kind === 'usdt' ? 'USDT' : 'RMB';
  const currency = walletType === 'USDT' ? 'USDT' : 'CNY';
  const callId =
    req.kind === 'usdt'
      ? 'finance.usdtDraw'
      : req.kind === 'speed'
        ? 'finance.speedDraw'
        : 'finance.withdrawNewV6';
  const { withdrawPassword: _password, ...request } = req;
  await checkWithdrawPassword(db, memberId, req.withdrawPassword, now);
  return runIdempotent(db, memberId, callId, req.idempotencyKey, request, now, async (tx) => {
    // Bonus money leaves only after its turnover (流水) is played through.
    await walletHooks().assertWithdrawable(tx, memberId);
    let target: string;
    let cardId: number | null = null;
    let addressId: number | null = null;
    if (walletType === 'RMB') {
      const card = await liveCard(tx, memberId, numericId(req.bankCardId ?? ''));
      if (!card) throw new GatewayError(ErrorCode.notFound, msg('wallet.cardMissing'));
      target = maskCardNumber(card.card_num);
      cardId = card.id;
    } else {
      const address = await liveAddress(tx, memberId, numericId(req.addressId ?? ''));
      if (!address) throw new GatewayError(ErrorCode.notFound, msg('wallet.addressMissing'));
      target = address.address;
      addressId = address.id;
    }
    const limits = await limitsFor(tx, walletType);
    if (req.amount < limits.min || req.amount > limits.max)
      throw new GatewayError(ErrorCode.amountOutOfRange, msg('wallet.withdrawOutOfRange'), {
        min: limits.min,
        max: limits.max,
      });
    // Counted under the wallet's row lock: simultaneous withdrawals of one member queue here, so each
    // sees the orders the earlier ones committed and the daily cap holds on PostgreSQL too.
    await lockWallets(tx, [{ memberId, account: currency === 'USDT' ? 'usdt' : 'main', currency }]);
    if ((await placedToday(tx, memberId, currency, now)) >= limits.timesPerDay)
      throw new GatewayError(
        ErrorCode.forbidden,
        msg('wallet.withdrawTimesUsed', { times: limits.timesPerDay }),
      );
    const fee = withdrawFee(req.amount, limits.feeRate, limits.minFee);
    if (fee >= req.amount)
      throw new GatewayError(ErrorCode.amountOutOfRange, msg('wallet.withdrawBelowFee'), { fee });
    const orderNo = orderNumber('W', now);
    const moved = await postMovement(tx, {
      idempotencyKey: `withdraw:${orderNo}`,
      memberId,
      type: 'withdraw',
      refNo: orderNo,
      remark: `提现至 ${target}`,
      now,
      postings: withdrawPostings(memberId, currency, req.amount, fee, 1),
    });
    await insertWithdrawOrder(tx, {
      orderNo,
      memberId,
      kind: req.kind,
      currency,
      amount: req.amount,
      fee,
      cardId,
      addressId,
      target,
      at: new Date(now),
      ledgerTxId: moved.txId,
    });
    return {
      orderNo,
      walletType,
      amount: req.amount,
      fee,
      balance: await walletBalance(tx, memberId, walletType === 'USDT' ? 'usdt' : 'main'),
      status: 'pending' as const,
    };
  });
}

async function refund(
  tx: Queryable,
  order: WithdrawRow,
  status: 'rejected' | 'cancelled',
  now: number,
  reason: string,
) {
  const memberId = order.member_id;
  const moved = await postMovement(tx, {
    idempotencyKey: `withdraw-refund:${order.order_no}`,
    memberId,
    type: 'withdraw_refund',
    refNo: order.order_no,
    remark: status === 'cancelled' ? '取消提现，退回' : `提现被拒绝，退回：${reason}`,
    now,
    postings: withdrawPostings(memberId, order.currency, order.amount, order.fee, -1),
  });
  await closeWithdrawRefunded(tx, order.order_no, status, new Date(now), reason, moved.txId);
}

const STATUS_TEXT: Record<WithdrawStatus, string> = {
  pending: '处理中',
  paid: '已出款',
  rejected: '已拒绝',
  cancelled: '已取消',
};
const wrongState = (status: WithdrawStatus) =>
  new GatewayError(ErrorCode.orderState, msg('wallet.orderState', { status: STATUS_TEXT[status] }), {
    status,
  });

/** finance.withdrawCancel: a pending withdraw is cancelled and the whole amount (fee too) returns. */
export async function cancelWithdraw(db: Db, memberId: number, orderNo: string, key: string, now: number) {
  return runIdempotent(db, memberId, 'finance.withdrawCancel', key, { orderNo }, now, async (tx) => {
    const order = await lockWithdrawOrder(tx, orderNo, memberId);
    if (!order) throw new GatewayError(ErrorCode.notFound, msg('wallet.orderNotFound'));
    if (order.status !== 'pending') throw wrongState(order.status);
    await refund(tx, order, 'cancelled', now, '会员取消');
    return {
      refunded: order.amount,
      balance: await walletBalance(tx, memberId, order.currency === 'USDT' ? 'usdt' : 'main'),
    };
  });
}

/** Operator: pay (money already left; the order closes) or reject (refund) a pending withdraw. */
export async function finishWithdraw(
  db: Db,
  orderNo: string,
  outcome: 'pay' | 'reject',
  now: number,
  reason?: string,
) {
  return db.transaction(async (tx) => {
    const order = await lockWithdrawOrder(tx, orderNo);
    if (!order) throw new GatewayError(ErrorCode.notFound, msg('wallet.orderNotFound'));
    if (order.status !== 'pending') throw wrongState(order.status);
    if (outcome === 'reject') await refund(tx, order, 'rejected', now, reason ?? '审核未通过');
    else await markWithdrawPaid(tx, orderNo, new Date(now));
    return {
      orderNo,
      status: outcome === 'pay' ? ('paid' as const) : ('rejected' as const),
      memberId: order.member_id,
    };
  });
}

/** finance.withdrawPrompt: what can be withdrawn now, the limits, times left today, fee and pending orders. */
export async function withdrawPrompt(
  q: Queryable,
  memberId: number,
  walletType: WalletTypeName,
  now: number,
) {
  const currency = walletType === 'USDT' ? 'USDT' : 'CNY';
  const limits = await limitsFor(q, walletType);
  const balance = await walletBalance(q, memberId, walletType === 'USDT' ? 'usdt' : 'main');
  const pending = await pendingWithdrawals(q, memberId, currency);
  return {
    walletType: walletTypeOf(currency),
    withdrawable: Math.min(balance, limits.max),
    min: limits.min,
    max: limits.max,
    timesLeftToday: Math.max(0, limits.timesPerDay - (await placedToday(q, memberId, currency, now))),
    turnoverRemaining: 0,
    feeRate: limits.feeRate,
    minFee: limits.minFee,
    notice:
      walletType === 'USDT'
        ? '提现到已绑定的 USDT 地址，金额提交后即从 USDT 钱包扣除，审核通过后到账。'
        : '提现到已绑定的银行卡，手续费从提现金额中扣除，金额提交后即从中心钱包扣除，审核通过后到账。',
    pending: pending.map((r) => ({
      orderNo: r.order_no,
      amount: r.amount,
      fee: r.fee,
      target: r.target,
      createdAt: r.created_at.getTime(),
    })),
  };
}

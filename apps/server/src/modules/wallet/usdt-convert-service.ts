import { randomUUID } from 'node:crypto';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { postMovement, walletBalance } from './ledger.ts';
import { decimalFraction, financeConfig } from './finance-config.ts';
import { runIdempotent } from './idempotent-call.ts';
import type { WalletTypeName } from './wallet-util.ts';
import { insertUsdtQuote, lockUsdtQuote, markUsdtQuoteUsed } from './wallet-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/**
 * Converted amount, exact and rounded down (the member never gets more than the rate gives).
 * RMB → USDT: micro = fen × 10⁴ / rate; USDT → RMB: fen = micro × rate / 10⁴ (rate is RMB per USDT).
 */
export function convertAmount(amount: number, from: WalletTypeName, rate: string): number {
  const { num, den } = decimalFraction(rate);
  if (num === 0n) return 0;
  return from === 'RMB'
    ? Number((BigInt(amount) * 10_000n * den) / num)
    : Number((BigInt(amount) * num) / (den * 10_000n));
}

/** finance.usdtConvertQuote: the configured rate for the direction, locked for `quoteSeconds`. */
export async function quoteConversion(
  q: Queryable,
  memberId: number,
  input: { from: WalletTypeName; to: WalletTypeName; amount: number },
  now: number,
) {
  if (input.from === input.to)
    throw new GatewayError(ErrorCode.badInput, msg('wallet.sameWallet'), { field: 'to' });
  const cfg = await financeConfig(q, 'usdt');
  const rate = input.from === 'RMB' ? cfg.buyRate : cfg.sellRate;
  const toAmount = convertAmount(input.amount, input.from, rate);
  if (toAmount <= 0) throw new GatewayError(ErrorCode.amountOutOfRange, msg('wallet.amountTooSmall'));
  const quoteId = randomUUID();
  const expiresAt = now + cfg.quoteSeconds * 1000;
  await insertUsdtQuote(q, {
    id: quoteId,
    memberId,
    from: input.from,
    to: input.to,
    amount: input.amount,
    toAmount,
    rate,
    at: new Date(now),
    expiresAt: new Date(expiresAt),
  });
  return { quoteId, rate, toAmount, expiresAt };
}

/** finance.usdtConvert: executes an unexpired, unused quote of this member (main ⇄ usdt through house:fx). */
export async function executeConversion(db: Db, memberId: number, quoteId: string, key: string, now: number) {
  return runIdempotent(db, memberId, 'finance.usdtConvert', key, { quoteId }, now, async (tx) => {
    const quote = await lockUsdtQuote(tx, quoteId, memberId);
    if (!quote) throw new GatewayError(ErrorCode.notFound, msg('wallet.quoteNotFound'));
    if (quote.used_at) throw new GatewayError(ErrorCode.orderState, msg('wallet.quoteUsed'));
    if (quote.expires_at.getTime() < now)
      throw new GatewayError(ErrorCode.quoteExpired, msg('wallet.quoteExpired'));
    const amount = quote.amount;
    const toAmount = quote.to_amount;
    const fromRmb = quote.from_type === 'RMB';
    await postMovement(tx, {
      idempotencyKey: `usdt-convert:${quoteId}`,
      memberId,
      type: 'usdt_convert',
      refNo: quoteId,
      remark: fromRmb ? '人民币兑换 USDT' : 'USDT 兑换人民币',
      now,
      postings: fromRmb
        ? [
            { memberId, account: 'main', currency: 'CNY', amount: -amount },
            { memberId: null, account: 'house:fx', currency: 'CNY', amount },
            { memberId: null, account: 'house:fx', currency: 'USDT', amount: -toAmount },
            { memberId, account: 'usdt', currency: 'USDT', amount: toAmount },
          ]
        : [
            { memberId, account: 'usdt', currency: 'USDT', amount: -amount },
            { memberId: null, account: 'house:fx', currency: 'USDT', amount },
            { memberId: null, account: 'house:fx', currency: 'CNY', amount: -toAmount },
            { memberId, account: 'main', currency: 'CNY', amount: toAmount },
          ],
    });
    await markUsdtQuoteUsed(tx, quoteId, new Date(now));
    return {
      rmbBalance: await walletBalance(tx, memberId, 'main'),
      usdtBalance: await walletBalance(tx, memberId, 'usdt'),
    };
  });
}

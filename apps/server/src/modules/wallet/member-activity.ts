import type { Queryable } from '../../db/db.ts';
import { financeConfig } from './finance-config.ts';
import { convertAmount } from './usdt-convert-service.ts';
import { placedDepositTotalsSince } from './deposit-repository.ts';
import { mainOutflowSince, mainWalletDayTotals } from './ledger-report-repository.ts';

/** What a member's movements of one type (e.g. gift_buy) took out of their main wallet since `from`, in fen. */
export const mainSpentSince = mainOutflowSince;

/**
 * The yuan value (fen) of a deposit of `amount` minor units: a USDT deposit is valued at the rate the
 * site credits USDT into yuan (the configured sell rate, rounded down), so yuan limits cover it too.
 */
export async function depositValueFen(q: Queryable, amount: number, currency: string): Promise<number> {
  if (currency !== 'USDT') return amount;
  return convertAmount(amount, 'USDT', (await financeConfig(q, 'usdt')).sellRate);
}

/**
 * Deposit orders a member placed since `from` that still count, in fen: paying, confirming or settled
 * (failed and cancelled ones do not), USDT orders valued by {@link depositValueFen} at today's rate.
 * The responsible-play deposit limit counts an order when it is placed, so money the member is about
 * to send is inside the limit too.
 */
export async function depositsPlacedSince(q: Queryable, memberId: number, from: number): Promise<number> {
  let fen = 0;
  for (const r of await placedDepositTotalsSince(q, memberId, new Date(from)))
    fen += await depositValueFen(q, r.total, r.currency);
  return fen;
}

/**
 * Main-wallet deposits, withdrawals (net of refunds) and bonuses per site day (UTC+8) since `from`,
 * for the responsible-play activity statement. Days without any are absent.
 */
export async function mainWalletDays(
  q: Queryable,
  memberId: number,
  from: number,
): Promise<{ day: string; deposits: number; withdrawals: number; bonuses: number }[]> {
  return mainWalletDayTotals(q, memberId, new Date(from));
}

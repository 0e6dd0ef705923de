import type { Queryable } from '../../db/db.ts';
import { readFinanceSetting } from './wallet-repository.ts';

/**
 * Operator-tunable finance numbers (docs/wallet.md "Rates and limits"). The seed writes these defaults
 * into `finance_config`; a row an operator changed wins. Amounts are minor units (fen, USDT micro-units).
 */
export const FINANCE_DEFAULTS = {
  /** Withdraw limits per order and per day, in fen (RMB wallet). */
  withdrawRmb: { min: 10_000, max: 5_000_000, timesPerDay: 5, feeRate: '0.01', minFee: 200 },
  /** Withdraw limits of the USDT wallet, in micro-units. */
  withdrawUsdt: { min: 10_000_000, max: 10_000_000_000, timesPerDay: 5, feeRate: '0', minFee: 1_000_000 },
  /** Speed pay / speed draw: RMB only, limits in fen; cancellations allowed per day. */
  speedPay: { min: 10_000, max: 5_000_000, cancelLimitPerDay: 3, orderMinutes: 15 },
  /** Minutes a channel deposit order stays payable. */
  depositOrderMinutes: 30,
  /** USDT conversion: RMB per USDT when the member buys USDT / sells USDT; quote life in seconds. */
  usdt: { buyRate: '7.25', sellRate: '7.15', quoteSeconds: 30 },
  /** Yield wallet: base annual rate (decimal string), paid daily on the balance. */
  yeb: { annualRate: '0.035' },
  /** Bound cards and addresses per member. */
  maxBankCards: 5,
  maxAddresses: 5,
  customerServiceUrl: 'https://cs.arena.local/finance',
} as const;

export type FinanceConfig = typeof FINANCE_DEFAULTS;
export type FinanceKey = keyof FinanceConfig;

/** One finance setting: the stored value, else the default. */
export async function financeConfig<K extends FinanceKey>(q: Queryable, key: K): Promise<FinanceConfig[K]> {
  const row = await readFinanceSetting(q, key);
  if (!row) return FINANCE_DEFAULTS[key];
  // jsonb arrives parsed on both drivers.
  const value = row.value;
  if (typeof FINANCE_DEFAULTS[key] === 'object' && value && typeof value === 'object')
    return { ...FINANCE_DEFAULTS[key], ...value };
  return value as FinanceConfig[K];
}

/** A decimal string as an exact fraction numerator / denominator (BigInt), e.g. '7.25' → 725 / 100. */
export function decimalFraction(rate: string): { num: bigint; den: bigint } {
  const m = /^(\d{1,9})(?:\.(\d{1,12}))?$/.exec(rate);
  if (!m) throw new RangeError(`bad rate ${rate}`);
  const fraction = m[2] ?? '';
  return { num: BigInt(`${m[1]}${fraction}`), den: 10n ** BigInt(fraction.length) };
}

/** floor(amount × rate) in integers, never through floating point. */
export function mulRateFloor(amount: number, rate: string): number {
  const { num, den } = decimalFraction(rate);
  return Number((BigInt(amount) * num) / den);
}

/** Withdraw fee: amount × feeRate rounded up to the minor unit, at least minFee unless the rate is 0. */
export function withdrawFee(amount: number, feeRate: string, minFee: number): number {
  const { num, den } = decimalFraction(feeRate);
  if (num === 0n) return 0;
  const fee = Number((BigInt(amount) * num + den - 1n) / den);
  return Math.max(fee, minFee);
}

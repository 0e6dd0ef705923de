import { formatMoney, parseMoney, type Currency } from '@arena/domain';

/** Catalogue keys of the inline amount messages (spec §5 amounts, §3 min_money / max_money). */
export type AmountRuleKey =
  | 'wallet.rules.amountRequired'
  | 'wallet.rules.amountFormat'
  | 'wallet.rules.amountDecimals'
  | 'wallet.rules.amountPositive'
  | 'wallet.rules.amountBelowMin'
  | 'wallet.rules.amountAboveMax'
  | 'wallet.rules.amountAboveBalance';

/** Limits in minor units; each is optional (a withdraw also checks the withdrawable balance). */
export interface AmountLimits {
  readonly min?: number;
  readonly max?: number;
  readonly available?: number;
}

export type AmountCheck =
  | { readonly ok: true; readonly minor: number }
  | { readonly ok: false; readonly key: AmountRuleKey; readonly params?: Readonly<Record<string, string>> };

const DOMAIN_KEYS: Readonly<Record<string, AmountRuleKey>> = {
  'validation.required': 'wallet.rules.amountRequired',
  'validation.amount.format': 'wallet.rules.amountFormat',
  'validation.amount.decimals': 'wallet.rules.amountDecimals',
  'validation.amount.max': 'wallet.rules.amountFormat',
};

/**
 * Checks an amount as typed (spec §5 "up to two decimals; positive-number pattern") against the limits
 * the server gave (spec §3 min_money / max_money), with the domain parser: no floating point, the
 * result is integer minor units of `currency`. Limits in messages are formatted here, at the edge.
 */
export function checkAmount(input: string, currency: Currency, limits: AmountLimits = {}): AmountCheck {
  const parsed = parseMoney(input, currency);
  if (!parsed.ok) return { ok: false, key: DOMAIN_KEYS[parsed.key] ?? 'wallet.rules.amountFormat' };
  const { minor } = parsed;
  if (minor <= 0) return { ok: false, key: 'wallet.rules.amountPositive' };
  if (limits.min !== undefined && minor < limits.min)
    return {
      ok: false,
      key: 'wallet.rules.amountBelowMin',
      params: { min: formatMoney(limits.min, currency) },
    };
  if (limits.max !== undefined && minor > limits.max)
    return {
      ok: false,
      key: 'wallet.rules.amountAboveMax',
      params: { max: formatMoney(limits.max, currency) },
    };
  if (limits.available !== undefined && minor > limits.available)
    return {
      ok: false,
      key: 'wallet.rules.amountAboveBalance',
      params: { available: formatMoney(limits.available, currency) },
    };
  return { ok: true, minor };
}

/**
 * The fee of a withdraw, as the server charges it: `amount × rate` rounded up to the minor unit, at
 * least `minFee` — unless the rate is 0, which means no fee at all. The rate is a decimal string
 * (catalogue `rateString`), read digit by digit so no binary float touches money.
 */
export function feeFor(amountMinor: number, rate: string, minFee = 0): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const rateUnits = BigInt(`${whole}${fraction}`);
  if (rateUnits === 0n) return 0;
  const fee = Number((BigInt(amountMinor) * rateUnits + scale - 1n) / scale);
  return Math.max(fee, minFee);
}

/** The message of a failed check, for `t` (every placeholder filled, so the catalogue types hold). */
export function amountMessage(check: Extract<AmountCheck, { ok: false }>) {
  return [check.key, { min: '', max: '', available: '', ...check.params }] as const;
}

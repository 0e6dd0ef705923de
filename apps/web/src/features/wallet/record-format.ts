import { formatMoney } from '@arena/domain';

/** Currencies a deal record can move: wallets in CNY or USDT, gift coins in GOLD (whole coins). */
export type RecordCurrency = 'CNY' | 'USDT' | 'GOLD';

/**
 * An amount of a deal record with its unit word after it: CNY and USDT as money (two decimals, spec
 * §9), gold as whole coins with thousands separators. `signed` puts a + before gains.
 *
 * @example formatRecordAmount(-500, 'GOLD', '金币', true) === '-500 金币'
 * @example formatRecordAmount(123450, 'CNY', '元', true) === '+1,234.50 元'
 */
export function formatRecordAmount(
  amount: number,
  currency: RecordCurrency,
  unit: string,
  signed = false,
): string {
  const sign = signed && amount > 0 ? '+' : '';
  const number = currency === 'GOLD' ? amount.toLocaleString('en-US') : formatMoney(amount, currency);
  return `${sign}${number} ${unit}`;
}

/** The venue code of a record's wallet account (`venue:pg` → `pg`), or null for other wallets. */
export const recordVenue = (account: string): string | null =>
  account.startsWith('venue:') ? account.slice('venue:'.length) : null;

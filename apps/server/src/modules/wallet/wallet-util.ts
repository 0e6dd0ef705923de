import { randomInt } from 'node:crypto';
import { formatDateTime, maskCardNumber as maskCard } from '@arena/domain';
import type { Currency } from './ledger.ts';

/** The site's calendar day and its start: one definition, in the domain package. */
export { siteDay, siteDayStart } from '@arena/domain';

/** An order number: a letter, the site time to the second and six random digits (`D20261123104502123456`). */
export function orderNumber(prefix: 'D' | 'W' | 'T' | 'Q' | 'R', now: number): string {
  const stamp = formatDateTime(now).replace(/[- :]/g, '');
  return `${prefix}${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export type WalletTypeName = 'RMB' | 'USDT';
export const currencyOf = (walletType: WalletTypeName): Currency => (walletType === 'USDT' ? 'USDT' : 'CNY');
export const walletOf = (walletType: WalletTypeName): 'usdt' | 'main' =>
  walletType === 'USDT' ? 'usdt' : 'main';
export const walletTypeOf = (currency: string): WalletTypeName => (currency === 'USDT' ? 'USDT' : 'RMB');

/** `**** **** **** 1234`: the last four digits together after three masked groups (spec §5). */
export const maskCardNumber = (digits: string): string => maskCard(digits);

/** A real name with every character but the first hidden (`张**`). */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? name : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

import type { Currency } from '@arena/domain';

/** Wallet type of the site's settlement unit (spec §3, §9: RMB and USDT). */
export type SettlementWalletType = 'RMB' | 'USDT';

/** Catalogue keys of the words the settlement unit swaps (spec §1; wording table in @arena/domain). */
export type UnitWordKey = 'wallet.wording.yuan' | 'wallet.wording.usdt' | 'wallet.wording.cny';
export type AccountWordKey = 'wallet.wording.bankCard' | 'wallet.wording.usdtAddress';

/** The one settlement switch every wallet screen reads (spec §1 "the settlement unit is application state"). */
export interface Settlement {
  readonly walletType: SettlementWalletType;
  /** Currency deposits and withdrawals settle in. */
  readonly currency: Currency;
  /** Withdrawals go to USDT addresses instead of bank cards. */
  readonly usesAddress: boolean;
  /** What the member withdraws to: bank card or USDT address wording. */
  readonly accountWord: AccountWordKey;
}

/** The settlement of a site's per-info `walletType` (CNY by default, spec §1). */
export function settlementOf(walletType: SettlementWalletType | null | undefined): Settlement {
  return walletType === 'USDT'
    ? { walletType: 'USDT', currency: 'USDT', usesAddress: true, accountWord: 'wallet.wording.usdtAddress' }
    : { walletType: 'RMB', currency: 'CNY', usesAddress: false, accountWord: 'wallet.wording.bankCard' };
}

/**
 * The unit word shown after an amount. USDT amounts always read "USDT". CNY amounts read "元" on a CNY
 * site; on a USDT site yuan wording is replaced (spec §1), so the few CNY balances still shown there
 * (venues, yield wallet) carry the neutral code "CNY" instead.
 */
export function unitWordKey(currency: Currency, settlement: Settlement): UnitWordKey {
  if (currency === 'USDT') return 'wallet.wording.usdt';
  return settlement.currency === 'USDT' ? 'wallet.wording.cny' : 'wallet.wording.yuan';
}

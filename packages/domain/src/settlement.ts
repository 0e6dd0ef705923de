import type { Currency } from './money.ts';
import type { WalletType } from './platform-constants.ts';

/**
 * Wording keys that change with the settlement unit (spec §1 "in that mode wording about yuan and bank
 * cards is replaced by USDT and USDT address wording").
 */
export const SETTLEMENT_WORDING_KEYS = [
  'wording.unit.yuan',
  'wording.unit.usdt',
  'wording.account.bankCard',
  'wording.account.usdtAddress',
] as const;
/** A settlement wording key (spec §1). */
export type SettlementWordingKey = (typeof SETTLEMENT_WORDING_KEYS)[number];

/** zh-CN wording (spec §1). */
export const SETTLEMENT_WORDING_ZH: Readonly<Record<SettlementWordingKey, string>> = {
  'wording.unit.yuan': '元',
  'wording.unit.usdt': 'USDT',
  'wording.account.bankCard': '银行卡',
  'wording.account.usdtAddress': 'USDT地址',
};

/** English wording (spec §1). */
export const SETTLEMENT_WORDING_EN: Readonly<Record<SettlementWordingKey, string>> = {
  'wording.unit.yuan': 'yuan',
  'wording.unit.usdt': 'USDT',
  'wording.account.bankCard': 'bank card',
  'wording.account.usdtAddress': 'USDT address',
};

/** The unit and account wording for a settlement unit (spec §1). */
export interface SettlementWording {
  readonly unit: SettlementWordingKey;
  readonly account: SettlementWordingKey;
}

/** Wording keys for the settlement unit, an application state (spec §1). */
export function settlementWording(unit: Currency): SettlementWording {
  return unit === 'USDT'
    ? { unit: 'wording.unit.usdt', account: 'wording.account.usdtAddress' }
    : { unit: 'wording.unit.yuan', account: 'wording.account.bankCard' };
}

/** Wallet type of a settlement unit (spec §3, §9 "wallet types RMB and USDT"): CNY settles in RMB. */
export function walletTypeFor(unit: Currency): WalletType {
  return unit === 'USDT' ? 'USDT' : 'RMB';
}

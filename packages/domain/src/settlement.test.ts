import { describe, expect, it } from 'vitest';
import {
  SETTLEMENT_WORDING_EN,
  SETTLEMENT_WORDING_KEYS,
  SETTLEMENT_WORDING_ZH,
  settlementWording,
  walletTypeFor,
} from './settlement.ts';

describe('settlementWording', () => {
  // spec §1 "wording about yuan and bank cards is replaced by USDT and USDT address wording"
  it('uses yuan and bank card wording for CNY', () => {
    expect(settlementWording('CNY')).toEqual({
      unit: 'wording.unit.yuan',
      account: 'wording.account.bankCard',
    });
  });

  it('uses USDT and USDT address wording for USDT', () => {
    expect(settlementWording('USDT')).toEqual({
      unit: 'wording.unit.usdt',
      account: 'wording.account.usdtAddress',
    });
  });

  it('has wording for every key in both locales', () => {
    expect(Object.keys(SETTLEMENT_WORDING_ZH)).toEqual([...SETTLEMENT_WORDING_KEYS]);
    expect(Object.keys(SETTLEMENT_WORDING_EN)).toEqual([...SETTLEMENT_WORDING_KEYS]);
    expect(SETTLEMENT_WORDING_ZH['wording.account.bankCard']).toBe('银行卡');
    expect(SETTLEMENT_WORDING_EN['wording.account.usdtAddress']).toBe('USDT address');
  });
});

describe('walletTypeFor', () => {
  // spec §3, §9 "wallet types RMB and USDT"
  it('settles CNY in the RMB wallet and USDT in the USDT wallet', () => {
    expect(walletTypeFor('CNY')).toBe('RMB');
    expect(walletTypeFor('USDT')).toBe('USDT');
  });
});

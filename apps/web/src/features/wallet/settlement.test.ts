import { describe, expect, it } from 'vitest';
import { SETTLEMENT_WORDING_EN, SETTLEMENT_WORDING_ZH } from '@arena/domain';
import { zhCN } from '@/locales/zh-CN.ts';
import { en } from '@/locales/en.ts';
import { settlementOf, unitWordKey } from './settlement.ts';

// spec §1: "A site can instead settle in USDT; in that mode wording about yuan and bank cards is
// replaced by USDT and USDT address wording."
describe('settlement switch', () => {
  it('settles in CNY with bank-card wording by default and for RMB', () => {
    for (const type of [undefined, null, 'RMB'] as const) {
      const s = settlementOf(type);
      expect(s).toMatchObject({ walletType: 'RMB', currency: 'CNY', usesAddress: false });
      expect(s.accountWord).toBe('wallet.wording.bankCard');
      expect(unitWordKey('CNY', s)).toBe('wallet.wording.yuan');
    }
  });

  it('replaces yuan and bank-card wording on a USDT site', () => {
    const s = settlementOf('USDT');
    expect(s).toMatchObject({ walletType: 'USDT', currency: 'USDT', usesAddress: true });
    expect(s.accountWord).toBe('wallet.wording.usdtAddress');
    expect(unitWordKey('USDT', s)).toBe('wallet.wording.usdt');
    expect(unitWordKey('CNY', s)).toBe('wallet.wording.cny');
  });

  it('always calls USDT amounts USDT', () => {
    expect(unitWordKey('USDT', settlementOf('RMB'))).toBe('wallet.wording.usdt');
  });

  it('uses the domain wording table in both catalogues', () => {
    const pairs = [
      ['yuan', 'wording.unit.yuan'],
      ['usdt', 'wording.unit.usdt'],
      ['bankCard', 'wording.account.bankCard'],
      ['usdtAddress', 'wording.account.usdtAddress'],
    ] as const;
    for (const [ours, domain] of pairs) {
      expect(zhCN.wallet.wording[ours]).toBe(SETTLEMENT_WORDING_ZH[domain]);
      expect(en.wallet.wording[ours]).toBe(SETTLEMENT_WORDING_EN[domain]);
    }
  });

  it('keeps yuan and bank-card words out of every wallet string but the wording table', () => {
    const walk = (obj: object, prefix = ''): [string, string][] =>
      Object.entries(obj).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null
          ? walk(v as object, `${prefix}${k}.`)
          : [[`${prefix}${k}`, String(v)]],
      );
    const offenders = walk(zhCN.wallet)
      .filter(([key]) => !key.startsWith('wording.'))
      .filter(([, text]) => /元|银行卡|人民币|¥/.test(text));
    expect(offenders).toEqual([]);
  });
});

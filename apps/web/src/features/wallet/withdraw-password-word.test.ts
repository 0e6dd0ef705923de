import { describe, expect, it } from 'vitest';
import { zhCN } from '@/locales/zh-CN.ts';

/** Every string of a catalogue, with its key path. */
function strings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => strings(value, path ? `${path}.${key}` : key));
  return [];
}

// spec §5 "Withdraw password: six digits": one name for it on every screen (取款密码), never a second
// word (资金密码) on another screen or in a server message the screens show.
describe('the withdraw password has one name', () => {
  it('is never called 资金密码 in the catalogue', () => {
    expect(strings(zhCN).filter(([, text]) => text.includes('资金密码'))).toEqual([]);
  });

  it('is called 取款密码 on the wallet and security screens alike', () => {
    expect(zhCN.wallet.withdraw.password).toBe('取款密码');
    expect(zhCN.wallet.cards.password).toBe('取款密码');
    expect(zhCN.security.withdraw.password).toBe('取款密码');
  });
});

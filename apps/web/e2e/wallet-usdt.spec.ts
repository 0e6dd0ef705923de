import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { registerMember } from './members.ts';
import { startServer, type ServerHandle } from './server-process.ts';

// The settlement unit is site-wide, so this test has a server of its own: the other wallet tests keep
// a CNY site while it runs.
let server: ServerHandle;
test.beforeAll(async () => {
  test.setTimeout(120_000); // a server of its own starts before the first test
  server = await startServer();
});
test.afterAll(async () => server.stop());

// spec §1: "A site can instead settle in USDT; in that mode wording about yuan and bank cards is
// replaced by USDT and USDT address wording."
test('a USDT site shows USDT wording on every wallet screen', async ({ page }) => {
  const base = server.baseUrl;
  await registerMember(page, { base });
  await operator(server, '/admin/site-config', { key: 'settlementUnit', value: 'USDT' });
  const screens = [
    ['/app/wallet', 'balance-usdt'],
    ['/app/wallet/deposit', 'deposit-amount-hint'],
    ['/app/wallet/withdraw', 'withdraw-add-target'],
    ['/app/wallet/transfer', 'transfer-from-balance'],
    ['/app/wallet/cards', 'usdt-addresses'],
    ['/app/wallet/records', 'empty-state'],
  ] as const;
  for (const [path, ready] of screens) {
    await page.goto(`${base}${path}`);
    await expect(page.getByTestId(ready)).toBeVisible();
    // Venues are shown by name; a venue's proper name (开元棋牌) is not yuan wording.
    const text = (await page.locator('main').innerText()).replaceAll('开元棋牌', '');
    expect(text, path).toContain('USDT');
    expect(text, path).not.toMatch(/元|银行卡/);
  }
  await page.goto(`${base}/app/wallet/deposit`);
  await expect(page.getByTestId('deposit-amount-hint')).toContainText('USDT');
  await page.goto(`${base}/app/wallet/withdraw`);
  await expect(page.getByText('还没有绑定USDT地址')).toBeVisible();
  await page.goto(`${base}/app/wallet/cards`);
  await expect(page.getByTestId('bank-cards')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'USDT地址管理' })).toBeVisible();

  // Back to CNY: the wording follows the site again.
  await operator(server, '/admin/site-config', { key: 'settlementUnit', value: 'CNY' });
  await page.goto(`${base}/app/wallet`);
  await expect(page.getByTestId('balance-main')).toHaveText('0.00 元');
});

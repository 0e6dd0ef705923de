import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { field, registerMember } from './members.ts';
import { startServer, type ServerHandle } from './server-process.ts';

// A USDT site (spec §1 "A site can instead settle in USDT"): a USDT deposit is paid to a drawn address,
// credited in place, counts in the total assets, converts into the centre wallet at a quote and goes
// into a venue to play; every label follows the settlement unit. The unit is site-wide, so this file
// has a server of its own.
let server: ServerHandle;
// eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000); // a fresh server migrates and seeds before it is healthy
  server = await startServer();
});
test.afterAll(async () => server.stop());
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a USDT deposit is paid by address, counted, converted, moved into a venue and played', async ({
  page,
}) => {
  test.setTimeout(120_000); // one story across six screens
  const base = server.baseUrl;
  await registerMember(page, { base });
  await operator(server, '/admin/site-config', { key: 'settlementUnit', value: 'USDT' });
  await page.goto(`${base}/app/wallet`);
  await expect(page.getByTestId('wallet-total')).toHaveText('0.00 USDT');

  // Deposit: the receiving address is drawn as a QR code and can be copied.
  await page.getByTestId('wallet-link-deposit').click();
  await page.getByRole('radio', { name: /USDT-TRC20/ }).check();
  await field(page, '充值金额').fill('100');
  await page.getByRole('button', { name: '立即充值' }).click();
  const address = (await page.getByTestId('pay-address').textContent()) ?? '';
  expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByRole('img', { name: '付款二维码' })).toHaveAttribute('data-qr-text', address);
  await expect(page.getByTestId('pay-network')).toContainText('TRC20');
  await page.getByRole('button', { name: '复制收款地址' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expect(page.getByTestId('pay-amount')).toHaveText('100.00 USDT');
  const orderNo = (await page.getByTestId('deposit-order-no').textContent()) ?? '';
  await page.getByTestId('deposit-paid').click();
  await operator(server, `/admin/finance/deposits/${encodeURIComponent(orderNo)}/settle`, {});
  await expect(page.getByTestId('deposit-order-note')).toHaveText('100.00 USDT 已到账', { timeout: 10_000 });

  // Total assets count the USDT wallet, in the settlement unit.
  await page.getByRole('button', { name: '返回' }).click();
  await expect(page.getByTestId('balance-usdt')).toHaveText('100.00 USDT');
  await expect(page.getByTestId('wallet-total')).toHaveText('100.00 USDT');

  // Convert all of it into the centre wallet at the quoted rate (spec §7 "usdt wallet conversion").
  // The transfer screen says where the USDT is and how it reaches a venue.
  await page.getByTestId('wallet-link-transfer').click();
  const hint = page.getByTestId('transfer-usdt-hint');
  await expect(hint).toContainText('USDT钱包有 100.00 USDT');
  await hint.getByRole('link', { name: 'USDT兑换' }).click();
  await expect(page.getByTestId('convert-from')).toHaveText('USDT钱包');
  await expect(page.getByTestId('convert-to')).toHaveText('中心钱包');
  await page.getByRole('button', { name: '全部' }).click();
  await page.getByRole('button', { name: '获取报价' }).click();
  await expect(page.getByTestId('convert-rate')).toHaveText('汇率 1 USDT = 7.15 CNY');
  await expect(page.getByTestId('convert-receive')).toHaveText('到账 715.00 CNY');
  await page.getByRole('button', { name: '确认兑换' }).click();
  await expect(page.getByText('兑换成功，715.00 CNY 已到账')).toBeVisible();
  await expect(page.getByTestId('convert-available')).toHaveText('可用 0.00 USDT');

  // Into a venue to play: the centre wallet now holds CNY.
  await page.getByRole('link', { name: '去转账' }).click();
  await expect(page.getByTestId('transfer-from-balance')).toHaveText('715.00 CNY');
  await field(page, '转入').selectOption({ label: 'PG电子' });
  await field(page, '转账金额').fill('700');
  await page.getByTestId('transfer-submit').click();
  await expect(page.getByTestId('transfer-to-balance')).toHaveText('700.00 CNY');

  // Back on the overview: every wallet still counts (715.00 CNY at 7.25 per USDT), names not codes.
  await page.goto(`${base}/app/wallet`);
  await expect(page.getByTestId('wallet-total')).toHaveText('98.62 USDT');
  await expect(page.getByTestId('balance-venue-pg')).toHaveText('700.00 CNY');
  await expect(page.getByTestId('venue-balances')).toContainText('PG电子');
  // No yuan wording; a venue's proper name (开元棋牌) is not such wording.
  const text = (await page.locator('main').innerText()).replaceAll('开元棋牌', '');
  expect(text).not.toMatch(/元|银行卡/);

  // And play: a PG电子 title opens with the 700.00 CNY moved in, and one round moves the venue
  // balance by exactly its result (a dice title: stake 1.00, a win returns 1.95).
  await page.goto(`${base}/app/egame/pg`);
  await page
    .locator('[data-testid="game-tile"][data-game-code="pg0007"]')
    .getByRole('button', { name: /进入/ })
    .click();
  await expect(page).toHaveURL(/\/play\/pg\/pg0007\?ticket=/);
  await expect(page.getByTestId('play-balance')).toHaveText('700.00');
  await page.getByTestId('play-roll').click();
  await expect(page.getByTestId('play-rounds').locator('li')).toHaveCount(1);
  await expect.poll(() => page.getByTestId('play-balance').textContent()).toMatch(/^(699\.00|700\.95)$/);

  // 我的 labels the centre wallet by what it holds (CNY), not by the site's unit.
  await page.goto(`${base}/app/me`);
  await expect(page.getByText('中心钱包 (CNY)')).toBeVisible();
  await expect(page.getByTestId('me-balance')).toHaveText('15.00');
});

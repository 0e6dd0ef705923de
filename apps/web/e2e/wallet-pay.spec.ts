import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { field, registerMember, sharedServer } from './members.ts';
import { bindRealNameAndWithdrawPassword, settleDeposit } from './money.ts';

// Paying a deposit and following money without reloading (real server, real Chromium): every channel
// kind shows how to pay (a drawn QR code, the link or receiving address with copy buttons), a settled
// order turns into 充值成功 in place, and the member's pending orders, cancels and rejection reasons
// show on the wallet with balances that follow by themselves.

const WITHDRAW_PASSWORD = '246810';
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const settle = settleDeposit;

/** Places an order on the channel whose radio name matches, with a fixed amount or a typed one. */
async function placeOrder(page: Page, channel: RegExp, amount: { fixed?: string; typed?: string }) {
  // In-app navigation from the overview, so "back" returns to it without a reload.
  await page.goto('/app/wallet');
  await page.getByTestId('wallet-link-deposit').click();
  await page.getByRole('radio', { name: channel }).check();
  if (amount.fixed) await page.getByRole('button', { name: amount.fixed, exact: true }).click();
  if (amount.typed) await field(page, '充值金额').fill(amount.typed);
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.getByTestId('deposit-order-status')).toHaveText('待支付');
  return (await page.getByTestId('deposit-order-no').textContent()) ?? '';
}

test.describe('paying a deposit', () => {
  // spec §7 Finance payVal: a scanned-code order carries its code; it is drawn and can be copied.
  test('a 支付宝扫码 order shows a real QR code and its link, and is credited in place', async ({ page }) => {
    await registerMember(page);
    const orderNo = await placeOrder(page, /支付宝扫码/, { fixed: '100.00 元' });
    const qr = page.getByRole('img', { name: '付款二维码' });
    await expect(qr).toBeVisible();
    const link = (await page.getByTestId('pay-link').textContent()) ?? '';
    expect(link).toContain(orderNo);
    // The code encodes the link and is a real QR symbol (version n is 17 + 4n modules wide).
    await expect(qr).toHaveAttribute('data-qr-text', link);
    const modules = Number(await qr.getAttribute('data-qr-modules'));
    expect(modules).toBeGreaterThanOrEqual(21);
    expect((modules - 17) % 4).toBe(0);
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);

    await page.getByRole('button', { name: '复制支付链接' }).click();
    await expect(page.getByText('已复制支付链接')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await page.getByTestId('deposit-paid').click();
    await expect(page.getByTestId('deposit-order-status')).toHaveText('确认中');
    await settle(orderNo);
    // No reload, no button: the open order is read again until it ends.
    await expect(page.getByTestId('deposit-order-status')).toHaveText('充值成功', { timeout: 10_000 });
    await expect(page.getByTestId('deposit-order-note')).toHaveText('100.00 元 已到账');
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page.getByTestId('balance-main')).toHaveText('100.00 元');
  });

  test('a 微信扫码 order and a bank transfer each show how to pay, with copy buttons', async ({ page }) => {
    await registerMember(page);
    await placeOrder(page, /微信扫码/, { typed: '100' });
    await expect(page.getByRole('img', { name: '付款二维码' })).toBeVisible();
    await expect(page.getByRole('button', { name: '复制支付链接' })).toBeVisible();
    await page.getByTestId('deposit-new-order').click();

    await placeOrder(page, /网银转账 A/, { typed: '100' });
    await expect(page.getByTestId('pay-bank')).toBeVisible();
    await expect(page.getByRole('img', { name: '付款二维码' })).toHaveCount(0);
    const account = (await page.getByTestId('payee-account').textContent()) ?? '';
    await page.getByRole('button', { name: '复制收款账号' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(account);
  });
});

test.describe('orders that look stuck', () => {
  // Pending orders update in place; withdrawCancel; the operator's rejection reason (spec §7).
  test('the wallet lists pending orders, follows settlement, cancels a withdraw and shows a rejection', async ({
    page,
  }) => {
    test.setTimeout(120_000); // one story across the wallet, security, cards and withdraw screens
    const name = await registerMember(page);
    const orderNo = await placeOrder(page, /微信扫码/, { typed: '500' });
    await page.getByTestId('deposit-paid').click();
    await expect(page.getByTestId('deposit-order-status')).toHaveText('确认中');
    await page.getByRole('button', { name: '返回' }).click();

    const orders = page.getByTestId('wallet-orders');
    const deposit = orders.locator(`[data-order-no="${orderNo}"]`);
    await expect(deposit.getByTestId('wallet-order-status')).toHaveText('确认中');
    await expect(page.getByTestId('balance-main')).toHaveText('0.00 元');
    await settle(orderNo);
    // The overview follows by itself: the order, the balance and the total.
    await expect(deposit.getByTestId('wallet-order-status')).toHaveText('已到账', { timeout: 10_000 });
    await expect(page.getByTestId('balance-main')).toHaveText('500.00 元');
    await expect(page.getByTestId('wallet-total')).toHaveText('500.00 元');
    await expect(page.getByText('充值 500.00 元 已到账')).toBeVisible();

    // A card needs a real name: the cards screen says so before the form.
    await page.goto('/app/wallet/cards');
    await expect(page.getByTestId('card-needs-real-name')).toContainText('需要先设置真实姓名');
    await page.getByRole('link', { name: '去设置真实姓名' }).click();
    await expect(page).toHaveURL(/\/app\/me\/security$/);
    await bindRealNameAndWithdrawPassword(page, WITHDRAW_PASSWORD);

    // A 19-digit card keeps its last four digits together.
    await page.goto('/app/wallet/cards');
    await expect(page.getByTestId('card-needs-real-name')).toHaveCount(0);
    await field(page, '开户银行').selectOption({ label: '招商银行' });
    await field(page, '卡号').fill('6222021234567890128');
    await page.getByTestId('bank-cards').getByLabel('取款密码', { exact: true }).fill(WITHDRAW_PASSWORD);
    await page.getByTestId('card-submit').click();
    await expect(page.getByTestId('bank-card-number')).toHaveText('**** **** **** 0128');

    const withdraw = async (amount: string) => {
      await page.goto('/app/wallet/withdraw');
      await field(page, '提现金额').fill(amount);
      await field(page, '取款密码').fill(WITHDRAW_PASSWORD);
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByText(/提现申请已提交/)).toBeVisible();
    };
    await withdraw('100');
    await withdraw('200');
    await page.goto('/app/wallet');
    await expect(page.getByTestId('balance-main')).toHaveText('200.00 元');
    const pending = orders.getByTestId('wallet-order').filter({ hasText: '审核中' });
    await expect(pending).toHaveCount(2);

    // Cancel the 200.00 one: the money comes back at once.
    const big = pending.filter({ hasText: '200.00 元' });
    await big.getByRole('button', { name: '取消提现' }).click();
    await big.getByRole('button', { name: '确认取消' }).click();
    await expect(page.getByText('提现已取消，200.00 元 已退回')).toBeVisible();
    await expect(page.getByTestId('balance-main')).toHaveText('400.00 元');
    await expect(orders.getByTestId('wallet-order').filter({ hasText: '已取消' })).toHaveCount(1);

    // The operator rejects the other with a reason: the member sees it and the refund, unasked.
    const all = (await operator(sharedServer(), '/admin/finance/orders')) as {
      withdrawals: { orderNo: string; member: string; status: string }[];
    };
    const left = all.withdrawals.find(
      (w) => w.member.toLowerCase() === name.toLowerCase() && w.status === 'pending',
    );
    expect(left).toBeDefined();
    await operator(sharedServer(), `/admin/finance/withdrawals/${left?.orderNo ?? ''}/reject`, {
      reason: '银行卡户名不符',
    });
    const rejected = orders.locator(`[data-order-no="${left?.orderNo ?? ''}"]`);
    await expect(rejected.getByTestId('wallet-order-status')).toHaveText('已拒绝', { timeout: 10_000 });
    await expect(rejected.getByTestId('wallet-order-reason')).toHaveText('原因：银行卡户名不符');
    await expect(page.getByTestId('balance-main')).toHaveText('500.00 元');
  });

  test('a venue in maintenance is named and cannot be picked as a transfer target', async ({ page }) => {
    await registerMember(page);
    await page.goto('/app/wallet/transfer');
    const cq9 = field(page, '转入').locator('option', { hasText: 'CQ9电子' });
    await expect(cq9).toHaveText('CQ9电子（维护中）');
    await expect(cq9).toBeDisabled();
    // Names, not codes, everywhere on the screen.
    await expect(field(page, '转入').locator('option', { hasText: 'PG电子' })).toBeEnabled();
    expect(await field(page, '转入').locator('option').allTextContents()).not.toContain('PG');
  });
});

import type { Page } from '@playwright/test';
import { luhnCheckDigit } from '@arena/domain';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { field, registerMember, sharedServer } from './members.ts';
import { bindRealNameAndWithdrawPassword, placeDeposit, settleDeposit } from './money.ts';

// Wallet screens against the real server: deposit → operator settles → balance
// rises; a wrong withdraw password moves nothing; transfer to a venue and recover all; a bad Luhn digit
// shows its error inline; a USDT site shows USDT wording on every wallet screen.
// Every test registers its own member. The USDT mode is site-wide, so it has a server of its own
// (wallet-usdt.spec.ts).

const WITHDRAW_PASSWORD = '246810';
/** A 1×1 transparent PNG. */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Deposit through the screen, settled by the operator (the simulated channel). */
async function fundedMember(page: Page, amount: string) {
  const name = await registerMember(page);
  const orderNo = await placeDeposit(page, amount);
  await settleDeposit(orderNo);
  return name;
}

const mainBalance = (page: Page) => page.getByTestId('balance-main');

test.describe('wallet', () => {
  // "deposit → admin settles → balance rises"; spec §3 min_money / max_money.
  test('a deposit settled by the operator raises the balance on screen', async ({ page }) => {
    await registerMember(page);
    await page.goto('/app/wallet');
    await expect(mainBalance(page)).toHaveText('0.00 元');

    await page.goto('/app/wallet/deposit');
    await expect(page.getByTestId('deposit-amount-hint')).toContainText('100.00 – 50,000.00 元');
    // Limits are checked inline before anything is sent.
    await field(page, '充值金额').fill('99.99');
    await expect(page.getByTestId('deposit-amount-message')).toHaveText('最低 100.00');
    await expect(page.getByRole('button', { name: '立即充值' })).toBeDisabled();
    await field(page, '充值金额').fill('1.234');
    await expect(page.getByTestId('deposit-amount-message')).toHaveText('金额最多两位小数');

    const orderNo = await placeDeposit(page, '1,234.50');
    // Proof upload: the type is checked before sending; a real PNG is stored.
    const proof = page.getByLabel('上传付款凭证');
    await proof.setInputFiles({
      name: 'proof.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByTestId('deposit-proof-message')).toHaveText('请上传 PNG、JPG、WEBP 或 GIF 图片');
    await proof.setInputFiles({
      name: 'proof.png',
      mimeType: 'image/png',
      buffer: Buffer.from(TINY_PNG, 'base64'),
    });
    await expect(page.getByTestId('deposit-proof-message')).toHaveText('凭证已上传');
    await page.goto('/app/wallet');
    await expect(mainBalance(page)).toHaveText('0.00 元'); // not yet settled

    await operator(sharedServer(), `/admin/finance/deposits/${encodeURIComponent(orderNo)}/settle`, {});
    await page.getByRole('button', { name: '刷新余额' }).click();
    await expect(mainBalance(page)).toHaveText('1,234.50 元');
    await expect(page.getByTestId('wallet-total')).toHaveText('1,234.50 元');

    await page.goto('/app/wallet/records?type=deposit');
    await expect(page.getByTestId('deal-record').first()).toContainText('+1,234.50 元');
  });

  // "withdraw with a wrong withdraw password fails and nothing moves".
  test('a withdraw with a wrong withdraw password fails and moves nothing', async ({ page }) => {
    const name = await fundedMember(page, '500');

    // Real name and withdraw password through the security centre (the account screens).
    await page.goto('/app/me/security');
    await bindRealNameAndWithdrawPassword(page, WITHDRAW_PASSWORD);

    // Bind a card (grouped display, masked in the list).
    const payload = '622202123456789';
    const card = `${payload}${luhnCheckDigit(payload)}`;
    await page.goto('/app/wallet/cards');
    await field(page, '开户银行').selectOption({ label: '招商银行' });
    await field(page, '卡号').fill(card);
    await expect(field(page, '卡号')).toHaveValue('6222 0212 3456 789' + String(luhnCheckDigit(payload)));
    await page.getByTestId('bank-cards').getByLabel('取款密码', { exact: true }).fill(WITHDRAW_PASSWORD);
    await page.getByTestId('card-submit').click();
    await expect(page.getByTestId('bank-card-number')).toHaveText(
      `**** **** **** 789${luhnCheckDigit(payload)}`,
    );

    await page.goto('/app/wallet/withdraw');
    await expect(page.getByTestId('withdraw-withdrawable')).toHaveText('500.00 元');
    await field(page, '提现金额').fill('200');
    await expect(page.getByTestId('withdraw-fee')).toContainText('手续费: 2.00 元');
    await field(page, '取款密码').fill('135799');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-password-message')).toContainText('取款密码错误');

    // Nothing moved: the screen, the overview and the operator's view agree.
    await expect(page.getByTestId('withdraw-withdrawable')).toHaveText('500.00 元');
    await page.goto('/app/wallet');
    await expect(mainBalance(page)).toHaveText('500.00 元');
    const orders = (await operator(sharedServer(), '/admin/finance/orders')) as {
      withdrawals: { member: string }[];
    };
    expect(orders.withdrawals.filter((w) => w.member.toLowerCase() === name.toLowerCase())).toEqual([]);
  });

  // "transfer to a venue and recover all"; spec §3 transfer_out / api_name.
  test('a transfer into a venue shows there, and one-click recovery brings it all back', async ({ page }) => {
    await fundedMember(page, '500');
    await page.goto('/app/wallet/transfer');
    await expect(field(page, '转出')).toHaveValue('main');
    await expect(page.getByTestId('transfer-from-balance')).toHaveText('500.00 元');
    const venue = await field(page, '转入').inputValue();
    expect(venue).toMatch(/^venue:/);
    const venueCode = venue.slice('venue:'.length);
    await field(page, '转账金额').fill('600');
    await expect(page.getByTestId('transfer-amount-message')).toHaveText('超出可用余额 500.00');
    await field(page, '转账金额').fill('200');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-from-balance')).toHaveText('300.00 元');
    await expect(page.getByTestId('transfer-to-balance')).toHaveText('200.00 元');

    await page.goto('/app/wallet');
    await expect(mainBalance(page)).toHaveText('300.00 元');
    await expect(page.getByTestId(`balance-venue-${venueCode}`)).toHaveText('200.00 元');
    await expect(page.getByTestId('wallet-total')).toHaveText('500.00 元');

    await page.getByTestId('wallet-recover-all').click();
    await expect(mainBalance(page)).toHaveText('500.00 元');
    await expect(page.getByTestId(`balance-venue-${venueCode}`)).toHaveText('0.00 元');
    await expect(page.getByTestId('wallet-total')).toHaveText('500.00 元');
  });

  // spec §5 "Card number: digits only, Luhn check".
  test('a card number with a bad Luhn digit shows the error inline and cannot be sent', async ({ page }) => {
    await registerMember(page);
    await page.goto('/app/wallet/cards');
    const payload = '622202123456789';
    const bad = `${payload}${(luhnCheckDigit(payload) + 1) % 10}`;
    await field(page, '卡号').fill(bad);
    await expect(page.getByTestId('card-number-message')).toHaveText('卡号校验失败，请检查是否输错');
    await expect(field(page, '卡号')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('card-submit')).toBeDisabled();
    await field(page, '卡号').fill('6222a');
    await expect(page.getByTestId('card-number-message')).toHaveText('卡号只能包含数字');
    await expect(page.getByTestId('bank-card')).toHaveCount(0);
  });
});

import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { operator } from './operator.ts';
import { field, sharedServer } from './members.ts';

/** Places a deposit through the deposit screen (first channel) and answers its order number. */
export async function placeDeposit(page: Page, amount: string): Promise<string> {
  await page.goto('/app/wallet/deposit');
  await expect(page.getByRole('radio').first()).toBeChecked();
  await field(page, '充值金额').fill(amount);
  await expect(page.getByTestId('deposit-amount-message')).toHaveText('');
  await page.getByRole('button', { name: '立即充值' }).click();
  await expect(page.getByTestId('deposit-order-status')).toHaveText('待支付');
  const orderNo = (await page.getByTestId('deposit-order-no').textContent()) ?? '';
  expect(orderNo).not.toBe('');
  return orderNo;
}

/** The operator settles a deposit order (the simulated payment channel), on the suite's server. */
export const settleDeposit = (orderNo: string) =>
  operator(sharedServer(), `/admin/finance/deposits/${encodeURIComponent(orderNo)}/settle`, {});

/** A deposit through the screen, settled by the operator: the member's main wallet gains `amount` 元. */
export async function settledDeposit(page: Page, amount: string): Promise<void> {
  await settleDeposit(await placeDeposit(page, amount));
}

/**
 * On the open security centre: binds the real name 张三 and sets the withdraw password, as a member
 * does before a first card or withdrawal.
 */
export async function bindRealNameAndWithdrawPassword(page: Page, withdrawPassword: string): Promise<void> {
  const realName = page.getByTestId('section-real-name');
  await realName.getByRole('button', { name: '填写真实姓名' }).click();
  await realName.getByRole('textbox', { name: '真实姓名' }).fill('张三');
  await realName.getByRole('button', { name: '确认绑定' }).click();
  await realName.getByRole('button', { name: '绑定此姓名' }).click();
  await expect(page.getByTestId('real-name-status')).not.toHaveText('未绑定');
  const withdraw = page.getByTestId('section-withdraw');
  await withdraw.getByRole('button', { name: '设置取款密码' }).click();
  await withdraw.getByLabel('取款密码', { exact: true }).fill(withdrawPassword);
  await withdraw.getByLabel('确认取款密码', { exact: true }).fill(withdrawPassword);
  await withdraw.getByRole('button', { name: '确认' }).click();
  await expect(page.getByTestId('withdraw-status')).toHaveText('已设置');
}

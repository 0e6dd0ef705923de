import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Forgot password (spec §7): identify by name + phone or email, the outbox code, a new password.
// Each test registers its own member (through the screen) and gives it a unique phone through the
// operator endpoint, so the tests are independent and run in parallel.

const GOOD_PASSWORD = 'good1234';
const NEW_PASSWORD = 'fresh5678';
const ADMIN = { authorization: `Bearer ${process.env.ARENA_ADMIN_TOKEN ?? ''}` };

const uniqueName = () => `e2e_${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;
/** A mainland mobile no other test uses: 139 and eight random digits. */
const uniquePhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The outbox codes sent to a target (operator read), newest first. */
async function outbox(baseURL: string, target: string) {
  const res = await fetch(`${baseURL}/admin/outbox?target=${encodeURIComponent(target)}`, { headers: ADMIN });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { list: { code: string; scene: string }[] } };
  return body.data.list;
}

/** Registers a member through the screen, gives it a phone (operator), and ends the session again. */
async function memberWithPhone(page: Page, baseURL: string) {
  const name = uniqueName();
  const phone = uniquePhone();
  await page.goto('/register');
  await field(page, '用户名').fill(name);
  await field(page, '密码').fill(GOOD_PASSWORD);
  await field(page, '确认密码').fill(GOOD_PASSWORD);
  await field(page, '出生日期').fill('1990-01-31');
  await expect(page.getByTestId('register-name-message')).toHaveText('可以使用');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  const res = await fetch(`${baseURL}/admin/members/${encodeURIComponent(name)}/contact`, {
    method: 'POST',
    headers: { ...ADMIN, 'content-type': 'application/json' },
    body: JSON.stringify({ phone, areaCode: '86' }),
  });
  expect(res.status).toBe(200);
  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies();
  return { name, phone };
}

test.describe('forgot password', () => {
  test('recovers the password by phone through the three steps with the outbox code', async ({
    page,
    baseURL,
  }) => {
    const { name, phone } = await memberWithPhone(page, baseURL!);
    await page.goto('/login?fromPage=%2Fapp%2Fme');
    await page.getByRole('link', { name: '忘记密码？' }).click();
    await expect(page).toHaveURL(/\/forgot\?fromPage=%2Fapp%2Fme$/);
    const steps = page.getByTestId('forgot-steps');
    await expect(steps).toHaveText('1 验证身份· 2 输入验证码· 3 设置新密码');
    await expect(steps.locator('[aria-current="step"]')).toContainText('验证身份');
    await expect(page.getByRole('tab', { name: '手机' })).toHaveAttribute('aria-selected', 'true');

    // Step One, with the domain's phone rule inline first.
    await field(page, '用户名').fill(name);
    await field(page, '手机号码').fill('1390000');
    await expect(page.getByTestId('forgot-phone-message')).toHaveText('手机号码应为11位数字');
    await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled();
    await field(page, '手机号码').fill(phone);
    await expect(page.getByTestId('forgot-phone-message')).toHaveText('');
    await page.getByRole('button', { name: '下一步' }).click();

    // Step Two: masked target, resend locked by the cooldown, a wrong code inline, then the right one.
    await expect(page.getByTestId('forgot-sent-to')).toHaveText(
      `验证码已发送至 ${phone.slice(0, 3)}********`,
    );
    await expect(steps.locator('[aria-current="step"]')).toContainText('输入验证码');
    const resend = page.getByTestId('forgot-resend');
    await expect(resend).toBeDisabled();
    await expect(resend).toHaveText(/^\d+ 秒后可重新发送$/);
    const [sent] = await outbox(baseURL!, phone);
    expect(sent?.code).toMatch(/^\d{6}$/);
    const wrong = sent!.code === '000000' ? '111111' : '000000';
    await field(page, '验证码').fill(wrong);
    await page.getByRole('button', { name: '验证', exact: true }).click();
    await expect(page.getByTestId('forgot-code-message')).toHaveText('验证码错误');
    await field(page, '验证码').fill(sent!.code);
    await page.getByRole('button', { name: '验证', exact: true }).click();

    // Step Three: the spec §5 rule inline, then the new password.
    await expect(steps.locator('[aria-current="step"]')).toContainText('设置新密码');
    await field(page, '新密码').fill(name);
    await expect(page.getByTestId('forgot-password-message')).not.toHaveText('');
    await field(page, '新密码').fill(NEW_PASSWORD);
    await field(page, '确认新密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '重置密码' }).click();
    await expect(page.getByText('密码已重置，请使用新密码登录')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?fromPage=%2Fapp%2Fme$/);

    // The old password no longer works; the new one does and returns to fromPage.
    await field(page, '用户名').fill(name);
    await field(page, '密码').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.locator('#login-error')).not.toHaveText('');
    await field(page, '密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/me$/);
  });

  test('an unknown account shows "账号信息不匹配" inline and sends nothing; email by keyboard', async ({
    page,
    baseURL,
  }) => {
    const phone = uniquePhone();
    await page.goto('/forgot');
    await field(page, '用户名').fill(uniqueName());
    await field(page, '手机号码').fill(phone);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByTestId('forgot-one-error')).toHaveText('账号信息不匹配');
    await expect(page.getByTestId('forgot-sent-to')).toHaveCount(0);
    expect(await outbox(baseURL!, phone)).toEqual([]);

    // The channel tabs follow the arrow keys; the email rule is the domain's.
    await page.getByRole('tab', { name: '手机' }).focus();
    await page.keyboard.press('ArrowRight');
    const emailTab = page.getByRole('tab', { name: '邮箱' });
    await expect(emailTab).toBeFocused();
    await expect(emailTab).toHaveAttribute('aria-selected', 'true');
    await field(page, '邮箱地址').fill('nobody@');
    await expect(page.getByTestId('forgot-email-message')).toHaveText('请输入正确的邮箱地址');
    const email = `${uniqueName()}@example.com`;
    await field(page, '邮箱地址').fill(email);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByTestId('forgot-one-error')).toHaveText('账号信息不匹配');
    expect(await outbox(baseURL!, email)).toEqual([]);
  });
});

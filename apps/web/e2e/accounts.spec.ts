import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// Accounts as a new user meets them: register (spec §5 rules inline, i_code / r_code of §2),
// log out and in, change the password (§4 session-end flow), a second login ending the first session.
// Every test registers its own member, so the tests are independent and run in parallel.

const GOOD_PASSWORD = 'good1234';
const NEW_PASSWORD = 'fresh5678';

const uniqueName = () => `e2e_${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;

/** Operator read of a member record (bearer ADMIN_TOKEN): the raw status and body, missing or not. */
async function memberRecord(baseURL: string, name: string) {
  const res = await fetch(`${baseURL}/admin/members/${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${process.env.ARENA_ADMIN_TOKEN ?? ''}` },
  });
  const body = (await res.json().catch(() => null)) as {
    code: number;
    data: { name: string; inviteCode: string | null; recommenderCode: string | null; status: number };
  } | null;
  return { status: res.status, body };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('tb-token'));

async function fillRegister(page: Page, name: string, password: string, confirm = password) {
  await field(page, '用户名').fill(name);
  await field(page, '密码').fill(password);
  await field(page, '确认密码').fill(confirm);
  await field(page, '出生日期').fill('1990-01-31');
}

/** Registers a fresh member through the screen and waits until the app is home and signed in. */
async function registerMember(page: Page, name = uniqueName(), password = GOOD_PASSWORD) {
  await page.goto('/register');
  await fillRegister(page, name, password);
  await expect(page.getByTestId('register-name-message')).toHaveText('可以使用');
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  expect(await token(page)).toBeTruthy();
  return { name, password };
}

async function login(page: Page, name: string, password: string) {
  await field(page, '用户名').fill(name);
  await field(page, '密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

test.describe('accounts', () => {
  // spec §5 "Password: 8 to 12 characters, letters and digits only, must contain both; must not equal
  // the username".
  test('a bad password shows the spec message inline, submit stays off and nothing is created', async ({
    page,
    baseURL,
  }) => {
    // No underscore here, so the upper-cased name is itself 8–12 letters and digits: only "equal" is wrong.
    const name = uniqueName().replace('_', '');
    await page.goto('/register');
    await fillRegister(page, name, 'abcdefgh');
    await expect(page.getByTestId('register-name-message')).toHaveText('可以使用');
    const message = page.getByTestId('register-password-message');
    await expect(message).toHaveText('密码须为8-12位字母和数字的组合');
    await expect(field(page, '密码')).toHaveAttribute('aria-invalid', 'true');
    const submit = page.getByRole('button', { name: '注册', exact: true });
    await expect(submit).toBeDisabled();

    await field(page, '密码').fill('abc1234');
    await expect(message).toHaveText('密码长度为8-12位');
    await field(page, '密码').fill(name.toUpperCase());
    await expect(message).toHaveText('密码不能与用户名相同');
    await field(page, '密码').press('Enter'); // keyboard submit of an invalid form does nothing
    await expect(submit).toBeDisabled();
    await expect(page).toHaveURL(/\/register$/);
    expect(await token(page)).toBeNull();

    // Nothing was created: the name is still free, to the live check and to the operator.
    await page.reload();
    await field(page, '用户名').fill(name);
    await expect(page.getByTestId('register-name-message')).toHaveText('可以使用');
    expect((await memberRecord(baseURL ?? '', name)).status).toBe(404);
  });

  // docs/responsible-play.md "Age": registration asks for the date of birth and refuses under 18.
  test('a member under 18 is told why and cannot register', async ({ page, baseURL }) => {
    const name = uniqueName();
    await page.goto('/register');
    await fillRegister(page, name, GOOD_PASSWORD);
    await expect(page.getByTestId('register-name-message')).toHaveText('可以使用');
    const today = new Date(Date.now() + 8 * 3_600_000); // site day, UTC+8
    const minor = `${today.getUTCFullYear() - 17}-01-01`;
    await field(page, '出生日期').fill(minor);
    await expect(page.getByTestId('register-birth-message')).toHaveText('未满 18 周岁不能注册');
    await expect(field(page, '出生日期')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: '注册', exact: true })).toBeDisabled();
    expect((await memberRecord(baseURL ?? '', name)).status).toBe(404);

    await field(page, '出生日期').fill(`${today.getUTCFullYear() - 30}-06-15`);
    await expect(page.getByTestId('register-birth-message')).toHaveText('');
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/home$/);
    expect(await token(page)).toBeTruthy();
  });

  // spec §2 "i_code and r_code are kept in session storage under those names"; register v4 sends them.
  test('registers through an invitation link and the member records the codes', async ({ page, baseURL }) => {
    await page.goto('/?i_code=AG7788&r_code=R123');
    await expect(page).toHaveURL(/\/app\/home\?i_code=AG7788&r_code=R123$/);
    const { name } = await registerMember(page);
    await page.getByRole('link', { name: '我的', exact: true }).click();
    await expect(page.getByTestId('me-name')).toContainText(name);

    const record = await memberRecord(baseURL ?? '', name);
    expect(record.status).toBe(200);
    expect(record.body?.code).toBe(0);
    expect(record.body?.data).toMatchObject({ name, inviteCode: 'AG7788', recommenderCode: 'R123' });
  });

  test('logs out from "我的" and logs back in', async ({ page }) => {
    const { name, password } = await registerMember(page);
    await page.goto('/app/me');
    await expect(page.getByTestId('me-name')).toContainText(name);
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/app\/home$/);
    expect(await token(page)).toBeNull();

    await page.goto('/app/me');
    await expect(page.getByTestId('me-member')).toHaveCount(0);
    await page.getByRole('link', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/login\?fromPage=%2Fapp%2Fme$/);
    await login(page, name, password);
    await expect(page).toHaveURL(/\/app\/me$/);
    await expect(page.getByTestId('me-name')).toContainText(name);
  });

  // spec §4 "Session end (… password change): clear user info and token …, alert, go to /login".
  test('changing the password ends the session with the alert; only the new password works', async ({
    page,
  }) => {
    const { name, password } = await registerMember(page);
    await page.goto('/app/me');
    await page.getByRole('link', { name: '修改密码' }).click();
    await expect(page).toHaveURL(/\/app\/me\/password$/);

    await field(page, '原密码').fill('wrong9999');
    await field(page, '新密码').fill(NEW_PASSWORD);
    await field(page, '确认新密码').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByTestId('password-old-message')).toHaveText('原密码错误');
    await expect(page).toHaveURL(/\/app\/me\/password$/);

    await field(page, '原密码').fill(password);
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('密码已修改，请重新登录');
    expect(await token(page)).toBeNull();
    await dialog.getByRole('button', { name: '确定' }).click();

    await login(page, name, password);
    await expect(page.locator('#login-error')).not.toBeEmpty();
    expect(await token(page)).toBeNull();
    await login(page, name, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/app\/home$/);
    expect(await token(page)).toBeTruthy();
  });

  test('a visitor opening the change-password page is sent to login and back', async ({ page }) => {
    await page.goto('/app/me/password');
    await expect(page).toHaveURL(/\/login\?fromPage=%2Fapp%2Fme%2Fpassword$/);
  });

  // "A second login of the same member ends the first session"; spec §8 "login elsewhere".
  test('a login from a second browser context ends the first session on its next member call', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { name, password } = await registerMember(page);
    const other = await browser.newContext({ baseURL: baseURL ?? '', locale: 'zh-CN' });
    try {
      const second = await other.newPage();
      await second.goto('/login');
      await login(second, name, password);
      await expect(second).toHaveURL(/\/app\/home$/);
    } finally {
      await other.close();
    }

    // "我的" loads the profile at once (getMemberInfoForWeb, a member call): it meets the ended session.
    await page.goto('/app/me');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await token(page)).toBeNull();
  });
});

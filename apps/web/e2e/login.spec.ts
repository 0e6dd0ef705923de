import { expect, test } from './fixtures.ts';

const DEMO = { name: 'demo', password: 'arena2026' };

// spec §2: /login accepts an optional fromPage and returns there after login.
test.describe('login', () => {
  test('returns to fromPage after a successful login and stores tb-token', async ({ page }) => {
    await page.goto('/login?fromPage=%2Fapp%2Fegame%2Fpgsoft');
    await expect(page.getByTestId('login-return')).toHaveText('登录后将返回：游戏大厅');
    await page.getByLabel('用户名').fill(DEMO.name);
    await page.getByLabel('密码').fill(DEMO.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/app\/egame\/pgsoft$/);
    const token = await page.evaluate(() => sessionStorage.getItem('tb-token'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'tb-token')?.value).toBe(token);
  });

  test('a wrong password keeps the member on /login with an error, and no token', async ({ page }) => {
    await page.goto('/login?fromPage=%2Fapp%2Fme');
    await page.getByLabel('用户名').fill(DEMO.name);
    await page.getByLabel('密码').fill('wrong1234');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();
    await expect(page).toHaveURL(/\/login\?fromPage=/);
    expect(await page.evaluate(() => sessionStorage.getItem('tb-token'))).toBeNull();
  });

  test('the fresh theme entry logs in too and goes home without fromPage', async ({ page }) => {
    await page.goto('/entry/login');
    await page.getByLabel('用户名').fill(DEMO.name);
    await page.getByLabel('密码').fill(DEMO.password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/app\/home$/);
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_PASSWORD, field, registerMember } from './members.ts';

// spec §2: every route renders its screen.
const ROUTES: { path: string; heading: RegExp }[] = [
  { path: '/login', heading: /会员登录/ },
  { path: '/entry/login', heading: /欢迎回来/ },
  { path: '/app/home', heading: /首页/ },
  { path: '/maintenance', heading: /系统维护中/ },
  { path: '/access-alert', heading: /访问提示/ },
  { path: '/access-restriction', heading: /访问受限/ },
  { path: '/cs', heading: /在线客服/ },
  { path: '/app/egame/ybegdz', heading: /Arena电子/ }, // the `by` venue (spec §2 yb… rule)
  { path: '/app/live', heading: /直播/ },
  { path: '/app/activities', heading: /活动/ },
  { path: '/app/me', heading: /我的/ },
  { path: '/no/such/page', heading: /页面不存在|404/ },
];

test.describe('app shell', () => {
  for (const { path, heading } of ROUTES) {
    test(`renders ${path} without console errors`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    });
  }

  test('home shows what the real gateway serves, and no developer status card', async ({ page }) => {
    await page.goto('/app/home');
    await expect(page.getByTestId('home-banners')).toBeVisible();
    await expect(page.getByTestId('hot-matches')).toBeVisible();
    await expect(page.getByTestId('server-status')).toHaveCount(0);
  });

  test('the bottom tab bar navigates between the five tabs', async ({ page }) => {
    await page.goto('/app/home');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '直播' }).click();
    await expect(page).toHaveURL(/\/app\/live$/);
    await nav.getByRole('link', { name: '我的' }).click();
    await expect(page).toHaveURL(/\/app\/me$/);
    await expect(nav.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  });

  test('/app/home#download scrolls to the app-download section, and so does the button', async ({ page }) => {
    // A short phone screen (browser chrome shown), so that the section starts below the fold.
    await page.setViewportSize({ width: 390, height: 520 });
    await page.goto('/app/home#download');
    await expect(page.getByRole('heading', { name: '下载 App' })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { name: '下载 App' })).not.toBeInViewport();
    await page.getByTestId('download-jump').click();
    await expect(page.getByRole('heading', { name: '下载 App' })).toBeInViewport();
  });

  test('/?i_code= keeps i_code and r_code in sessionStorage and lands on home', async ({ page }) => {
    await page.goto('/?i_code=AG2026&r_code=R9&from=h5');
    await expect(page).toHaveURL(/\/app\/home\?i_code=AG2026/);
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('i_code'),
      sessionStorage.getItem('r_code'),
    ]);
    expect(stored).toEqual(['AG2026', 'R9']);
  });

  test('/access-alert shows the response data it was given as router state, as text', async ({ page }) => {
    await page.goto('/app/home');
    await page.evaluate(() => {
      const state = { usr: { reason: '<b>region</b>', ip: '203.0.113.9' }, key: 'x', idx: 1 };
      window.history.pushState(state, '', '/access-alert');
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    });
    const data = page.getByTestId('access-alert-data');
    await expect(data).toContainText('<b>region</b>');
    await expect(data).toContainText('203.0.113.9');
    await expect(data.locator('b')).toHaveCount(0);
  });
});

test.describe('themes', () => {
  test('the chosen theme persists across a reload, and fresh uses /entry/login', async ({ page }) => {
    await page.goto('/app/me');
    await page.getByTestId('theme-glow').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'glow');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'glow');
    await expect(page.getByTestId('theme-glow')).toHaveAttribute('aria-pressed', 'true');
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(bg).toBe('rgb(7, 6, 13)');

    await page.getByTestId('theme-fresh').click();
    await page.getByRole('link', { name: '登录' }).first().click();
    await expect(page).toHaveURL(/\/entry\/login\?fromPage=/);
  });
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

// spec §3: the token is kept in sessionStorage and in the tb-token cookie; one browser is one device.
test.describe('one browser, one session', () => {
  test('a second tab shares the session, and signing in or out there carries over', async ({
    page,
    context,
  }) => {
    const name = await registerMember(page);
    const second = await context.newPage();
    await second.goto('/app/me');
    await expect(second.getByTestId('me-name')).toContainText(name);

    // A fresh login in the second tab replaces the session; the first tab follows instead of ending.
    await second.goto(`/login`);
    await field(second, '用户名').fill(name);
    await field(second, '密码').fill(E2E_PASSWORD);
    await second.getByRole('button', { name: '登录', exact: true }).click();
    await expect(second).toHaveURL(/\/app\/home$/);
    const secondToken = await second.evaluate(() => sessionStorage.getItem('tb-token'));
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('tb-token'))).toBe(secondToken);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '我的' }).click();
    await expect(page.getByTestId('me-name')).toContainText(name);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await second.goto('/app/me');
    await second.getByRole('button', { name: '退出登录' }).click();
    await expect(page.getByTestId('me-member')).toHaveCount(0);
    await page.goto('/app/home');
    await expect(page.getByTestId('home-greeting').getByRole('link', { name: '登录' })).toBeVisible();
  });
});

test.describe('scroll position', () => {
  test('a new screen starts at the top', async ({ page }) => {
    await page.goto('/app/home');
    await expect(page.getByTestId('hot-matches')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
    const nav = page.getByRole('navigation', { name: '主导航' });
    await nav.getByRole('link', { name: '直播' }).click();
    await expect(page).toHaveURL(/\/app\/live$/);
    await expect(page.getByTestId('live-row').first()).toBeVisible();
    expect(await scrollY(page)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollY(page)).toBe(900);
    const row = page.getByTestId('live-row').filter({ visible: true }).nth(3);
    await row.click();
    await expect(page).toHaveURL(/\/app\/live\/room\//);
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
  });

  test('back returns to the live list where it was', async ({ page }) => {
    await page.goto('/app/live');
    await expect(page.getByTestId('live-row').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollY(page)).toBe(900);
    // A row the user can see: the windowed list also draws rows above the screen, and clicking one of
    // those would scroll the page before the navigation and record that offset instead.
    const rows = page.getByTestId('live-row');
    const onScreen = await rows.evaluateAll((els) =>
      els.findIndex((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 80 && box.bottom <= window.innerHeight - 80;
      }),
    );
    expect(onScreen).toBeGreaterThanOrEqual(0);
    await rows.nth(onScreen).click();
    await expect(page).toHaveURL(/\/app\/live\/room\//);
    await page.goBack();
    await expect(page).toHaveURL(/\/app\/live$/);
    await expect.poll(() => scrollY(page)).toBe(900);
  });
});

test.describe('login screen', () => {
  test('a failed login is shown in the error colour, and the return target by its name', async ({ page }) => {
    await page.goto('/app/me/security');
    await expect(page).toHaveURL(/\/login\?fromPage=%2Fapp%2Fme%2Fsecurity$/);
    await expect(page.getByTestId('login-return')).toHaveText('登录后将返回：安全中心');
    await field(page, '用户名').fill('nobody_here');
    await field(page, '密码').fill('wrong1234');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const error = page.getByRole('alert').filter({ hasText: /\S/ });
    await expect(error).toBeVisible();
    const [color, danger] = await error.evaluate((el) => [
      getComputedStyle(el).color,
      (() => {
        const probe = document.createElement('span');
        probe.style.color = 'var(--danger)';
        document.body.append(probe);
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value;
      })(),
    ]);
    expect(color).toBe(danger);
  });
});

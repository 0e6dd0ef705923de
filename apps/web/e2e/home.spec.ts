import { GREETING_MESSAGES_ZH, greetingKeyForHour } from '@arena/domain';
import { expect, test } from './fixtures.ts';
import { registerMember, sharedServer } from './members.ts';
import { operator } from './operator.ts';
import { startServer } from './server-process.ts';

// spec §3 marquee item, §4 marquee rules, §7 special notice and banner lists: home shows the seeded
// notices and banners from the real gateway.
test.describe('home server sections', () => {
  test('the notice marquee shows the visible notices, padded per spec §4, as text', async ({ page }) => {
    await page.goto('/app/home');
    const marquee = page.getByTestId('notice-marquee');
    await expect(marquee).toContainText('欢迎来到 Arena 竞技');
    const items = marquee.locator('.marquee-item');
    const texts = await items.allTextContents();
    const distinct = new Set(texts);
    // The seed has two untimed notices and one category-1 notice for 2026-11-29 12:00 → 11-30 05:00 (+08:00).
    const now = Date.now();
    const timedOn =
      now >= Date.parse('2026-11-29T12:00:00+08:00') && now <= Date.parse('2026-11-30T05:00:00+08:00');
    expect(distinct.size).toBe(timedOn ? 3 : 2);
    expect(texts.some((t) => t.startsWith('IM体育'))).toBe(timedOn);
    // 2 or 3 items are tripled.
    expect(texts.length).toBe(distinct.size * 3);
  });

  test('the banner strip shows the home banners with their images loaded, and no layout jump', async ({
    page,
  }) => {
    await page.goto('/app/home');
    const banners = page.getByTestId('home-banners');
    await expect(banners.getByRole('img', { name: /^新人首存/ })).toBeVisible();
    const loaded = () =>
      banners
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth > 0));
    expect((await loaded()).length).toBeGreaterThanOrEqual(4);
    // Images decode after they are visible; a busy machine can be a moment behind (CI, 2026-11-25).
    await expect.poll(async () => (await loaded()).every(Boolean)).toBe(true);
    // The skeleton reserves a 5:2 box; the strip must fill exactly that box, or the page would jump.
    // The first paint's strip hands over to the query-backed one, so the element a locator resolved
    // can be detached by the time it is measured (a zero box): measure the strip in the document.
    const box = async () =>
      banners.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { attached: el.isConnected, width: r.width, height: r.height };
      });
    let shown = await box();
    await expect
      .poll(async () => {
        shown = await box();
        return shown.attached && shown.width > 0;
      })
      .toBe(true);
    expect(Math.abs(shown.height - shown.width * 0.4)).toBeLessThanOrEqual(1.5);
  });
});

// spec §9 greeting by hour; spec §1 members deposit, withdraw, transfer and join promotions.
test.describe('home greets the member', () => {
  test('a member sees the greeting of the hour with their name, VIP level, balance and quick entries', async ({
    page,
  }) => {
    const name = await registerMember(page);
    await operator(sharedServer(), `/admin/games/members/${name}/grant`, { amount: 123_456 });
    await page.goto('/app/home');
    const hour = await page.evaluate(() => new Date().getHours());
    const greeting = page.getByTestId('home-greeting');
    await expect(greeting.getByRole('heading', { level: 2 })).toHaveText(
      `${GREETING_MESSAGES_ZH[greetingKeyForHour(hour)]}，${name}`,
    );
    await expect(greeting.getByTestId('home-vip')).toHaveText('VIP0');
    await expect(greeting.getByTestId('home-balance')).toHaveText('中心钱包 1,234.56 元');
    await expect(greeting.getByRole('link', { name: '登录' })).toHaveCount(0);
    const quick = greeting.getByRole('navigation', { name: '快捷入口' });
    for (const label of ['充值', '提现', '转账', '活动'])
      await expect(quick.getByRole('link', { name: label })).toBeVisible();
    await quick.getByRole('link', { name: '充值' }).click();
    await expect(page).toHaveURL(/\/app\/wallet\/deposit$/);
  });

  test('a visitor is greeted and offered login, with no member entries', async ({ page }) => {
    await page.goto('/app/home');
    const greeting = page.getByTestId('home-greeting');
    await expect(greeting.getByRole('heading', { level: 2 })).toContainText('欢迎来到 Arena');
    await expect(greeting.getByRole('link', { name: '登录' })).toBeVisible();
    await expect(greeting.getByRole('navigation', { name: '快捷入口' })).toHaveCount(0);
  });

  test('the consumer page has no developer health card', async ({ page }) => {
    await page.goto('/app/home');
    await expect(page.getByTestId('home-banners')).toBeVisible(); // the gateway answered
    await expect(page.getByText('服务状态')).toHaveCount(0);
    await expect(page.getByTestId('server-status')).toHaveCount(0);
  });
});

// spec §7 popular live lists (page 1, size 200): home shows the matches in play and opens their rooms.
test.describe('home hot matches', () => {
  test('lists matches in play with their live scores, each opening its room', async ({ page }) => {
    await page.goto('/app/home');
    const list = page.getByTestId('hot-matches');
    // Each row is a link to its room (and a 投注 link into the sportsbook beside it).
    const rows = list.locator('a.hot-row');
    await expect(rows).toHaveCount(5);
    await expect(list.getByRole('link', { name: /^投注 / })).toHaveCount(5);
    for (const score of await list.getByTestId('hot-score').allTextContents())
      expect(score).toMatch(/^\d+ : \d+$/);
    const first = rows.first();
    const id = await first.getAttribute('data-match-id');
    const home = (await first.locator('.hot-team').first().textContent()) ?? '';
    expect(home).not.toBe('');
    // The row is named by its visible text (WCAG 2.5.3), the home team among it.
    await expect(first).toHaveAccessibleName(new RegExp(home.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/app/live/room/${id}\\?tab=LIVE$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(home ?? '');
  });
});

// spec §2 "/app/home has an app-download section"; the installable web app is the H5 app.
test.describe('app download and the web app', () => {
  test('the section follows the site config: hidden when unset, store buttons only for set links', async ({
    browser,
  }) => {
    test.setTimeout(120_000); // a server of its own, opened three times
    const server = await startServer();
    try {
      const open = async () => {
        const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'zh-CN' });
        const page = await context.newPage();
        await page.goto('/app/home');
        await expect(page.getByTestId('home-banners')).toBeVisible();
        return { context, page };
      };
      // The seed: a section with the web app, and no buttons to packages that do not exist.
      let { context, page } = await open();
      const section = page.getByTestId('app-download');
      await expect(section).toBeVisible();
      await expect(section.getByTestId('web-app-install')).toBeVisible();
      await expect(section.getByRole('link')).toHaveCount(0);
      await expect(page.getByTestId('download-jump')).toBeVisible();
      await context.close();

      await operator(server, '/admin/site-config', {
        key: 'appDownload',
        value: { android: 'https://example.com/arena.apk', ios: 'javascript:alert(1)', version: '2.0.0' },
      });
      ({ context, page } = await open());
      await expect(page.getByRole('link', { name: 'Android 下载' })).toHaveAttribute(
        'href',
        'https://example.com/arena.apk',
      );
      await expect(page.getByRole('link', { name: 'iOS 下载' })).toHaveCount(0);
      await expect(page.getByTestId('app-download')).toContainText('版本 2.0.0');
      await context.close();

      await operator(server, '/admin/site-config', { key: 'appDownload', value: null });
      ({ context, page } = await open());
      await expect(page.getByTestId('hot-matches')).toBeVisible();
      await expect(page.getByTestId('app-download')).toHaveCount(0);
      await expect(page.getByTestId('download-jump')).toHaveCount(0);
      await context.close();
    } finally {
      await server.stop();
    }
  });

  test('the site is an installable web app: manifest, icons, no installability errors', async ({
    page,
    request,
  }) => {
    await page.goto('/app/home');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await request.get(href ?? '')).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ start_url: '/app/home', display: 'standalone' });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
      expect(icon, size).toBeDefined();
      const res = await request.get(icon?.src ?? '');
      expect(res.ok()).toBe(true);
      const png = await res.body();
      // PNG width and height are the big-endian words at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(size);
    }
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito profiles, where Chromium never offers to install: that one
    // reason is the browser's, every other (manifest, icons, start URL) would be the site's.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });
});

// spec §2 route table: an address nobody serves shows the app's not-found screen, never raw JSON.
test.describe('unknown addresses', () => {
  for (const path of ['/download/arena.apk', '/app/nothing-here', '/api/not-a-call', '/x/y.json']) {
    test(`${path} opens the not-found screen with a way home`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
      await expect(page.getByText('页面不存在').first()).toBeVisible();
      await page.getByRole('link', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/app\/home$/);
    });
  }

  test('an API client still gets the JSON 404', async ({ request }) => {
    const res = await request.get('/api/not-a-call', { headers: { accept: 'application/json' } });
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ msg: 'not found', data: null });
  });
});

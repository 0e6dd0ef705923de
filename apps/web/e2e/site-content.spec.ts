import { PAGE_BUILD_DATE } from '@arena/domain';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { startServer, type ServerHandle } from './server-process.ts';

// Site content an operator configures, shown where members meet it (spec §6, §7 "Site/config", §9).
test.describe('site content from the site config', () => {
  let server: ServerHandle;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a server of its own: these stories change the site's content
    server = await startServer();
  });
  test.afterAll(async () => server.stop());

  test('the pop-up, floating icon and sponsor tabs render from site config', async ({ browser }) => {
    test.setTimeout(90_000);
    await operator(server, '/admin/site/popup', {
      id: 'popup-e2e',
      page: 'home',
      title: '周末加赛提醒',
      contentHtml: '<p>本周六加赛两场。</p><script>window.__popupRan = 1</script><p>详情见活动页。</p>',
      linkUrl: '/app/activities',
      frequency: 'daily',
    });
    await operator(server, '/admin/site/floating-icon', {
      id: 'float-e2e',
      name: '运营图标',
      linkUrl: '/app/activities',
      position: 'left',
    });
    // spec §6: setting 2 is the news tab kind, so it leads.
    await operator(server, '/admin/site-config', { key: 'sponsorSetting', value: 2 });

    const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto('/app/home');

    const popup = page.getByRole('dialog', { name: '周末加赛提醒' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText('本周六加赛两场。');
    await expect(popup).toContainText('详情见活动页。');
    expect(await page.evaluate(() => (window as { __popupRan?: number }).__popupRan)).toBeUndefined();
    await expect(popup.getByRole('button', { name: '关闭' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    const icon = page.getByRole('navigation', { name: '快捷入口' }).getByRole('link', { name: '运营图标' });
    await expect(icon).toHaveAttribute('href', '/app/activities');

    const sponsor = page.getByTestId('sponsor-tabs');
    const tabs = sponsor.getByRole('tab');
    await expect(tabs).toHaveText(['赞助资讯', '官方赞助', '合作球队']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(sponsor.getByRole('tabpanel')).toBeVisible();

    // A daily pop-up does not come back the same day.
    await page.reload();
    await expect(page.getByTestId('site-navigation')).toBeVisible();
    await expect(icon).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();

    // Setting 0 means no sponsor tabs at all (a new browser: the sponsor answer is cached per token).
    await operator(server, '/admin/site-config', { key: 'sponsorSetting', value: 0 });
    const fresh = await browser.newContext({ baseURL: server.baseUrl, locale: 'zh-CN' });
    const second = await fresh.newPage();
    await second.goto('/app/home');
    await expect(second.getByRole('dialog', { name: '周末加赛提醒' })).toBeVisible();
    await expect(second.getByTestId('site-navigation')).toBeAttached();
    await expect(second.getByTestId('sponsor-tabs')).toHaveCount(0);
    await fresh.close();
  });

  // spec §6/§9 setting 2 and docs/news.md "Sponsor news tab": real headlines from the news module.
  test('the sponsor news tab lists hot headlines that open their articles', async ({ browser }) => {
    await operator(server, '/admin/site-config', { key: 'sponsorSetting', value: 2 });
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'zh-CN' });
    const page = await context.newPage();
    try {
      // The pop-up the story above configured may open over the page: close it whenever it does.
      await page.addLocatorHandler(page.getByRole('dialog', { name: '周末加赛提醒' }), async () => {
        await page.keyboard.press('Escape');
      });
      await page.goto('/app/home');
      const headlines = page
        .getByTestId('sponsor-tabs')
        .getByRole('list', { name: '热门资讯' })
        .getByRole('link');
      await expect(headlines).toHaveCount(5, { timeout: 15_000 });
      const title = (await headlines.first().textContent()) ?? '';
      expect(title.length).toBeGreaterThan(4);
      await headlines.first().click();
      await expect(page).toHaveURL(/\/app\/news\/article\/\d+$/);
      await expect(page.getByRole('heading', { name: title.trim() })).toBeVisible();
    } finally {
      await context.close();
      await operator(server, '/admin/site-config', { key: 'sponsorSetting', value: 0 });
    }
  });
});

// spec §4: a page title longer than 15 characters (outside Safari) scrolls every 300 ms.
test('the page title scrolls past 15 characters, and the help centre shows its articles', async ({
  page,
}) => {
  await page.goto('/app/help?c=help-newbie');
  await expect(page.getByRole('tab', { name: '新手指南' })).toHaveAttribute('aria-selected', 'true');
  const full = '帮助中心 · 新手指南 · Arena 竞技场';
  // `document.title` reads back trimmed and with whitespace collapsed, so frames are compared that way.
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const chars = [...full];
  const rotations = new Set(chars.map((_, i) => squash([...chars.slice(i), ...chars.slice(0, i)].join(''))));
  const isRotation = (frame: string) => rotations.has(frame);
  // The screen first shows its loading title; wait until the full title has started to move.
  await expect
    .poll(async () => {
      const frame = await page.title();
      return isRotation(frame) && frame !== full;
    })
    .toBe(true);
  const seen = new Set<string>();
  for (let i = 0; i < 6; i += 1) {
    seen.add(await page.title());
    await page.waitForTimeout(150);
  }
  // Every frame is a rotation of the full title, and it moves on.
  expect(seen.size).toBeGreaterThan(1);
  for (const frame of seen) expect(isRotation(frame), frame).toBe(true);

  await expect(page.getByTestId('build-info')).toContainText(PAGE_BUILD_DATE);
  const article = page.locator('details').first();
  await article.locator('summary').click();
  await expect(article.locator('p').first()).toBeVisible();
});

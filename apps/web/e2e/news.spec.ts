import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { field, registerMember, sharedServer } from './members.ts';
import { startServer } from './server-process.ts';

// News, soccer data and expert predictions (spec §7 "News/soccer"; docs/news.md).

interface AdminPrediction {
  id: string;
  expert_id: string;
  match_id: string;
  pick: 'home' | 'draw' | 'visit';
  premium: boolean;
  price: number;
  status: string;
}

async function pendingPredictions(): Promise<AdminPrediction[]> {
  await operator(sharedServer(), '/admin/news/predictions/run', {});
  const data = (await operator(sharedServer(), '/admin/news/predictions')) as { list: AdminPrediction[] };
  return data.list.filter((p) => p.status === 'pending');
}

const expertHead = (page: Page) => page.getByTestId('expert-head');
const card = (page: Page, id: string) => page.locator(`[data-prediction-id="${id}"]`);

test.describe('news (spec §7 "News/soccer")', () => {
  test('a visitor reads an article from the hot-news block of the home page', async ({ page }) => {
    await page.goto('/app/home');
    const block = page.getByRole('region', { name: '热门资讯' });
    const first = block
      .getByRole('link')
      .filter({ hasNot: page.getByText('更多资讯') })
      .first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    const title = (await first.locator('.news-row-title').textContent()) ?? '';
    expect(title.length).toBeGreaterThan(0);
    await first.click();
    await expect(page).toHaveURL(/\/app\/news\/article\/\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('article-body').getByRole('heading', { name: '比赛要点' })).toBeVisible();
    await expect(page.getByRole('img', { name: `${title}的封面` })).toBeVisible();
  });

  test.describe('stored markup', () => {
    // The test points an <img> at a missing cover on purpose, so that its error would fire.
    test.use({ allowedConsoleErrors: [/404/] });

    test('an article carrying <script> and onerror= renders inert', async ({ page }) => {
      const added = (await operator(sharedServer(), '/admin/news/articles', {
        columnId: 'c-headline',
        title: '安全测试文章',
        author: '编辑部',
        body:
          '<p>安全正文</p><script>window.__pwned = "script"</script>' +
          '<img src="/news/cover/999-9.png" onerror="window.__pwned = \'onerror\'">' +
          '<a href="javascript:window.__pwned=\'link\'">危险链接</a>',
      })) as { articleId: string };
      await page.goto(`/app/news/article/${added.articleId}`);
      const body = page.getByTestId('article-body');
      await expect(body.getByText('安全正文')).toBeVisible();
      await expect(body.locator('img')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await body.getByText('危险链接').click();
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
      expect(await body.locator('script').count()).toBe(0);
      expect(await body.locator('img').getAttribute('onerror')).toBeNull();
      expect(await body.getByText('危险链接').getAttribute('href')).toBeNull();
    });
  });

  test('an expert prediction settles when the operator finishes the match, and the hit rate changes', async ({
    page,
  }) => {
    const open = await pendingPredictions();
    const settledBefore = (await operator(sharedServer(), '/admin/news/predictions')) as {
      list: AdminPrediction[];
    };
    // An expert with no settled prediction yet, so the record starts empty.
    const target = open.find(
      (p) => !settledBefore.list.some((q) => q.expert_id === p.expert_id && q.status !== 'pending'),
    );
    expect(target).toBeDefined();
    const p = target!;
    await page.goto(`/app/news/experts/${p.expert_id}`);
    await expect(expertHead(page)).toContainText('暂无战绩');
    await expect(card(page, p.id).getByText('待开赛')).toBeVisible();

    const [home, visit] = { home: [2, 0], draw: [1, 1], visit: [0, 2] }[p.pick];
    await operator(sharedServer(), `/admin/live/matches/${p.match_id}/finish`, {
      homeScore: home,
      visitScore: visit,
    });
    await page.reload();
    await expect(expertHead(page)).toContainText('命中率 100%');
    await expect(expertHead(page)).toContainText('近1场 1中');
    await expect(card(page, p.id).getByText('红', { exact: true })).toBeVisible();
    await expect(card(page, p.id)).toContainText(`比分 ${home}:${visit}`);
  });

  test('a member unlocks a premium prediction once; a second unlock costs nothing', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const premium = (await pendingPredictions()).find((q) => q.premium)!;
    expect(premium).toBeDefined();
    const name = await registerMember(page, { prefix: 'newsu' });
    await operator(sharedServer(), `/admin/games/members/${name}/grant`, { amount: 10_000 });
    // Gold coins are bought where they are sold: the gift sheet of a live room.
    await page.goto('/app/live/room/r-cast-1');
    await page.getByRole('button', { name: '送礼物给主播' }).click();
    await page.getByRole('dialog', { name: '送礼物' }).getByRole('button', { name: '充值金币' }).click();
    await field(page, '充值金额（元）').fill('10');
    await page.getByRole('dialog', { name: '充值金币' }).getByRole('button', { name: '确认充值' }).click();
    await expect
      .poll(
        async () =>
          ((await operator(sharedServer(), `/admin/gifts/members/${name}`)) as { gold: number }).gold,
      )
      .toBe(100);

    const expertPage = `/app/news/experts/${premium.expert_id}`;
    await page.goto(expertPage);
    const stale = await page.context().newPage(); // a second tab, still showing the unlock button
    await stale.goto(expertPage);
    const unlock = `${premium.price} 金币解锁`;
    await expect(card(stale, premium.id).getByRole('button', { name: unlock })).toBeVisible();
    await card(page, premium.id).getByRole('button', { name: unlock }).click();
    await expect(page.getByText(`解锁成功，花费 ${premium.price} 金币`)).toBeVisible();
    await expect(card(page, premium.id)).toContainText('推荐：');
    await expect(card(page, premium.id).getByRole('button', { name: unlock })).toHaveCount(0);

    await card(stale, premium.id).getByRole('button', { name: unlock }).click();
    await expect(stale.getByText('已解锁，本次未扣金币')).toBeVisible();
    const account = (await operator(sharedServer(), `/admin/gifts/members/${name}`)) as { gold: number };
    expect(account.gold).toBe(100 - premium.price);
    expect(browser.isConnected()).toBe(true);
  });

  test('news calls of a production build go to the news domain vvm answers', async ({ page }) => {
    test.setTimeout(180_000);
    // Two servers of their own: the page's site, and the news server its vvm names.
    const site = await startServer();
    try {
      const newsServer = await startServer();
      try {
        // The news server takes calls from the site's pages (its API line list is its CORS list).
        await operator(newsServer, '/admin/site-config', { key: 'apiLines', value: [site.baseUrl] });
        await operator(site, '/admin/site-config', { key: 'newsDomain', value: newsServer.baseUrl });
        const newsCalls: string[] = [];
        page.on('request', (req) => {
          if (req.url().includes('/api/site/game/newsoccer/')) newsCalls.push(req.url());
        });
        await page.goto(`${site.baseUrl}/app/news`);
        const hot = page.getByRole('region', { name: '热门资讯' });
        await expect(hot.getByRole('link').first()).toBeVisible({ timeout: 15_000 });
        expect(newsCalls.length).toBeGreaterThan(0);
        for (const url of newsCalls) expect(url.startsWith(`${newsServer.baseUrl}/`), url).toBe(true);
        const cover = page.locator('.news-lead-cover');
        await expect(cover).toHaveAttribute('src', new RegExp(`^${newsServer.baseUrl}/news/cover/`));
      } finally {
        // Leave the page before its servers go, so its polling meets no refused connection.
        await page.goto('about:blank');
        await newsServer.stop();
      }
    } finally {
      await site.stop();
    }
  });
});

// spec §7 "News/soccer" (hot news, columns, articles): the news home's first screen comes with the page
// and is painted before the gateway's code is in (docs/news.md "Data with the page"); the gateway then
// reads each call again.
test.describe('news home first screen with the page', () => {
  // Refused calls are the point of this test: the browser logs each one.
  test.use({ allowedConsoleErrors: [/ERR_FAILED|Failed to load resource|Failed to fetch/] });

  test("paints hot news, columns and articles from the page's answers with the gateway held back, then refreshes them", async ({
    page,
  }) => {
    const answered: string[] = [];
    page.on('requestfinished', (req) => {
      const url = new URL(req.url());
      if (url.pathname.startsWith('/api/')) answered.push(url.pathname);
    });
    // The gateway's code (client and start-up wiring) is held back and every call refused.
    const gatewayCode = /\/assets\/gateway-(client|wiring)-[\w-]+\.js$/;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(gatewayCode, async (route) => {
      await released;
      await route.continue();
    });
    await page.route('**/api/**', (route) => route.abort());
    await page.goto('/app/news');

    const boot = JSON.parse((await page.locator('#boot-data').textContent()) ?? '{}') as {
      answers: Record<string, { data: { list: { title: string }[] } }>;
    };
    const hotTitles = boot.answers['news.hotNews']?.data.list.map((a) => a.title) ?? [];
    const newest = boot.answers['news.articles']?.data.list.map((a) => a.title) ?? [];
    expect(hotTitles).toHaveLength(6);
    expect(newest.length).toBeGreaterThan(0);

    const hot = page.getByRole('region', { name: '热门资讯' });
    await expect(hot.locator('.news-lead-title')).toHaveText(hotTitles[0] ?? '');
    await expect(hot.locator('.news-row-title')).toHaveText(hotTitles.slice(1));
    await expect
      .poll(() =>
        hot
          .locator('img.news-lead-cover')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    const columns = page.getByRole('region', { name: '资讯栏目' });
    await expect(columns.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    expect(await columns.getByRole('tab').count()).toBeGreaterThan(1);
    const panel = columns.getByRole('tabpanel');
    await expect(panel.locator('.news-row-title')).toHaveText(newest);
    expect(await page.locator('#main [aria-busy="true"], #main .skeleton').count()).toBe(0);
    expect(answered, 'no gateway call got through').toEqual([]);

    // The gateway's code and calls let through: the query-backed sections read the calls again and the
    // newest articles grow from the page's few to the whole first page.
    const reread = page.waitForResponse(
      (res) => res.url().includes('/newsoccer/news/article/list/v1') && res.status() === 200,
    );
    await page.unroute('**/api/**');
    release();
    await reread;
    await expect(panel.getByRole('listitem')).toHaveCount(20);
    await expect(hot.locator('.news-lead-title')).not.toBeEmpty();
  });
});

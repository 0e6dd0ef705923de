import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Every gateway call (handshake included) that reached the server and got an answer. */
function answeredCalls(page: Page): string[] {
  const answered: string[] = [];
  page.on('requestfinished', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) answered.push(url.pathname);
  });
  return answered;
}

// spec §2 home, §3 marquee item, §7 banner lists / special notice / popular lists: home's first screen
// comes with the page (docs/home.md "Data with the page"); the gateway refreshes it afterwards.
test.describe('home first screen with the page', () => {
  // Refused calls are the point of these tests: the browser logs each one.
  test.use({ allowedConsoleErrors: [/ERR_FAILED|Failed to load resource|Failed to fetch/] });

  test('paints banners, notices and hot matches with every gateway call refused, then refreshes them', async ({
    page,
  }) => {
    const answered = answeredCalls(page);
    await page.route('**/api/**', (route) => route.abort());
    await page.goto('/app/home');

    const banners = page.getByTestId('home-banners');
    await expect(banners.getByRole('img', { name: /^新人首存/ })).toBeVisible();
    await expect(page.getByTestId('notice-marquee')).toContainText('欢迎来到 Arena 竞技');
    await expect(page.getByTestId('hot-matches').getByRole('link').first()).toBeVisible();
    // The gateway's code has loaded by now (the sections are the query-backed ones): still shown.
    await page.waitForLoadState('networkidle');
    await expect(banners.getByRole('img', { name: /^新人首存/ })).toBeVisible();
    await expect(page.getByTestId('notice-marquee')).toContainText('欢迎来到 Arena 竞技');
    expect(answered, 'no gateway call got through').toEqual([]);

    // Calls allowed again: the next mount of home reads banners and notices through the gateway.
    await page.unroute('**/api/**');
    const bannerCall = page.waitForResponse(
      (res) => res.url().includes('/banner/v1/list') && res.status() === 200,
    );
    const noticeCall = page.waitForResponse(
      (res) => res.url().includes('/specialNotice/v1/get') && res.status() === 200,
    );
    await page.getByTestId('tab-live').click();
    await expect(page).toHaveURL(/\/app\/live/);
    await page.getByTestId('tab-home').click();
    await Promise.all([bannerCall, noticeCall]);
    await expect(banners.getByRole('img', { name: /^新人首存/ })).toBeVisible();
    await expect(page.getByTestId('notice-marquee')).toContainText('欢迎来到 Arena 竞技');
  });

  test('the largest paint is the first banner, preloaded, and nothing shifts while home loads', async ({
    page,
  }) => {
    // Observed from the start: the first-paint sections are replaced by the query-backed ones later.
    await page.addInitScript(() => {
      const seen = { lcp: '', cls: 0, shifted: [] as string[] };
      (window as unknown as { __homePaint: typeof seen }).__homePaint = seen;
      new PerformanceObserver((list) => {
        // The image's address names it: the element itself may be gone by the time the entry is read.
        const last = list.getEntries().at(-1) as { url?: string } | undefined;
        if (last) seen.lcp = last.url ? new URL(last.url).pathname : 'text';
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      type Shift = PerformanceEntry & { value: number; sources?: { node?: Node | null }[] };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Shift[]) {
          const nodes = (e.sources ?? []).map((src) => src.node).filter((n): n is Node => !!n);
          // A pop-up dialog opening over the page is the site-content feature's, not home's layout.
          if (nodes.length > 0 && nodes.every((n) => (n as Element).closest?.('dialog'))) continue;
          seen.cls += e.value;
          seen.shifted.push(
            `${e.value.toFixed(4)} ${nodes.map((n) => (n as Element).className || n.nodeName).join(' ')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/app/home');
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    const images = page.getByTestId('home-banners').getByRole('img');
    const first = await images.first().getAttribute('src');
    expect(await preload.getAttribute('href')).toBe(first);
    // Only the first banner competes with the first paint: the others (outside the strip's visible
    // part) are fetched after it, so their SVG documents are not parsed and drawn in the frame that
    // paints it; they are all loaded soon after, without a swipe.
    const sources = await images.evaluateAll((els) => els.map((el) => (el as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThan(1);
    await expect
      .poll(() => images.evaluateAll((els) => els.every((el) => (el as HTMLImageElement).naturalWidth > 0)))
      .toBe(true);
    const fetched = await page.evaluate((urls) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
      const start = (url: string) => performance.getEntriesByName(url)[0]?.startTime ?? -1;
      return { fcp, later: urls.slice(1).map(start) };
    }, sources);
    expect(fetched.fcp).toBeGreaterThan(0);
    for (const start of fetched.later) expect(start).toBeGreaterThanOrEqual(fetched.fcp);
    await page.waitForLoadState('networkidle');
    const paint = await page.evaluate(
      () =>
        (window as unknown as { __homePaint: { lcp: string; cls: number; shifted: string[] } }).__homePaint,
    );
    expect(paint.lcp).toBe(first);
    expect(paint.cls, paint.shifted.join('; ')).toBeLessThanOrEqual(0.02);
  });
});

import { expect, test } from './fixtures.ts';

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
    const box = await banners.boundingBox();
    expect(box).not.toBeNull();
    expect(Math.abs((box?.height ?? 0) - (box?.width ?? 0) * 0.4)).toBeLessThanOrEqual(1.5);
  });
});

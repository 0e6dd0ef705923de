import { expect, test } from './fixtures.ts';
import { operator, setSwitches } from './operator.ts';

/** The suite's server (global setup). */
const server = () => ({
  baseUrl: process.env.ARENA_BASE_URL ?? '',
  adminToken: process.env.ARENA_ADMIN_TOKEN ?? '',
});

test.describe('live', () => {
  test('a visitor opens a live room and the video plays', async ({ page }) => {
    await page.goto('/app/live?sport=football&tab=LIVE');
    const first = page.getByTestId('live-row').first();
    // The first test on a fresh server on a busy machine: allow the cold start.
    await expect(first).toBeVisible({ timeout: 15_000 });
    // Rows move as scores change once a second, so a mouse click can press on one row and release on
    // another: open the match by its link from the keyboard (focus + Enter), which no movement affects.
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/app\/live\/room\/(m\d+|\d+)\?tab=LIVE/); // seed ids, the World Cup ids first
    await page.locator(`[data-testid="live-row"][href="${href}"]`).press('Enter');
    await expect(page).toHaveURL(href);
    const video = page.getByTestId('live-video');
    // The room's chunk, the player chunk and the first stream answer of a cold server (CI, 2026-11-25:
    // still connecting at 7 s on a busy machine).
    await expect(video).toBeVisible({ timeout: 15_000 });
    // Muted and inline until the viewer unmutes (autoplay rules).
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.playsInline)).toBe(true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(1);
    const at = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    // Past the 4 s clip: the looped stream keeps going.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(at + 4);
    await page.getByRole('button', { name: '点击开启声音' }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);

    // 分享: a short link of this site (spec §7 short URL) that leads back into the same room.
    await page.getByRole('button', { name: '分享' }).click();
    const toast = page.getByRole('status').filter({ hasText: '/s/' });
    await expect(toast).toBeVisible();
    const short = /(http:\/\/[^\s]+\/s\/\w+)/.exec((await toast.textContent()) ?? '')?.[1] ?? '';
    expect(short).not.toBe('');
    await page.goto(short);
    await expect(page).toHaveURL(href);
  });

  test('scores change on the list without a reload', async ({ page }) => {
    await page.goto('/app/live?sport=football&tab=LIVE');
    const row = page.getByTestId('live-row').first();
    const id = await row.getAttribute('data-match-id');
    const score = page.locator(`[data-match-id="${id}"] [data-testid="live-row-score"]`);
    const before = await score.innerText();
    let navigations = 0;
    page.on('framenavigated', () => (navigations += 1));
    await operator(server(), '/admin/live/tick', { mode: 'score-live' });
    await expect(score).not.toHaveText(before, { timeout: 5_000 });
    await expect(page.locator(`[data-match-id="${id}"] .live-flash.is-up`).first()).toBeAttached();
    expect(navigations).toBe(0);
  });

  test('the 200-match list draws only the rows around the screen, and rows are there after a jump', async ({
    page,
  }) => {
    // docs/live.md: windowed rows, grown a few a frame after the first render; a scroll draws at once.
    await page.goto('/app/live?sport=hot&tab=ANIMATION');
    const list = page.locator('[data-testid="live-list"][data-count="200"]');
    await expect(list).toBeAttached({ timeout: 15_000 });
    const rows = page.getByTestId('live-row');
    // The row whose 84 px slot holds the viewport's height `y` (a row, or null for a gap in the list).
    const rowAt = (y: number) =>
      rows.evaluateAll(
        (els, at) =>
          els
            .find((el) => {
              const box = el.getBoundingClientRect();
              return box.top <= at && at < box.top + 84;
            })
            ?.getAttribute('data-match-id') ?? null,
        y,
      );
    // The list fills the screen and its overscan, then stops growing: far fewer rows than matches.
    await expect.poll(() => rowAt(page.viewportSize()!.height - 1)).not.toBeNull();
    await expect.poll(() => rows.count()).toBeGreaterThan(8);
    expect(await rows.count()).toBeLessThan(40);
    // A jump to the middle of the list: the rows on screen are drawn right away.
    await list.evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY + 84 * 100),
    );
    await expect.poll(() => rowAt(200), { timeout: 2_000 }).not.toBeNull();
    expect(await rows.count()).toBeLessThan(40);
  });

  test('a change lights up on screen and goes out; rows drawn below the fold take it unlit', async ({
    page,
  }) => {
    // docs/live.md "Flash": the overscan rows update their values and arrows, but only rows on screen
    // light a changed value, for 0.9 s.
    await page.goto('/app/live?sport=football&tab=LIVE');
    await expect(page.getByTestId('live-row').first()).toBeVisible({ timeout: 15_000 });
    // A light lasts 0.9 s, shorter than a poll's gap: the page itself notes every value that lights,
    // and whether its row was on screen then.
    await page.evaluate(() => {
      const lit: boolean[] = [];
      (window as unknown as { __lit: boolean[] }).__lit = lit;
      new MutationObserver((changes) => {
        for (const c of changes) {
          const el = c.target as Element;
          if (!el.classList.contains('is-lit') || (c.oldValue ?? '').includes('is-lit')) continue;
          const row = el.closest('[data-testid="live-row"]');
          if (row) lit.push(row.getBoundingClientRect().top < window.innerHeight);
        }
      }).observe(document.querySelector('[data-testid="live-list"]')!, {
        subtree: true,
        attributeFilter: ['class'],
        attributeOldValue: true,
      });
    });
    /** Each light so far: true when its row was on screen. */
    const lights = () => page.evaluate(() => (window as unknown as { __lit: boolean[] }).__lit);
    const litOnScreen = async () => (await lights()).filter(Boolean).length;
    await operator(server(), '/admin/live/tick', { mode: 'score-live' });
    await expect.poll(litOnScreen, { timeout: 5_000 }).toBeGreaterThan(0);

    const flashes = () =>
      page.getByTestId('live-row').evaluateAll((rows) =>
        rows.map((row) => ({
          below: row.getBoundingClientRect().top >= window.innerHeight,
          changed: row.querySelectorAll('.live-flash[data-trend]').length,
          lit: row.querySelectorAll('.live-flash.is-lit').length,
        })),
      );
    // Rows drawn below the fold took the change (value and arrow) and never lit.
    await expect
      .poll(async () => (await flashes()).filter((r) => r.below && r.changed > 0).length)
      .toBeGreaterThan(0);
    expect((await lights()).includes(false)).toBe(false);
    // The lights go out; the arrows of the changes stay. (The server's own 4 s schedule may light a
    // value again, but never for more than 0.9 s of its 4 s.)
    await expect
      .poll(async () => (await flashes()).reduce((n, r) => n + r.lit, 0), { timeout: 6_000 })
      .toBe(0);
    expect((await flashes()).some((r) => !r.below && r.changed > 0)).toBe(true);
  });

  test('a streamer not started or interrupted shows the spec §4 message', async ({ page }) => {
    await page.goto('/app/live/room/r-cast-4');
    await expect(page.getByTestId('streamer-message')).toHaveText('赛事暂未开始');
    await expect(page.getByTestId('live-video')).toHaveCount(0);
    await page.goto('/app/live/room/r-cast-5');
    await expect(page.getByTestId('streamer-message')).toHaveText('主播暂时中断');
  });

  test('a streamer room on air plays, and links to the same-origin play.html', async ({ page, baseURL }) => {
    await page.goto('/app/live/room/r-cast-1');
    const link = page.getByTestId('play-page-link');
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(`${baseURL}/play.html?url=`)).toBe(true);
    expect(href).not.toContain('/live/');
    await page.goto(href);
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(1);
  });

  test('the animation page shows the score', async ({ page }) => {
    await page.goto('/app/live?sport=football&tab=LIVE');
    const id = await page.getByTestId('live-row').first().getAttribute('data-match-id');
    const listScore = (
      await page.locator(`[data-match-id="${id}"] [data-testid="live-row-score"]`).innerText()
    ).replace(/\s/g, '');
    await page.goto(`/app/live/room/${id}?tab=ANIMATION`);
    const frame = page.frameLocator('[data-testid="live-animation"]');
    await expect(frame.getByTestId('tracker-score')).toBeVisible();
    const trackerScore = (await frame.getByTestId('tracker-score').innerText()).replace(/\s/g, '');
    expect(trackerScore).toMatch(/^\d+:\d+$/);
    expect(listScore).toMatch(/^\d+:\d+$/);
  });

  test('a list without a heartbeat says so and reconnects', async ({ page }) => {
    await page.goto('/app/live?sport=basketball&tab=ANIMATION');
    await expect(page.getByTestId('live-row').first()).toBeVisible();
    await setSwitches(server(), { delay: { ms: 9_000, calls: ['live.popularList', 'live.popularTicks'] } });
    try {
      await expect(page.getByTestId('live-stale')).toBeVisible({ timeout: 12_000 });
      await expect(page.getByTestId('live-stale')).toHaveText('连接中断，正在重新连接…');
    } finally {
      await setSwitches(server(), { delay: { ms: 0, calls: [] } });
    }
    await expect(page.getByTestId('live-stale')).toBeHidden({ timeout: 15_000 });
  });

  test.describe('with HTTP-FLV blocked', () => {
    // The blocked FLV request and mpegts.js's report of it are the expected console errors here.
    test.use({ allowedConsoleErrors: [/ERR_FAILED|Failed to fetch|Loader error|IOException/] });

    test('when HTTP-FLV fails the player falls back to HLS and plays', async ({ page }) => {
      await page.route('**/*.flv', (route) => route.abort());
      await page.goto('/app/live?sport=football&tab=LIVE');
      await page.getByTestId('live-row').first().click();
      const video = page.getByTestId('live-video');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
        .toBeGreaterThan(1);
    });
  });
});

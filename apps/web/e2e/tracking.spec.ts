import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';

const server = () => ({
  baseUrl: process.env.ARENA_BASE_URL ?? '',
  adminToken: process.env.ARENA_ADMIN_TOKEN ?? '',
});

interface StoredClick {
  event: string;
  page: string;
  target: string | null;
  ts: number;
}

// spec §7 "Tracking": clicks on data-track controls are batched and reach the server when the page hides.
test('tab clicks are reported in one batch when the page is hidden', async ({ page }) => {
  // A device id of this test alone, so clicks from specs running alongside never count here.
  const deviceId = `e2e-tracking-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript((id) => localStorage.setItem('arena-device-id', id), deviceId);
  // The gateway (and tracking with it) is wired after the first paint; its first call says it is in.
  const wired = page.waitForRequest((r) => r.url().includes('/perInfo/v5/get'));
  const startedAt = Date.now();
  await page.goto('/app/home');
  await wired;

  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '直播' }).click();
  await expect(page).toHaveURL(/\/app\/live$/);
  await nav.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/app\/me$/);

  // Well before the 10 s timer could send it: this report is the hide flush.
  const report = page.waitForRequest((r) => r.url().includes('/api/site/track/click/v1'), {
    timeout: 4_000,
  });
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect(new URLSearchParams((await report).postData() ?? '').has('events')).toBe(true);

  const clicks = () =>
    operator(server(), `/admin/clicks?event=tab&deviceId=${encodeURIComponent(deviceId)}`).then(
      (data) => (data as { list: StoredClick[] }).list,
    );
  await expect.poll(async () => (await clicks()).length).toBe(2);
  const stored = await clicks();
  // Newest first; the page is where the click happened, before the tab navigated.
  expect(stored.map(({ event, page: p, target }) => ({ event, page: p, target }))).toEqual([
    { event: 'tab', page: '/app/live', target: '/app/me' },
    { event: 'tab', page: '/app/home', target: '/app/live' },
  ]);
  for (const click of stored) {
    expect(click.ts).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(click.ts).toBeLessThanOrEqual(Date.now() + 1000);
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerMember } from './members.ts';

// Games: lobbies by code (spec §2), search (debounced 300 ms, §9), favourites, launch with
// auto-transfer, a real round on the server's game page, leaving (money recovered), records, demo play
// and maintenance (§4). Every test registers its own member, so the tests run in parallel.

const ADMIN = {
  authorization: `Bearer ${process.env.ARENA_ADMIN_TOKEN ?? ''}`,
  'content-type': 'application/json',
};

async function admin(baseURL: string, path: string, body: object) {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as unknown;
}

const count = (page: Page) => page.getByTestId('lobby-count');
const tile = (page: Page, gameCode: string) =>
  page.locator(`[data-testid="game-tile"][data-game-code="${gameCode}"]`);

test.describe('egame lobby', () => {
  test('opens the venue of the code: default, yb… and another prefix; unknown venues say so', async ({
    page,
  }) => {
    await page.goto('/app/egame');
    await expect(page.getByRole('heading', { name: 'Arena电子' })).toBeVisible();
    await expect(count(page)).toHaveText('共 600 款');
    await expect(tile(page, 'ybegdz')).toBeVisible();
    // Only the rows near the viewport are in the DOM (virtualised grid); thumbnails are served PNGs.
    expect(await page.getByTestId('game-tile').count()).toBeLessThan(60);
    const thumb = tile(page, 'ybegdz').locator('img');
    await expect(thumb).toHaveAttribute('src', '/media/games/by/ybegdz.png');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);

    await page.goto('/app/egame/yb0042');
    await expect(page.getByTestId('egame-venue')).toHaveAttribute('data-venue', 'by');
    await expect(count(page)).toHaveText('共 600 款');

    await page.goto('/app/egame/PGx01');
    await expect(page.getByRole('heading', { name: 'PG电子' })).toBeVisible();
    await expect(count(page)).toHaveText('共 120 款');
    await expect(tile(page, 'pg0001')).toBeVisible();

    await page.goto('/app/egame/zz1');
    await expect(page.getByText('场馆不存在')).toBeVisible();
  });

  test('searches (debounced), filters by brand and hot, and scrolls the virtual grid', async ({ page }) => {
    await page.goto('/app/egame');
    await expect(count(page)).toHaveText('共 600 款');
    await page.getByLabel('搜索游戏').fill('熊猫');
    await expect(page).toHaveURL(/q=%E7%86%8A%E7%8C%AB/);
    const names = page.getByTestId('game-tile').locator('.game-name');
    await expect(count(page)).not.toHaveText('共 600 款');
    for (const text of await names.allTextContents()) expect(text).toContain('熊猫');
    await page.getByLabel('搜索游戏').fill('');
    await expect(count(page)).toHaveText('共 600 款');

    await page.getByRole('tab', { name: 'Arena视频' }).click();
    await expect(count(page)).toHaveText('共 150 款');
    await page.getByRole('tab', { name: '全部' }).click();
    await page.getByRole('button', { name: '热门', exact: true }).click();
    await expect(count(page)).toHaveText('共 30 款');
    await page.getByRole('button', { name: '全部游戏' }).click();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(tile(page, 'yb0599')).toBeVisible();
    await expect(tile(page, 'ybegdz')).toHaveCount(0);
  });

  test('the grid is one Tab stop; arrows, Home and End move by position; scrolled rows reuse their cells', async ({
    page,
  }) => {
    await page.goto('/app/egame');
    await expect(count(page)).toHaveText('共 600 款');
    const grid = page.getByTestId('game-grid');
    // One tile's controls are tabbable (launch, favourite, demo), every other tile's are not.
    const stops = grid.locator('[tabindex="0"]');
    await expect(stops.first()).toBeAttached();
    const stopCells = await stops.evaluateAll(
      (els) => new Set(els.map((e) => e.closest('[aria-posinset]'))).size,
    );
    expect(stopCells).toBe(1);
    await grid.locator('.game-launch[tabindex="0"]').focus();
    const at = () =>
      page.evaluate(() => document.activeElement?.closest('[aria-posinset]')?.getAttribute('aria-posinset'));
    expect(await at()).toBe('1');
    await page.keyboard.press('ArrowRight');
    await expect.poll(at).toBe('2');
    await page.keyboard.press('ArrowDown'); // 3 columns on a phone
    await expect.poll(at).toBe('5');
    await page.keyboard.press('End');
    await expect.poll(at).toBe('600');
    await expect(page.locator(':focus')).toBeInViewport();
    await page.keyboard.press('Home');
    await expect.poll(at).toBe('1');
    await expect(tile(page, 'ybegdz').locator('.game-launch')).toBeFocused();

    // Scrolling rewrites the cells of rows that left instead of making new ones; every cell still
    // sits at its game's position (sorted by place, the positions count up one by one).
    await page.evaluate(() => {
      (window as unknown as { cells: Element[] }).cells = [...document.querySelectorAll('.game-cell')];
    });
    await page.mouse.wheel(0, 2400);
    const lowest = () =>
      grid.evaluate((g) => Math.min(...[...g.children].map((c) => Number(c.getAttribute('aria-posinset')))));
    await expect.poll(lowest).toBeGreaterThan(9);
    const placed = await grid.evaluate((g) =>
      [...g.children]
        .map((c) => {
          const style = (c as HTMLElement).style;
          return {
            top: parseFloat(style.top),
            left: parseFloat(style.left),
            pos: Number(c.getAttribute('aria-posinset')),
          };
        })
        .sort((a, b) => a.top - b.top || a.left - b.left)
        .map((c) => c.pos),
    );
    expect(placed).toEqual(placed.map((_, i) => (placed[0] ?? 0) + i));
    const reused = await page.evaluate(() => {
      const before = (window as unknown as { cells: Element[] }).cells;
      return before.filter((c) => c.isConnected).length;
    });
    expect(reused).toBeGreaterThan(0);
  });

  test('a favourite survives a reload and shows under favourites', async ({ page }) => {
    await registerMember(page, { prefix: 'e2eg' });
    await page.goto('/app/egame');
    await tile(page, 'yb0007').getByTestId('game-fav').click();
    await expect(tile(page, 'yb0007').getByTestId('game-fav')).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await expect(count(page)).toHaveText('共 1 款');
    await expect(tile(page, 'yb0007').getByTestId('game-fav')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a visitor launching a game gets the warm reminder; demo play needs no login', async ({ page }) => {
    await page.goto('/app/egame/jd0001');
    await tile(page, 'jd0001').getByRole('button', { name: /进入/ }).click();
    await expect(page.getByRole('dialog', { name: '温馨提示' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button').click();
    await expect(page).toHaveURL(/\/login\?fromPage=/);

    await page.goto('/app/egame/jd0001');
    await tile(page, 'jd0001').getByTestId('game-demo').click();
    await expect(page).toHaveURL(/\/play\/jd\/jd0001\?ticket=/);
    await expect(page.getByText('试玩模式')).toBeVisible();
    await expect(page.getByTestId('play-balance')).toHaveText('2,000.00');
    await page.getByTestId('play-roll').click();
    await expect(page.getByTestId('play-rounds').locator('li')).toHaveCount(1);
  });
});

test.describe('playing for real', () => {
  test('auto-transfer launch, a round, leave: the balance comes back and the round is in records', async ({
    page,
    baseURL,
  }) => {
    const name = await registerMember(page, { prefix: 'e2eg' });
    await admin(baseURL!, `/admin/games/members/${name}/grant`, { amount: 100_000 });
    await page.goto('/app/egame');
    await expect(page.getByTestId('lobby-center-balance')).toHaveText('1,000.00');
    await page.getByLabel('自动转账').click();
    await expect(page.getByLabel('自动转账')).toBeChecked();

    await tile(page, 'yb0003').getByRole('button', { name: /进入/ }).click();
    await expect(page).toHaveURL(/\/play\/by\/yb0003\?ticket=/);
    await expect(page.getByText('真钱模式')).toBeVisible();
    await expect(page.getByTestId('play-balance')).toHaveText('1,000.00');
    await page.getByTestId('play-roll').click();
    await expect(page.getByTestId('play-rounds').locator('li')).toHaveCount(1);
    const after = (await page.getByTestId('play-balance').textContent()) ?? '';
    expect(['999.00', '1,000.95']).toContain(after);

    await page.getByTestId('play-leave').click();
    await expect(page).toHaveURL(/\/app\/egame$/);
    await expect(page.getByTestId('lobby-center-balance')).toHaveText(after);
    await expect(page.getByTestId('lobby-venue-balance')).toHaveText('0.00');

    await page.getByRole('link', { name: '记录' }).click();
    await expect(page.getByTestId('game-record')).toHaveCount(1);
    await expect(page.getByTestId('game-record')).toContainText('掷出');
    await expect(page.getByTestId('records-totals')).toContainText('总投注 1.00');
  });

  test('a venue switched to maintenance cannot launch', async ({ page, baseURL }) => {
    await registerMember(page, { prefix: 'e2eg' });
    await admin(baseURL!, '/admin/venues/fs', { status: 1, message: 'e2e 升级' });
    try {
      await page.goto('/app/egame/fs0001');
      await expect(page.getByTestId('venue-maintenance')).toHaveText('捕鱼达人维护中：e2e 升级');
      await expect(tile(page, 'fs0001').getByRole('button', { name: /进入/ })).toBeDisabled();
      await expect(tile(page, 'fs0001').getByTestId('game-demo')).toBeDisabled();
    } finally {
      await admin(baseURL!, '/admin/venues/fs', { status: 0 });
    }
    await page.reload();
    await expect(page.getByTestId('venue-maintenance')).toHaveCount(0);
    await expect(tile(page, 'fs0001').getByRole('button', { name: /进入/ })).toBeEnabled();
  });
});

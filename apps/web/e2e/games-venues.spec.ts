import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { registerMember, sharedServer } from './members.ts';

// Every venue from the 游戏 tab alone (spec §2 lobby route, §3 site flags isDisplay and
// isDisplayMaintainVenue, §4 sports venues), and a game that a member with auto-transfer off can fund
// from its own page, with the venue in its header and a way back (docs/games.md).

const bar = (page: Page) => page.getByRole('navigation', { name: '场馆' });
const group = (page: Page, name: string) =>
  bar(page).getByRole('group', { name: '场馆分类' }).getByRole('button', { name, exact: true });
/** A venue of the bar by the start of its name (a venue in maintenance also says 维护中). */
const venueLink = (page: Page, name: string) => bar(page).getByRole('link', { name: new RegExp(`^${name}`) });
const tile = (page: Page, gameCode: string) =>
  page.locator(`[data-testid="game-tile"][data-game-code="${gameCode}"]`);

const LOBBY_GROUPS: [group: string, venues: [name: string, code: string][]][] = [
  [
    '电子',
    [
      ['Arena电子', 'by'],
      ['PG电子', 'pg'],
      ['JDB电子', 'jd'],
      ['CQ9电子', 'cq'],
    ],
  ],
  [
    '真人',
    [
      ['AG真人', 'ag'],
      ['BG真人', 'bg'],
    ],
  ],
  ['棋牌', [['开元棋牌', 'ky']]],
  ['捕鱼', [['捕鱼达人', 'fs']]],
];

test.describe('venues from the games tab', () => {
  test('the tab bar alone leads to every venue: lobbies by category, sports in the book or launched', async ({
    page,
  }) => {
    await registerMember(page, { prefix: 'venue' });
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '游戏' }).click();
    await expect(page.getByTestId('egame-venue')).toHaveAttribute('data-venue', 'by');
    await expect(group(page, '电子')).toHaveAttribute('aria-pressed', 'true');

    for (const [groupName, venues] of LOBBY_GROUPS) {
      await group(page, groupName).click();
      await expect(group(page, groupName)).toHaveAttribute('aria-pressed', 'true');
      for (const [name, code] of venues) {
        await venueLink(page, name).click();
        await expect(page.getByTestId('egame-venue')).toHaveAttribute('data-venue', code);
        await expect(venueLink(page, name)).toHaveAttribute('aria-current', 'page');
      }
    }
    // The venue in maintenance says so once, not "CQ9电子维护中：CQ9电子维护中…".
    await group(page, '电子').click();
    await venueLink(page, 'CQ9电子').click();
    await expect(page.getByTestId('venue-maintenance')).toHaveText('CQ9电子维护中，预计 06:00 恢复。');

    // Sports venues have no lobby route (yb… goes to by): YB体育 is the app's own sportsbook, the
    // esports venue launches its game page.
    await group(page, '体育').click();
    await expect(page).toHaveURL(/[?&]cat=sports/);
    await bar(page).getByRole('button', { name: 'YB体育', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/sportsbook$/);
    await expect(page.getByRole('heading', { level: 1, name: '体育投注' })).toBeVisible();
    await page.goBack();
    await group(page, '体育').click();
    await bar(page).getByRole('button', { name: 'YB电竞', exact: true }).click();
    await expect(page).toHaveURL(/\/play\/ybdj\//);
    await expect(page.getByTestId('play-venue')).toHaveText('YB电竞');
    await page.getByRole('link', { name: '‹ 返回大厅' }).click();
    await expect(page.getByTestId('egame-venue')).toBeVisible();
  });

  test('a venue in maintenance leaves the bar when the site hides such venues', async ({ page }) => {
    const server = sharedServer();
    await page.goto('/app/egame');
    await expect(venueLink(page, 'CQ9电子')).toBeVisible();
    await operator(server, '/admin/games/site-flags', { key: 'isDisplayMaintainVenue', value: '0' });
    try {
      await page.reload();
      await expect(venueLink(page, 'PG电子')).toBeVisible();
      await expect(bar(page).getByRole('link', { name: /CQ9电子/ })).toHaveCount(0);
    } finally {
      await operator(server, '/admin/games/site-flags', { key: 'isDisplayMaintainVenue', value: '1' });
    }
    await page.reload();
    await expect(venueLink(page, 'CQ9电子')).toContainText('维护中');
  });
});

test.describe('a game started with auto-transfer off', () => {
  test('the game page offers the centre balance, names the venue and leads back', async ({ page }) => {
    const name = await registerMember(page, { prefix: 'topup' });
    await operator(sharedServer(), `/admin/games/members/${name}/grant`, { amount: 50_000 });
    await page.goto('/app/egame/pg');
    await expect(page.getByTestId('lobby-center-balance')).toHaveText('500.00');
    await expect(page.getByLabel('自动转账')).not.toBeChecked();

    // A title tagged dice keeps the dice table (docs/games.md "Engines").
    await tile(page, 'pg0007').getByRole('button', { name: /进入/ }).click();
    await expect(page).toHaveURL(/\/play\/pg\/pg0007\?ticket=/);
    await expect(page.getByTestId('play-venue')).toHaveText('PG电子');
    await expect(page.getByTestId('play-balance')).toHaveText('0.00');
    const topup = page.getByRole('region', { name: '转入场馆' });
    await expect(topup).toContainText('场馆余额不足 1.00 元，无法下注。中心钱包有 500.00 元。');
    await topup.getByRole('button', { name: '从中心钱包转入 500.00 元' }).click();
    await expect(page.getByTestId('play-balance')).toHaveText('500.00');
    await expect(topup).toBeHidden();

    await page.getByTestId('play-roll').click();
    await expect(page.getByTestId('play-rounds').locator('li')).toHaveCount(1);
    await page.getByRole('link', { name: '‹ 返回大厅' }).click();
    await expect(page).toHaveURL(/\/app\/egame\/pg$/);
    await expect(page.getByTestId('lobby-center-balance')).toHaveText('0.00');
    expect(['499.00', '500.95']).toContain(await page.getByTestId('lobby-venue-balance').textContent());
  });
});

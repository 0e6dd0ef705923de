import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { registerMember, sharedServer } from './members.ts';

// order pushes (主播推单, msgType 4/5; spec §4 selection by venue), shared orders (晒单,
// msgType 2; spec §6 site series) and the room marquee (spec §4).

/** A pure-match streamer room: the tests open its match's room screen. */
const ROOM = 'r-match-2';

interface RoomPush {
  matchId: string;
  venueName: string;
  push: { id: string } | null;
}

const roomState = () => operator(sharedServer(), `/admin/chat/rooms/${ROOM}/order-push`) as Promise<RoomPush>;
const pushPick = (body: object) =>
  operator(sharedServer(), `/admin/chat/rooms/${ROOM}/order-push`, body) as Promise<{
    content: { id: string };
  }>;
const card = (page: Page) => page.getByTestId('order-push-card');

test.describe('order pushes and shared orders', () => {
  test('a pick for the room’s venue shows in two contexts; another venue is ignored; a revert removes it', async ({
    page,
    browser,
  }) => {
    const { matchId, venueName } = await roomState();
    const other = await browser.newContext();
    const viewer = await other.newPage();
    await page.goto(`/app/live/room/${matchId}`);
    await viewer.goto(`/app/live/room/${matchId}`);
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    await expect(viewer.getByTestId('chat-panel')).toBeVisible();

    const item = `主胜 @1.${Math.floor(Math.random() * 90 + 10)}`;
    const pushed = await pushPick({ categoryName: '全场胜平负', itemName: item, score: '0-0', venueName });
    for (const p of [page, viewer]) {
      await expect(card(p)).toContainText(item, { timeout: 10_000 });
      await expect(card(p)).toContainText('主播推单');
      await expect(card(p)).toContainText('比分 0-0');
    }
    // Push lines are not chat rows.
    await expect(page.getByTestId('chat-panel').getByText(item)).toHaveCount(0);

    // A pick for another venue does not replace it (spec §4).
    const otherVenue = venueName === 'YB' ? 'IM' : 'YB';
    const foreign = await pushPick({
      categoryName: '独赢',
      itemName: '别的场馆',
      score: '',
      venueName: otherVenue,
    });
    // After a reload the foreign line is surely in the viewer's history: the card still shows ours.
    await viewer.reload();
    await expect(card(viewer)).toHaveAttribute('data-push-id', pushed.content.id);
    await expect(card(viewer)).not.toContainText('别的场馆');
    await expect(card(page)).toHaveAttribute('data-push-id', pushed.content.id);
    expect((await roomState()).push?.id).toBe(pushed.content.id);
    expect(foreign.content.id).not.toBe(pushed.content.id);

    await operator(sharedServer(), `/admin/chat/rooms/${ROOM}/order-push/revert`, { id: pushed.content.id });
    await expect(card(page)).toHaveCount(0, { timeout: 10_000 });
    await expect(card(viewer)).toHaveCount(0, { timeout: 10_000 });
    await other.close();
  });

  test('a member shares a dice round and another context sees the order line', async ({ page, browser }) => {
    const name = await registerMember(page, { prefix: 'e2eo' });
    await operator(sharedServer(), `/admin/games/members/${name}/grant`, { amount: 100_000 });
    // Play one real round, as games.spec.ts does.
    await page.goto('/app/egame');
    await page.getByLabel('自动转账').click();
    await expect(page.getByLabel('自动转账')).toBeChecked();
    await page
      .locator('[data-testid="game-tile"][data-game-code="yb0003"]')
      .getByRole('button', { name: /进入/ })
      .click();
    await expect(page).toHaveURL(/\/play\/by\/yb0003\?ticket=/);
    await page.getByTestId('play-roll').click();
    await expect(page.getByTestId('play-rounds').locator('li')).toHaveCount(1);
    const detail = ((await page.getByTestId('play-rounds').locator('li').first().textContent()) ?? '').trim();

    const { matchId } = await roomState();
    const other = await browser.newContext();
    const viewer = await other.newPage();
    await viewer.goto(`/app/live/room/${matchId}`);
    await expect(viewer.getByTestId('chat-panel')).toBeVisible();
    await page.goto(`/app/live/room/${matchId}`);
    await page.getByRole('button', { name: '晒单' }).click();
    const rounds = page.getByTestId('order-share-round');
    await expect(rounds).toHaveCount(1);
    await rounds
      .first()
      .getByRole('button', { name: /^分享注单/ })
      .click();
    await expect(page.getByRole('region', { name: '选择要分享的注单' })).toHaveCount(0);

    for (const p of [page, viewer]) {
      const line = p.getByTestId('chat-order').filter({ hasText: name });
      await expect(line).toBeVisible({ timeout: 10_000 });
      await expect(line).toContainText('晒单');
      await expect(line).toContainText('投注 1.00');
    }
    expect(detail.length).toBeGreaterThan(0);
    await other.close();
  });

  test('the room shows the notice marquee under the stage', async ({ page }) => {
    const { matchId } = await roomState();
    await page.goto(`/app/live/room/${matchId}`);
    const marquee = page.getByTestId('room-marquee');
    await expect(marquee).toBeVisible();
    await expect(marquee).toContainText('欢迎来到 Arena 竞技');
    await expect(page.getByRole('region', { name: '直播间公告' })).toBeVisible();
    const stage = await page.getByTestId('live-stage').boundingBox();
    const strip = await marquee.boundingBox();
    expect(strip && stage && strip.y >= stage.y + stage.height).toBe(true);
  });
});

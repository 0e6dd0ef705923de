import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { registerMember, sharedServer } from './members.ts';

/** A football match on air that is not at half-time (so an operator's score-live tick scores it). */
async function playingMatch(page: Page): Promise<string> {
  await page.goto('/app/live?sport=football&tab=LIVE');
  const rows = page.getByTestId('live-row');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  const row = rows.filter({ hasNotText: '中场' }).first();
  return (await row.getAttribute('data-match-id')) ?? '';
}

test.describe('schedule, results and follows (docs/live.md)', () => {
  // Several members, contexts and server round trips each, on a shared 2-core machine.
  test.describe.configure({ timeout: 90_000 });
  test("yesterday's results show final scores and closing prices; league and team narrow the list", async ({
    page,
  }) => {
    await page.goto('/app/live');
    await page.getByRole('tab', { name: '赛果' }).click();
    await page.getByRole('tab', { name: /^昨天/ }).click();
    await expect(page.getByRole('tab', { name: /^昨天/ })).toHaveAttribute('aria-selected', 'true');
    const rows = page.getByTestId('schedule-row');
    await expect(rows.first()).toBeVisible({ timeout: 15_000 });
    // Every row is finished, with a final score and the prices at the close.
    const scores = await page.getByTestId('schedule-score').allInnerTexts();
    expect(scores.length).toBeGreaterThan(10);
    for (const s of scores) expect(s).toMatch(/^\d+ : \d+$/);
    await expect(rows.first()).toContainText('完场');
    await expect(rows.first()).toContainText('收盘');
    const total = Number((await page.getByTestId('schedule-count').innerText()).match(/\d+/)?.[0]);
    expect(total).toBe(scores.length);

    // The league filter keeps one league, with the count it announced.
    const league = page.getByRole('combobox', { name: '联赛' });
    const option = ((await league.locator('option').nth(1).textContent()) ?? '').trim();
    const [, name = '', count = '0'] = option.match(/^(.+) \((\d+)\)$/) ?? [];
    await league.selectOption({ label: option });
    await expect(page.getByTestId('schedule-count')).toHaveText(`共 ${count} 场`);
    await expect
      .poll(async () => (await rows.locator('.live-row-league').allInnerTexts()).every((t) => t === name))
      .toBe(true);

    // A team search finds that team's match on either side.
    const home = (await rows.first().locator('.live-schedule-teams > span').first().innerText()).trim();
    await page.getByRole('searchbox', { name: '搜索球队' }).fill(home);
    await expect(rows.first()).toContainText(home);
    await expect
      .poll(async () => (await rows.allInnerTexts()).every((text) => text.includes(home)))
      .toBe(true);
    expect(page.url()).toContain('mode=results');
  });

  test('the schedule lists coming matches with date and time', async ({ page }) => {
    await page.goto('/app/live?mode=schedule');
    await page.getByRole('tab', { name: /^明天/ }).click();
    const rows = page.getByTestId('schedule-row');
    await expect(rows.first()).toBeVisible({ timeout: 15_000 });
    await expect(rows.first().locator('.live-row-clock')).toHaveText(/^\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  test('a member follows a match and is alerted when the operator makes it score', async ({ page }) => {
    await registerMember(page, { prefix: 'fol' });
    const matchId = await playingMatch(page);
    await page.goto(`/app/live/room/${matchId}?tab=ANIMATION`);
    const follow = page.getByRole('button', { name: /^关注 .+ vs .+/ });
    await expect(follow).toBeEnabled({ timeout: 15_000 });
    await follow.click();
    await expect(page.getByRole('button', { name: /^取消关注/ }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // The 关注 list has it, and the alert comes wherever the member is in the app.
    await page.goto('/app/live?mode=follows');
    await expect(page.getByTestId('follow-match')).toHaveCount(1);
    await page.goto('/app/home');
    // Let the alerts read the follow list once (the first answer only sets what was seen).
    await page.waitForTimeout(5_000);
    await operator(sharedServer(), '/admin/live/tick', { mode: 'score-live' });
    await expect(page.getByText(/你关注的比赛进球了/)).toBeVisible({ timeout: 15_000 });
  });

  test('a visitor sees no follow button and the 关注 tab asks to log in', async ({ page }) => {
    await page.goto('/app/live?mode=follows');
    await expect(page.getByText('登录后可关注比赛和主播')).toBeVisible({ timeout: 15_000 });
  });
});

/** The chat panel of the room screen and its send box. */
const chat = (page: Page) => page.getByTestId('chat-panel');
const input = (page: Page) => page.getByLabel('聊天内容', { exact: true });
async function say(page: Page, text: string) {
  await input(page).fill(text);
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(input(page)).toHaveValue('');
}

test.describe('rooms: popularity, danmaku, block, older history (docs/chat.md)', () => {
  test.describe.configure({ timeout: 90_000 });
  test('a second viewer raises 人气 and appears among the first three viewers', async ({ page, browser }) => {
    // spec §6, §9: anchor avatar list of 3
    const me = await registerMember(page, { prefix: 'pop' });
    await page.goto('/app/live/room/m1007?tab=ANIMATION');
    const count = page.getByTestId('room-popularity-count');
    const viewers = page.getByRole('list', { name: '最先进入的观众' });
    // Counted once the socket is open (its hello reads the detail again).
    await expect(viewers.getByRole('listitem', { name: me })).toBeVisible({ timeout: 15_000 });
    const before = Number((await count.innerText()).match(/\d+/)?.[0]);
    const other = await browser.newContext();
    const second = await other.newPage();
    const name = await registerMember(second, { prefix: 'pop2' });
    await second.goto('/app/live/room/m1007?tab=ANIMATION');
    await expect(second.getByTestId('room-popularity-count')).toBeVisible({ timeout: 15_000 });
    // The detail is read again every 10 s while the room is open.
    await expect(count).toHaveText(`人气 ${before + 1}`, { timeout: 20_000 });
    await expect(viewers.getByRole('listitem', { name })).toBeVisible();
    await other.close();
  });

  test('danmaku shows a sent line over the video and can be turned off', async ({ page }) => {
    await registerMember(page, { prefix: 'dm' });
    await page.goto('/app/live/room/m1010?tab=ANIMATION');
    const toggle = page.getByRole('button', { name: '弹幕' });
    // Off by default on a phone-sized screen (the suite's viewport); the viewer turns it on.
    await expect(toggle).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input(page)).toBeVisible({ timeout: 15_000 });
    const first = `飞过 ${Math.random().toString(36).slice(2, 8)}`;
    await say(page, first);
    await expect(page.getByTestId('live-stage').getByTestId('danmaku').getByText(first)).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('danmaku')).toHaveCount(0);
    await page.waitForTimeout(2_100); // slow mode
    const second = `不飞 ${Math.random().toString(36).slice(2, 8)}`;
    await say(page, second);
    await expect(chat(page).getByText(second)).toBeVisible();
    await expect(page.getByTestId('live-stage').getByText(second)).toHaveCount(0);
  });

  test("a blocked member's lines disappear for the blocker only", async ({ page, browser }) => {
    const room = '/app/live/room/m1011?tab=ANIMATION';
    await registerMember(page, { prefix: 'blk' });
    const loudContext = await browser.newContext();
    const loud = await loudContext.newPage();
    const loudName = await registerMember(loud, { prefix: 'loud' });
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await page.goto(room);
    await loud.goto(room);
    await visitor.goto(room);
    await expect(input(loud)).toBeVisible({ timeout: 15_000 });
    const line = `吵闹 ${Math.random().toString(36).slice(2, 8)}`;
    await say(loud, line);
    await expect(chat(page).getByText(line)).toBeVisible();
    await chat(page)
      .getByRole('button', { name: `管理 ${loudName} 的发言` })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '屏蔽此人' }).click();
    await expect(chat(page).getByText(line)).toHaveCount(0);
    await expect(chat(visitor).getByText(line)).toBeVisible();
    // Later lines too, and after a reload (the block is stored on the server).
    await loud.waitForTimeout(2_100); // slow mode
    const later = `还在吵 ${Math.random().toString(36).slice(2, 8)}`;
    await say(loud, later);
    await expect(chat(visitor).getByText(later)).toBeVisible();
    await page.reload();
    await expect(chat(page).getByRole('list', { name: '聊天消息' })).toBeVisible({ timeout: 15_000 });
    await expect(chat(page).getByText(line)).toHaveCount(0);
    await expect(chat(page).getByText(later)).toHaveCount(0);
    await loudContext.close();
    await visitorContext.close();
  });

  test('older history loads on scroll-up, in order', async ({ page }) => {
    await operator(sharedServer(), '/admin/chat/rooms/m1012/lines', { prefix: '旧消息', count: 120 });
    await page.goto('/app/live/room/m1012?tab=ANIMATION');
    await expect(chat(page).getByText('旧消息 120', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(chat(page).getByText('旧消息 70', { exact: true })).toHaveCount(0);
    const list = chat(page).getByRole('list', { name: '聊天消息' });
    // Scrolling to the top loads the 50 before, then the rest.
    for (const expected of ['旧消息 21', '旧消息 1']) {
      await list.evaluate((el) => {
        el.scrollTop = 0;
        el.dispatchEvent(new Event('scroll'));
      });
      await expect(chat(page).getByText(expected, { exact: true })).toBeAttached();
    }
    const numbers = (await chat(page).getByTestId('chat-text').allInnerTexts())
      .filter((text) => text.startsWith('旧消息 '))
      .map((text) => Number(text.slice(4)));
    expect(numbers).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    await expect(chat(page).getByRole('button', { name: '加载更早的消息' })).toHaveCount(0);
  });
});

import type { Page, WebSocketRoute } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { registerMember, sharedServer } from './members.ts';

/** The chat panel of the room screen (聊天 is the side column's first tab). */
const chat = (page: Page) => page.getByTestId('chat-panel');
const input = (page: Page) => page.getByLabel('聊天内容', { exact: true });

test.describe('chat rooms (spec §6)', () => {
  test('a visitor sees the history, and sending asks to log in first', async ({ page }) => {
    await page.goto('/app/live/room/r-cast-1');
    await expect(chat(page).getByText('大家晚上好')).toBeVisible();
    await expect(input(page)).toHaveCount(0);
    await page.getByRole('button', { name: '登录后发言' }).click();
    const dialog = page.getByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/login\?fromPage=%2Fapp%2Flive%2Froom%2Fr-cast-1/);
  });

  test('a member sends a line that a visitor in another browser sees live', async ({ page, browser }) => {
    await registerMember(page, { prefix: 'chat' });
    const other = await browser.newContext();
    const viewer = await other.newPage();
    await viewer.goto('/app/live/room/m2001');
    await expect(chat(viewer).getByText('大家晚上好')).toBeVisible();
    await page.goto('/app/live/room/m2001');
    // A match room: 聊天 first; 赛况 shows the odds instead of the chat, 聊天 brings it back.
    await expect(page.getByRole('tab', { name: '聊天' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: '赛况' }).click();
    await expect(
      page.getByRole('tabpanel', { name: '赛况' }).getByRole('heading', { name: '盘口' }),
    ).toBeVisible();
    await expect(chat(page)).toBeHidden();
    await page.getByRole('tab', { name: '聊天' }).click();
    await expect(page.getByRole('tabpanel', { name: '赛况' })).toBeHidden();
    const line = `大家好 ${Math.random().toString(36).slice(2, 8)}`;
    await input(page).fill(line);
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(chat(page).getByText(line)).toBeVisible();
    await expect(chat(viewer).getByText(line)).toBeVisible({ timeout: 10_000 });
    await expect(input(page)).toHaveValue('');
    await other.close();
  });

  test('says so when the chat socket drops, and reconnects by itself', async ({ page }) => {
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/ws\/chat/, (ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });
    await page.goto('/app/live/room/r-cast-1');
    await expect(chat(page).getByText('大家晚上好')).toBeVisible();
    await expect.poll(() => sockets.length).toBe(1);
    const status = chat(page).getByRole('status');
    await expect(status).toBeHidden();
    await sockets[0]?.close();
    await expect(status).toHaveText('聊天连接已断开，正在重新连接…');
    await expect(status).toBeHidden({ timeout: 10_000 });
    expect(sockets.length).toBe(2);
  });

  // docs/chat.md "Web": a reader who scrolls up is not pulled away, and is told what came meanwhile.
  test('scrolling up pauses the list; the new-lines button brings the newest back', async ({
    page,
    browser,
  }) => {
    const room = '/app/live/room/r-cast-2'; // a room no other browser test writes to
    // The member is in the room first, so the line below is the only one that comes meanwhile.
    const other = await browser.newContext();
    const member = await other.newPage();
    await registerMember(member, { prefix: 'chatp' });
    await member.goto(room);
    await expect(chat(member).getByText('大家晚上好')).toBeVisible();

    await page.goto(room);
    // The seeded room has five lines: a short list makes them scroll (the product's list is 320 px).
    await page.addStyleTag({ content: '.chat-list { height: 90px; }' });
    const list = chat(page).getByRole('list', { name: '聊天消息' });
    await expect(list.getByText('大家晚上好')).toBeVisible();
    await list.evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(list.getByText('今天这场必须拿下！')).toBeInViewport();

    const line = `翻上去看看 ${Math.random().toString(36).slice(2, 8)}`;
    await input(member).fill(line);
    await member.getByRole('button', { name: '发送', exact: true }).click();
    await expect(chat(member).getByText(line)).toBeVisible();

    const more = chat(page).getByRole('button', { name: '1 条新消息' });
    await expect(more).toBeVisible();
    await expect(list.getByText(line)).toHaveCount(0); // held back while the reader reads
    await expect(list.getByText('今天这场必须拿下！')).toBeInViewport(); // and nothing moved
    await more.click();
    await expect(list.getByText(line)).toBeInViewport();
    await expect(more).toBeHidden();
    await other.close();
  });

  test('a muted member cannot send and is told so, with the end of the mute', async ({ page }) => {
    const name = await registerMember(page, { prefix: 'chatm' });
    await operator(sharedServer(), '/admin/chat/rooms/r-match-3/mute', { name, minutes: 10 });
    // On the narrowest phone the text field keeps a usable width (docs/chat.md "Send box").
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/app/live/room/m3018');
    // The mute is shown before typing (docs/chat.md), and the send box is off until it ends.
    await expect(chat(page).getByTestId('chat-muted')).toContainText(
      /您已被禁言，\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    await expect(input(page)).toBeDisabled();
    const sendButton = page.getByRole('button', { name: '发送', exact: true });
    await expect(sendButton).toBeDisabled();
    const field = await input(page).boundingBox();
    const send = await sendButton.boundingBox();
    expect(field?.width).toBeGreaterThan(200);
    expect(send!.y).toBeGreaterThan(field!.y); // the buttons moved under the field
  });

  test('chat text with HTML or a script renders as plain text', async ({ page }) => {
    await registerMember(page, { prefix: 'chatx' });
    await page.goto('/app/live/room/m1003');
    // Unique per run: the room's history keeps the lines of earlier runs (retries, --repeat-each).
    const bold = `<b>粗体 ${Math.random().toString(36).slice(2, 8)}</b>`;
    const line = `<img src=x onerror="window.__chatXss=1">${bold}<script>window.__chatXss=2</script>`;
    await input(page).fill(line);
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(chat(page).getByTestId('chat-text').filter({ hasText: bold })).toHaveText(line);
    await expect(chat(page).locator('.chat-list img, .chat-list b, .chat-list script')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __chatXss?: number }).__chatXss),
    ).toBeUndefined();
  });
});

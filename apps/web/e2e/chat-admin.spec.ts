import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { registerMember, sharedServer } from './members.ts';

/** A streamer room no other browser test opens: its settings change here. */
const ROOM = 'r-cast-3';
const chat = (page: Page) => page.getByTestId('chat-panel');
const input = (page: Page) => page.getByLabel('聊天内容', { exact: true });
const say = async (page: Page, text: string) => {
  await input(page).fill(text);
  await page.getByRole('button', { name: '发送', exact: true }).click();
};
const lineOf = (page: Page, text: string) => chat(page).locator('li', { hasText: text });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

// spec §6 "chat room admin: mute list, unblock, operation, room setup"; docs/chat.md "Room admin screens".
test.describe('room admins (spec §6)', () => {
  test('a room admin sets the notice, mutes from a line, lifts it from the list, deletes a line and closes the room', async ({
    page,
    browser,
  }) => {
    test.slow(); // two members and a dozen round trips
    const adminName = await registerMember(page, { prefix: 'radm' });
    await operator(sharedServer(), `/admin/chat/rooms/${ROOM}/admins`, { name: adminName, admin: true });
    const otherContext = await browser.newContext();
    const member = await otherContext.newPage();
    const memberName = await registerMember(member, { prefix: 'rmem' });
    await member.goto(`/app/live/room/${ROOM}`);
    // The chat connector (spec §6) hands out one ticket per connection attempt.
    let adminTickets = 0;
    page.on('request', (req) => {
      if (req.url().includes('/room/connector/')) adminTickets += 1;
    });
    await page.goto(`/app/live/room/${ROOM}`);

    // Only the admin has the 房管 tab and the ⋯ on lines.
    await expect(page.getByRole('tab', { name: '房管' })).toBeVisible();
    await expect(chat(member)).toBeVisible();
    await expect(member.getByRole('tab', { name: '房管' })).toHaveCount(0);

    // Room setup: the notice reaches the member's open page without a reload; slow mode off.
    await page.getByRole('tab', { name: '房管' }).click();
    const notice = `今晚 8 点抽奖 ${Math.random().toString(36).slice(2, 6)}`;
    await page.getByLabel('开放聊天室').check();
    await page.getByLabel('聊天室公告').fill(notice);
    await page.getByLabel('慢速模式').selectOption({ label: '关闭' });
    await page.getByRole('button', { name: '保存设置' }).click();
    await expect(toast(page, '房间设置已保存')).toBeVisible();
    await expect(chat(member).getByTestId('chat-announcement')).toContainText(notice);

    // A line of the member, muted from its ⋯ for 10 minutes: the member's next line is refused.
    const first = `第一句 ${Math.random().toString(36).slice(2, 8)}`;
    await say(member, first);
    await page.getByRole('tab', { name: '聊天' }).click();
    await expect(lineOf(page, first)).toBeVisible();
    await expect(lineOf(member, first).getByRole('button', { name: /^管理 / })).toHaveCount(0);
    await lineOf(page, first)
      .getByRole('button', { name: `管理 ${memberName} 的发言` })
      .click();
    const dialog = page.getByRole('dialog', { name: `管理 ${memberName} 的发言` });
    await dialog.getByRole('button', { name: '禁言 10 分钟' }).click();
    await expect(toast(page, `已禁言 ${memberName} 10 分钟`)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const refused = `被禁言了吗 ${Math.random().toString(36).slice(2, 8)}`;
    await say(member, refused);
    await expect(chat(member).getByRole('alert')).toContainText('禁言');
    await expect(lineOf(page, refused)).toHaveCount(0);

    // The mute list shows the member; 解除禁言 lifts it and the member speaks again.
    await page.getByRole('tab', { name: '房管' }).click();
    const mutes = page.getByTestId('chat-mutes');
    await expect(mutes).toContainText(memberName);
    await mutes.getByRole('button', { name: `解除 ${memberName} 的禁言` }).click();
    await expect(toast(page, `已解除 ${memberName} 的禁言`)).toBeVisible();
    await expect(page.getByText('没有被禁言的会员')).toBeVisible();
    const again = `又能说话了 ${Math.random().toString(36).slice(2, 8)}`;
    await say(member, again);
    await expect(lineOf(member, again)).toBeVisible();

    // Deleting that line takes it off the member's screen too.
    await page.getByRole('tab', { name: '聊天' }).click();
    await lineOf(page, again)
      .getByRole('button', { name: `管理 ${memberName} 的发言` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '删除这条发言' }).click();
    await expect(lineOf(member, again)).toHaveCount(0);
    await expect(lineOf(page, again)).toHaveCount(0);

    // The 房管 tab appearing did not remount the chat: one ticket (and so one socket) all along.
    expect(adminTickets).toBe(1);

    // Closing the room (spec §4): the member is told and cannot type; reopening lets the admin in again.
    await page.getByRole('tab', { name: '房管' }).click();
    await page.getByLabel('开放聊天室').uncheck();
    await page.getByRole('button', { name: '保存设置' }).click();
    await expect(chat(member).getByRole('status')).toHaveText('聊天室已关闭');
    await expect(input(member)).toBeDisabled();
    await page.getByLabel('开放聊天室').check();
    await page.getByRole('button', { name: '保存设置' }).click();
    await page.getByRole('tab', { name: '聊天' }).click();
    await expect(input(page)).toBeEnabled();
    await expect(chat(page).getByRole('status')).toBeHidden();
    await otherContext.close();
  });
});

import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { registerMember } from './members.ts';
import { startServer, type ServerHandle } from './server-process.ts';

// spec §7 "Messages": letters and notices with unread counts, sticky, delete; a new letter reaches an
// open page without a reload. Notices go to every member of a site, so this file has a server of its
// own and its tests run one after another.
test.describe.configure({ mode: 'serial' });

let server: ServerHandle;
test.beforeAll(async () => {
  test.setTimeout(120_000); // a fresh server migrates and seeds its database first
  server = await startServer();
});
test.afterAll(async () => server.stop());

const url = (path: string) => `${server.baseUrl}${path}`;
const meTabBadge = (page: Page) =>
  page.getByRole('navigation', { name: '主导航' }).getByTestId('me-tab-badge');

async function memberOnMe(page: Page) {
  const name = await registerMember(page, { base: server.baseUrl });
  await page.goto(url('/app/me'));
  await expect(page.getByTestId('inbox-entry')).toBeVisible();
  return name;
}

const letter = (name: string, title: string, link?: string) =>
  operator(server, '/admin/messages/letters', { name, title, content: `${title}：详情见此`, link });

test('an operator letter shows on the open page, is read, pinned and deleted', async ({ page }) => {
  test.setTimeout(60_000);
  const name = await memberOnMe(page);
  await expect(meTabBadge(page)).toHaveCount(0);

  await letter(name, '存款到账通知', '/app/wallet');
  // no reload: the inbox socket pushes and the badge appears
  await expect(meTabBadge(page)).toHaveText('1');
  await expect(page.getByTestId('inbox-entry-badge')).toContainText('1 条未读消息');

  await page.getByTestId('inbox-entry').click();
  await expect(page).toHaveURL(/\/app\/me\/inbox$/);
  const rows = page.getByTestId('inbox-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('未读');
  await rows.first().click();
  const dialog = page.getByRole('dialog', { name: '存款到账通知' });
  await expect(dialog).toContainText('存款到账通知：详情见此');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(meTabBadge(page)).toHaveCount(0);
  await expect(rows.first()).not.toContainText('未读');

  // a newer letter comes first until the older one is pinned
  await letter(name, '第二封信');
  await expect(meTabBadge(page)).toHaveText('1');
  await expect(rows.first()).toContainText('第二封信');
  await rows.filter({ hasText: '存款到账通知' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '置顶', exact: true }).click();
  await expect(page.getByText('已置顶')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  await expect(rows.first()).toContainText('存款到账通知');
  await expect(rows.first()).toContainText('置顶');

  // delete the second letter: it stays deleted after a reload
  await rows.filter({ hasText: '第二封信' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog', { name: '删除' }).getByRole('button', { name: '确定删除' }).click();
  await expect(rows).toHaveCount(1);
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('存款到账通知');
  await expect(meTabBadge(page)).toHaveCount(0);

  // the letter's link opens a screen of the app
  await rows.first().click();
  await page.getByRole('dialog').getByRole('link', { name: '前往查看' }).click();
  await expect(page).toHaveURL(/\/app\/wallet$/);
});

async function newMemberPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await memberOnMe(page);
  return { context, page };
}

test('a notice to all members reaches two open pages, each with its own read state', async ({ browser }) => {
  test.setTimeout(60_000);
  const a = await newMemberPage(browser);
  const b = await newMemberPage(browser);
  await operator(server, '/admin/messages/notices', { title: '系统维护公告', content: '今晚 02:00 维护' });
  await expect(meTabBadge(a.page)).toHaveText('1');
  await expect(meTabBadge(b.page)).toHaveText('1');

  await a.page.goto(url('/app/me/inbox?tab=notice'));
  await a.page.getByRole('button', { name: '全部已读' }).click();
  await expect(meTabBadge(a.page)).toHaveCount(0);
  await expect(a.page.getByTestId('inbox-row')).toContainText('系统维护公告');
  // the other member's notice is still unread
  await b.page.reload();
  await expect(meTabBadge(b.page)).toHaveText('1');
  await a.context.close();
  await b.context.close();
});

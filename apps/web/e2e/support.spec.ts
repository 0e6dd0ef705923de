import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerMember, sharedServer, uniqueName } from './members.ts';
import { operator } from './operator.ts';

// A real 1×1 PNG: the server checks image bytes like a deposit proof.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const OPERATOR_PASSWORD = 'operator123';

/** Creates an operator account with the ADMIN token (as `npm run admin -- support-operator` does). */
async function newOperatorAccount() {
  const name = uniqueName('op_');
  const displayName = `小${name.slice(-3)}`;
  await operator(sharedServer(), '/admin/support/operators', {
    name,
    password: OPERATOR_PASSWORD,
    displayName,
  });
  return { name, displayName };
}

async function signInConsole(page: Page, name: string) {
  await page.goto('/ops');
  await page.getByLabel('客服账号').fill(name);
  await page.getByLabel('密码').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText(/当前客服：/)).toBeVisible();
}

const log = (page: Page) => page.getByRole('log');

test.describe('customer service (spec §1 "contact customer service", §2 /cs)', () => {
  test('a member and an operator chat both ways in /cs and the console, with images', async ({
    page,
    browser,
  }) => {
    const op = await newOperatorAccount();
    const consoleContext = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 390, height: 844 },
    });
    const desk = await consoleContext.newPage();
    await signInConsole(desk, op.name);

    const member = await registerMember(page, { prefix: 'cs' });
    await page.goto('/cs');
    await expect(page.getByTestId('support-status')).toContainText('客服在线');
    await page.getByLabel('输入消息').fill('我的充值还没到账');
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(log(page).getByText('我的充值还没到账')).toBeVisible();
    await expect(page.getByTestId('support-status')).toContainText(/排在第 \d+ 位/);

    // The operator sees the waiting member, takes the conversation and sees the member's details.
    await desk.getByTestId('ops-conversation').filter({ hasText: member }).click();
    await desk.getByRole('button', { name: '接入' }).click();
    await expect(desk.getByTestId('ops-member-name')).toContainText(member);
    await expect(desk.getByTestId('ops-balance-main')).toContainText('元');
    await expect(log(desk).getByText('我的充值还没到账')).toBeVisible();

    // Without a reload the member sees who took it, the reply, and that their line was read.
    await expect(page.getByTestId('support-status')).toContainText(`客服 ${op.displayName} 正在为您服务`);
    await desk.getByLabel('回复内容').fill('您好，正在为您查询');
    await desk.getByRole('button', { name: '发送', exact: true }).click();
    await expect(log(page).getByText('您好，正在为您查询')).toBeVisible();
    await expect(page.getByTestId('support-delivery').first()).toHaveText('已读');

    // Images both ways.
    await page
      .getByLabel('发送图片')
      .setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await expect(log(desk).getByRole('img', { name: '图片' })).toBeVisible();
    await desk
      .getByLabel('发送图片')
      .setInputFiles({ name: 'guide.png', mimeType: 'image/png', buffer: PNG });
    await expect(log(page).getByRole('img', { name: '图片' })).toHaveCount(2);

    await page.getByLabel('输入消息').fill('好的谢谢');
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(log(desk).getByText('好的谢谢')).toBeVisible();

    await desk.getByLabel('结束备注').fill('已核实，充值已到账');
    await desk.getByRole('button', { name: '结束会话' }).click();
    await expect(page.getByTestId('support-status')).toContainText('本次会话已结束');
    await expect(log(page).getByText('本次会话已结束，感谢您的咨询')).toBeVisible();
    await consoleContext.close();
  });

  test("a visitor's conversation carries over to the member after signing in on the same device", async ({
    page,
  }) => {
    const op = await newOperatorAccount();
    // The operator is online through the console API (a session seen within the last 30 s).
    const login = await fetch(`${sharedServer().baseUrl}/api/ops/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: op.name, password: OPERATOR_PASSWORD }),
    });
    expect(login.ok).toBe(true);

    await page.goto('/cs');
    const question = `访客提问 ${Math.random().toString(36).slice(2, 7)}`;
    await page.getByLabel('输入消息').fill(question);
    await page.getByRole('button', { name: '发送', exact: true }).click();
    await expect(log(page).getByText(question)).toBeVisible();

    const member = await registerMember(page, { prefix: 'vis' });
    await page.goto('/cs');
    await expect(log(page).getByText(question)).toBeVisible();
    await expect(page.getByTestId('support-status')).toContainText(/排在第 \d+ 位/);

    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const list = await fetch(`${sharedServer().baseUrl}/api/ops/conversations`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = (
      (await list.json()) as { data: { list: { memberName: string | null; lastText: string }[] } }
    ).data.list;
    expect(rows.find((r) => r.lastText === question)?.memberName).toBe(member);
  });
});

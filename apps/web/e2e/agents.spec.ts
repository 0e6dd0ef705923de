import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { field, registerMember, sharedServer } from './members.ts';
import { placeDeposit, settleDeposit } from './money.ts';

// spec §6 "Agent: check, join and contact"; spec §2 `/?i_code=` registration: an agent applies, an
// operator approves, and a member registered through the agent's link shows on the agent's page
// with the deposit once it settles.

/** Shows a member name as the agent page does: two characters, three stars, the last one. */
const masked = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;

test('an approved agent sees a member who registered through its link, with the settled deposit', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const agentName = await registerMember(page, { prefix: 'agt' });
  await page.goto('/app/me');
  await page.getByTestId('agent-entry').click();
  await expect(page).toHaveURL(/\/app\/me\/agent$/);
  await expect(page.getByRole('heading', { name: '加入代理' })).toBeVisible();
  await field(page, '联系方式类型').selectOption('wechat');
  await field(page, '联系方式').fill('agent_wx_e2e');
  await field(page, '推广渠道').fill('微信群');
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByRole('heading', { name: '申请审核中' })).toBeVisible();

  const pending = (await operator(sharedServer(), '/admin/agents/applications?status=pending')) as {
    list: { id: string; memberName: string; channel: string }[];
  };
  const application = pending.list.find((a) => a.memberName === agentName);
  expect(application?.channel).toBe('微信群');
  await operator(sharedServer(), `/admin/agents/applications/${application?.id ?? ''}/approve`, {});

  await page.reload();
  const code = (await page.getByTestId('agent-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  await expect(field(page, '推广链接')).toHaveValue(new RegExp(`/\\?i_code=${code}$`));
  await expect(page.getByRole('img', { name: '推广二维码' })).toBeVisible();
  await expect(page.getByText('还没有通过您的链接注册的会员')).toBeVisible();

  // another browser opens the link, registers and deposits
  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(`/?i_code=${code}`);
  await expect(invited).toHaveURL(/\/app\/home/);
  const invitedName = await registerMember(invited, { prefix: 'inv' });
  const orderNo = await placeDeposit(invited, '500');
  await context.close();

  await page.reload();
  const row = page.getByTestId('agent-member-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(masked(invitedName));
  await expect(row).toContainText('0.00');

  await settleDeposit(orderNo);
  await page.reload();
  await expect(row).toContainText('500.00');
  await expect(page.getByTestId('agent-totals')).toContainText('存款 500.00 元');
});

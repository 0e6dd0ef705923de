import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerMember, sharedServer, uniqueName } from './members.ts';
import { operator } from './operator.ts';

// The operator console's tools (docs/responsible-play.md "Operators", docs/activities.md "Operator"):
// a member's limits and exclusions, adding an exclusion but never a shorter one, and the review of
// activity applications (spec §7 "promotions list … apply"), against the real server.

const OPERATOR_PASSWORD = 'operator123';

async function signInConsole(page: Page) {
  const name = uniqueName('opt_');
  await operator(sharedServer(), '/admin/support/operators', { name, password: OPERATOR_PASSWORD });
  await page.goto('/ops');
  await page.getByLabel('客服账号').fill(name);
  await page.getByLabel('密码').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText(/当前客服：/)).toBeVisible();
}

const memberSection = (page: Page) => page.getByRole('region', { name: '会员理性娱乐' });

test.describe('operator console tools', () => {
  // A refused console request answers its HTTP status (409), which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 409/] });
  test('an operator sees a member’s limit, adds a self-exclusion and cannot shorten it', async ({
    page,
    browser,
  }) => {
    const name = await registerMember(page, { prefix: 'e2eopt' });
    await page.goto('/app/me/responsible');
    const daily = page.getByTestId('limit-deposit-day');
    await daily.getByLabel('每日存款限额（元）').fill('800');
    await daily.getByRole('button', { name: '保存' }).click();
    await expect(daily).toContainText('800.00 元');

    const desk = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await signInConsole(desk);
    const section = memberSection(desk);
    await section.getByLabel('会员账号').fill(name);
    await section.getByRole('button', { name: '查询' }).click();
    await expect(section.getByTestId('ops-limits')).toContainText('每日存款限额：800.00 元（已用 0.00 元）');
    await expect(section.getByTestId('ops-birth-date')).toHaveText('1990-01-31');
    await expect(section.getByTestId('ops-exclusion-active')).toHaveText('无进行中的冷静期或自我禁入');

    await section.getByLabel('类型').selectOption({ label: '自我禁入' });
    await section.getByLabel('自我禁入月数（6–60）').fill('6');
    await section.getByLabel('备注', { exact: true }).fill('本人来电要求');
    await section.getByRole('button', { name: '增加' }).click();
    await expect(section.getByTestId('ops-exclusion-active')).toContainText('自我禁入进行中');
    await expect(section.getByRole('list', { name: '全部记录' })).toContainText('客服设置 · 本人来电要求');

    // A shorter time-out would end it early: refused with the reason, nothing added.
    await section.getByLabel('类型').selectOption({ label: '冷静期' });
    await section.getByLabel('冷静期天数（1–42）').fill('3');
    await section.getByRole('button', { name: '增加' }).click();
    await expect(desk.getByText('已有更长的冷静期或自我禁入在进行中，不能缩短')).toBeVisible();
    await expect(section.getByRole('list', { name: '全部记录' }).getByRole('listitem')).toHaveCount(1);

    // The member is held to it.
    await page.reload();
    await expect(page.getByTestId('exclusion-active')).toContainText('自我禁入进行中');
    await desk.context().close();
  });

  test('an operator approves an application in the console and the member sees it approved', async ({
    page,
    browser,
  }) => {
    const name = await registerMember(page, { prefix: 'e2eapp' });
    await page.goto('/app/activities?a=welcome-review');
    await page.getByRole('button', { name: '立即报名' }).click();
    await expect(page.getByText('审核中')).toBeVisible();

    const desk = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await signInConsole(desk);
    const item = desk
      .getByRole('region', { name: '活动申请审核' })
      .getByRole('listitem', { name: new RegExp(`^${name} 申请「新会员见面礼（审核）」`) });
    await item.getByLabel('审核备注').fill('资料齐全');
    await item.getByRole('button', { name: '通过' }).click();
    await expect(desk.getByText('已通过，优惠已发放')).toBeVisible();
    await expect(item).toHaveCount(0);

    await page.reload();
    await expect(page.getByText('已报名')).toBeVisible();
    // Ledger truth: the promotion's 18.88 元 bonus was paid once.
    const state = (await operator(sharedServer(), `/admin/rewards/members/${name}`)) as {
      grants: { source: string; amount: number }[];
    };
    expect(state.grants.filter((g) => g.source === 'act:welcome-review').map((g) => g.amount)).toEqual([
      1888,
    ]);
    await desk.context().close();
  });
});

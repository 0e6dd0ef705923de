import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { registerMember, sharedServer } from './members.ts';
import { settledDeposit } from './money.ts';

// The 活动 tab against the real server (docs/activities.md): visitors browse, members sign in and spin
// a wheel earned by a real deposit, and a black-tagged member gets the spec §8 alert → /app/home.

test.describe('activities tab', () => {
  test('a visitor browses the promotions and is asked to log in to take part', async ({ page }) => {
    await page.goto('/app/activities');
    const list = page.getByRole('list', { name: '活动' });
    await expect(list.getByRole('button', { name: /每日签到礼/ })).toBeVisible();
    await page.getByRole('tab', { name: '存款' }).click();
    await expect(list.getByRole('button', { name: /首存送 50%/ })).toBeVisible();
    await expect(list.getByRole('button', { name: /每日签到礼/ })).toHaveCount(0);
    await list.getByRole('button', { name: /首存送 50%/ }).click();
    await expect(page.getByText('登录后参与活动').first()).toBeVisible();
    await expect(page.getByText(/最高 388 元/)).toBeVisible();
  });

  test('a member signs in once today; a wheel spin earned by a deposit is paid as drawn', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const name = await registerMember(page, { prefix: 'e2eact' });
    await page.goto('/app/activities?a=sign-daily');
    await expect(page.getByTestId('sign-streak')).toHaveText('已连续签到 0 天');
    await page.getByRole('button', { name: '立即签到' }).click();
    await expect(page.getByTestId('sign-streak')).toHaveText('已连续签到 1 天');
    await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();

    await settledDeposit(page, '100');
    await page.goto('/app/activities?a=wheel-lucky');
    await expect(page.getByTestId('draw-chances')).toHaveText('剩余机会：1 次');
    await page.getByRole('button', { name: '开始抽奖' }).click();
    await expect(page.getByTestId('draw-chances')).toHaveText('剩余机会：0 次');
    // Ledger truth: exactly the drawn prize was paid (cash prizes are grants of the wheel's source).
    const won = (await page.locator('.act-prizes .is-won').textContent()) ?? '';
    const yuan = /^(\d+) 元/.exec(won);
    const state = (await operator(sharedServer(), `/admin/rewards/members/${name}`)) as {
      grants: { source: string; amount: number }[];
    };
    const paid = state.grants.filter((g) => g.source === 'act:wheel-lucky').map((g) => g.amount);
    expect(paid).toEqual(yuan ? [Number(yuan[1]) * 100] : []);
  });

  test('a black-tagged member gets the activity-blacklist alert and OK lands on home', async ({ page }) => {
    const name = await registerMember(page, { prefix: 'e2eabk' });
    await operator(sharedServer(), `/admin/rewards/members/${name}/tags`, { blackTag: true });
    await page.goto('/app/activities?a=back-flow');
    await page.getByRole('button', { name: '申请回归礼金' }).click();
    const alert = page.getByRole('dialog', { name: '温馨提示' });
    await expect(alert).toContainText('暂不符合参与活动及领取优惠的条件');
    await alert.getByRole('button').click();
    await expect(page).toHaveURL(/\/app\/home$/);
  });
});

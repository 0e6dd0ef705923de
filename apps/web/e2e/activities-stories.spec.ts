import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { E2E_PASSWORD, field, registerMember, sharedServer } from './members.ts';
import { settledDeposit } from './money.ts';
import { freshDataDir, startServer } from './server-process.ts';

// Activity stories against the real server (docs/activities.md): the first-deposit bonus and the
// invite-friend reward are paid when the operator settles a real deposit, each as a grant of the
// rewards core with its turnover requirement, shown in "my activity records"; a guess is settled
// when the operator finishes its match.

const grantsOf = async (name: string, source: string) => {
  const state = (await operator(sharedServer(), `/admin/rewards/members/${name}`)) as {
    grants: { source: string; amount: number; turnoverRequired: number }[];
  };
  return state.grants
    .filter((g) => g.source === source)
    .map((g) => ({ amount: g.amount, turnoverRequired: g.turnoverRequired }));
};

test.describe('activity stories', () => {
  test('a first-deposit bonus is credited with its 3× turnover when the operator settles the deposit', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const name = await registerMember(page, { prefix: 'e2efd' });
    await page.goto('/app/activities?a=first-deposit');
    await expect(page.getByText(/首存赠送 50%/)).toBeVisible();
    await page.getByRole('button', { name: '立即报名' }).click();
    await expect(page.getByText('已报名')).toBeVisible();

    await settledDeposit(page, '200'); // 50 % of 200 元 = 100 元, played through 3× = 300 元
    expect(await grantsOf(name, 'act:first-deposit')).toEqual([{ amount: 10_000, turnoverRequired: 30_000 }]);
    await page.goto('/app/activities?view=records');
    const records = page.getByTestId('activity-records');
    await expect(records.getByRole('listitem')).toHaveCount(1);
    await expect(records).toContainText('首存送 50% 首存彩金');
    await expect(records).toContainText('+100.00 元');
    await expect(records).toContainText('需流水 300.00 元');
    await page.goto('/app/wallet');
    await expect(page.getByTestId('turnover-remaining')).toContainText('300.00 元');
  });

  test('an invitee registered through the link rewards the inviter when their first deposit settles', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const inviter = await registerMember(page, { prefix: 'e2einv' });
    await page.goto('/app/activities?a=invite-friend');
    const link = (await page.locator('.act-link span').textContent()) ?? '';
    expect(link).toMatch(/\/\?r_code=R[0-9A-Z]+$/); // R and the inviter's id in base 36, upper case
    await expect(page.getByText('已邀请 0 人')).toBeVisible();

    const other = await browser.newContext();
    try {
      const invitee = await other.newPage();
      await invitee.goto(link);
      // The app keeps r_code once it has routed the address to home (spec §2); registering earlier
      // would leave the address before the app read it.
      await expect(invitee).toHaveURL(/\/app\/home\?r_code=R[0-9A-Z]+$/);
      await registerMember(invitee, { prefix: 'e2einvd' }); // the same tab keeps r_code
      await settledDeposit(invitee, '100');
    } finally {
      await other.close();
    }

    expect(await grantsOf(inviter, 'act:invite-friend')).toEqual([
      { amount: 2_800, turnoverRequired: 2_800 },
    ]);
    await page.reload();
    await expect(page.getByText('已邀请 1 人')).toBeVisible();
    await expect(page.getByText(/累计奖励 28\.00 元/)).toBeVisible();
    await page.goto('/app/activities?view=records');
    await expect(page.getByTestId('activity-records')).toContainText('邀请好友：好友首存奖励');
  });

  // spec §1 sign-in gifts: the streak of consecutive site days. The next day comes from the server's
  // clock moved by a day (CLOCK_OFFSET_MS, test servers only) on the same database.
  test('signs in on two consecutive site days and sees the streak grow', async ({ browser }) => {
    test.setTimeout(180_000);
    const dataDir = freshDataDir();
    let own = await startServer({ dataDir });
    let context = await browser.newContext({ baseURL: own.baseUrl });
    try {
      let page = await context.newPage();
      const name = await registerMember(page, { base: own.baseUrl, prefix: 'e2esd' });
      await page.goto('/app/activities?a=sign-daily');
      await page.getByRole('button', { name: '立即签到' }).click();
      await expect(page.getByTestId('sign-streak')).toHaveText('已连续签到 1 天');
      await context.close();
      await own.stop();

      own = await startServer({ dataDir, env: { CLOCK_OFFSET_MS: String(24 * 3_600_000) } });
      context = await browser.newContext({ baseURL: own.baseUrl });
      page = await context.newPage();
      await page.goto('/login');
      await field(page, '用户名').fill(name);
      await field(page, '密码').fill(E2E_PASSWORD);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await expect(page).toHaveURL(/\/app\/home$/);
      await page.goto('/app/activities?a=sign-daily');
      await page.getByRole('button', { name: '立即签到' }).click();
      await expect(page.getByTestId('sign-streak')).toHaveText('已连续签到 2 天');
      await expect(page.getByRole('button', { name: '今日已签到' })).toBeDisabled();
      const state = (await operator(own, `/admin/rewards/members/${name}`)) as {
        grants: { source: string }[];
      };
      expect(state.grants.filter((g) => g.source.startsWith('act:sign-daily'))).toHaveLength(2);
    } finally {
      await context.close();
      await own.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('a guess is settled and paid when the operator finishes the match', async ({ browser }) => {
    test.setTimeout(120_000);
    // Its own server: finishing a match of the live schedule must not end a match other stories use.
    const own = await startServer();
    const context = await browser.newContext({ baseURL: own.baseUrl });
    try {
      const page = await context.newPage();
      const name = await registerMember(page, { base: own.baseUrl, prefix: 'e2egs' });
      await page.goto('/app/activities?a=guess-match');
      const card = page.locator('.act-guess-card').first();
      const matchId = (await card.getAttribute('data-match')) ?? '';
      expect(matchId).not.toBe('');
      await card.getByRole('button').first().click(); // the home side wins
      await expect(page.getByText('竞猜已提交')).toBeVisible();
      await expect(card.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
      const records = page.getByTestId('guess-records');
      await expect(records).toContainText('待开奖');

      await operator(own, `/admin/live/matches/${matchId}/finish`, { homeScore: 2, visitScore: 1 });
      const settled = (await operator(own, '/admin/activities/guesses/settle', {})) as { settled: number };
      expect(settled.settled).toBe(1);
      await page.reload();
      await expect(records).toContainText('猜中');
      const state = (await operator(own, `/admin/rewards/members/${name}`)) as {
        grants: { source: string; amount: number }[];
      };
      expect(state.grants.filter((g) => g.source === 'act:guess-match').map((g) => g.amount)).toEqual([588]);
      await page.goto('/app/activities?view=records');
      await expect(page.getByTestId('activity-records')).toContainText('+5.88 元');
    } finally {
      await context.close();
      await own.stop();
    }
  });
});

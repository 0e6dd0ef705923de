import type { Page } from '@playwright/test';
import { luhnCheckDigit } from '@arena/domain';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { field, registerMember, sharedServer } from './members.ts';
import { bindRealNameAndWithdrawPassword, placeDeposit, settledDeposit } from './money.ts';
import { startServer } from './server-process.ts';

// Rewards and VIP against the real server (docs/rewards.md): levels from real deposits and real game
// rounds, the upgrade gift paid once, rebate from real rounds, bonus turnover (流水) holding back a
// withdrawal until played through, coupons, and the spec §8 activity-blacklist alert → /app/home.

const WITHDRAW_PASSWORD = '246810';

/**
 * Plays one real dice round of `stake` 元 on yb0003 with auto-transfer (switched on by the first
 * round, `firstRound`), then leaves, so the money comes back to the main wallet.
 */
async function playRound(page: Page, stake: string, firstRound: boolean) {
  await page.goto('/app/egame/yb0003');
  const auto = page.getByLabel('自动转账');
  if (firstRound) {
    await expect(page.getByTestId('lobby-center-balance')).toHaveText('500.00');
    await auto.click();
  }
  await expect(auto).toBeChecked();
  await page
    .locator('[data-testid="game-tile"][data-game-code="yb0003"]')
    .getByRole('button', { name: /进入/ })
    .click();
  await expect(page.getByText('真钱模式')).toBeVisible();
  await page.locator('#stakes').getByRole('button', { name: stake, exact: true }).click();
  await page.getByTestId('play-roll').click();
  await expect(page.getByTestId('play-rounds').locator('li')).toHaveCount(1);
  await page.getByTestId('play-leave').click();
  await expect(page).toHaveURL(/\/app\/egame/);
}

/** Real name, withdraw password and a bank card, through the account and wallet screens. */
async function readyToWithdraw(page: Page) {
  await page.goto('/app/me/security');
  await bindRealNameAndWithdrawPassword(page, WITHDRAW_PASSWORD);
  const payload = '622202123456780';
  await page.goto('/app/wallet/cards');
  await field(page, '开户银行').selectOption({ label: '招商银行' });
  await field(page, '卡号').fill(`${payload}${luhnCheckDigit(payload)}`);
  await page.getByTestId('bank-cards').getByLabel('取款密码', { exact: true }).fill(WITHDRAW_PASSWORD);
  await page.getByTestId('card-submit').click();
  await expect(page.getByTestId('bank-card-number')).toHaveCount(1);
}

async function tryWithdraw(page: Page) {
  await page.goto('/app/wallet/withdraw');
  await field(page, '提现金额').fill('100');
  await field(page, '取款密码').fill(WITHDRAW_PASSWORD);
  await page.getByTestId('withdraw-submit').click();
}

test.describe('rewards and VIP', () => {
  test('deposit and play to VIP1, claim the upgrade gift once and the rebate; withdraw after the turnover', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerMember(page, { prefix: 'e2erw' });
    await settledDeposit(page, '500');
    await playRound(page, '50', true); // 100 元 deposited and 20 元 valid turnover reach VIP1

    await page.goto('/app/me/vip');
    await expect(page.getByTestId('vip-current-level')).toHaveText('VIP1');
    await page.goto('/app/me');
    await expect(page.getByLabel('VIP 等级 1')).toBeVisible();

    // The upgrade gift: claimable once; afterwards it reads as claimed (the server refuses a repeat).
    await page.goto('/app/me/vip');
    await page.getByRole('button', { name: '领取 VIP1 晋级礼金' }).click();
    await expect(page.getByText('领取成功，8.00 元已到账')).toBeVisible();
    const gifts = page.getByTestId('bonus-list-upgrade');
    await expect(gifts.getByRole('button', { name: '领取 VIP1 晋级礼金' })).toHaveCount(0);
    await expect(gifts.getByText('已领取')).toBeVisible();

    // Rebate from the real round: 50 元 × 0.60 % (VIP0 egame rate when it settled) = 0.30 元.
    await page.goto('/app/me/rebate');
    await expect(page.getByTestId('rebate-claimable')).toHaveText('0.30 元');
    await page.getByRole('button', { name: '立即领取' }).click();
    await expect(page.getByText('领取成功，0.30 元已到账')).toBeVisible();
    await expect(page.getByTestId('rebate-claimable')).toHaveText('0.00 元');

    // The bonuses carry 8.30 元 of turnover: the withdrawal is refused, naming what remains.
    await readyToWithdraw(page);
    await tryWithdraw(page);
    await expect(page.getByText('您还需完成 8.30 元有效流水才能提现')).toBeVisible();
    await expect(page.getByTestId('turnover-remaining')).toContainText('8.30 元');

    await playRound(page, '10', false);
    await tryWithdraw(page);
    await expect(page.getByText(/提现申请已提交/)).toBeVisible();
    await page.goto('/app/wallet');
    await expect(page.getByTestId('turnover-card')).toHaveCount(0);
    const check = (await operator(sharedServer(), '/admin/ledger/check')) as { ok: boolean };
    expect(check.ok).toBe(true);
  });

  test('a coupon code is redeemed once in the welfare centre', async ({ page }) => {
    const code = `E2E${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await operator(sharedServer(), '/admin/rewards/coupons', {
      code,
      title: '浏览器测试礼金',
      amount: 1_200,
      maxUses: 3,
    });
    await registerMember(page, { prefix: 'e2ecp' });
    await page.goto('/app/me/welfare');
    await field(page, '兑换码').fill('ab');
    await page.getByRole('button', { name: '兑换', exact: true }).click();
    await expect(page.getByText('兑换码为 4–32 位字母或数字')).toBeVisible();
    await field(page, '兑换码').fill(code.toLowerCase());
    await page.getByRole('button', { name: '兑换', exact: true }).click();
    await expect(page.getByText('兑换成功，12.00 元已到账')).toBeVisible();
    await expect(page.getByTestId('reward-records')).toContainText(code);
    await field(page, '兑换码').fill(code);
    await page.getByRole('button', { name: '兑换', exact: true }).click();
    await expect(page.getByText('您已使用过该兑换码')).toBeVisible();
  });

  test('a black-tagged member gets the activity-blacklist alert and OK lands on home', async ({ page }) => {
    const code = `BLK${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await operator(sharedServer(), '/admin/rewards/coupons', {
      code,
      title: '黑名单测试',
      amount: 100,
      maxUses: 3,
    });
    const name = await registerMember(page, { prefix: 'e2ebk' });
    await operator(sharedServer(), `/admin/rewards/members/${name}/tags`, { blackTag: true });
    await page.goto('/app/me/coupon');
    await field(page, '兑换码').fill(code);
    await page.getByRole('button', { name: '兑换', exact: true }).click();
    const alert = page.getByRole('dialog', { name: '温馨提示' });
    await expect(alert).toContainText('暂不符合参与活动及领取优惠的条件');
    await alert.getByRole('button').click();
    await expect(page).toHaveURL(/\/app\/home$/);
  });

  test('an operator-run week dividend period pays the level amount once; running it again pays nothing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await registerMember(page, { prefix: 'e2edv' });
    await settledDeposit(page, '500');
    await playRound(page, '50', true); // VIP1 and 50 元 of turnover this week (VIP1 needs 20 元)
    const period = currentWeek();
    const first = (await operator(sharedServer(), '/admin/rewards/jobs/dividend-week/run', { period })) as {
      outcome: string;
    };
    expect(first.outcome).toBe('ran');
    await page.goto('/app/me/dividends');
    const week = page.getByTestId('bonus-list-week');
    await week.getByRole('button', { name: /领取 VIP1 周俸禄/ }).click();
    await expect(page.getByText('领取成功，3.00 元已到账')).toBeVisible();
    await expect(week.getByText('已领取')).toBeVisible();
    const again = (await operator(sharedServer(), '/admin/rewards/jobs/dividend-week/run', { period })) as {
      outcome: string;
      offers?: number;
    };
    expect(again.outcome).toBe('done-before');
    await page.reload();
    await expect(week.getByRole('listitem')).toHaveCount(1);
    await expect(week.getByRole('button')).toHaveCount(0);
  });

  // spec §6 and §9: chat viewer level 4 or below is low, above 4 high; the chat level follows the VIP level.
  test("a member's VIP level shows on their chat lines, low at VIP1 and high at VIP5", async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // Its own server: the operator lowers VIP5's thresholds there, which the suite's server must not see.
    const own = await startServer();
    const member = await browser.newContext({ baseURL: own.baseUrl });
    const visitor = await browser.newContext({ baseURL: own.baseUrl });
    try {
      const page = await member.newPage();
      const viewer = await visitor.newPage();
      await registerMember(page, { base: own.baseUrl, prefix: 'e2evc' });
      await operator(own, `/admin/finance/deposits/${await placeDeposit(page, '500')}/settle`, {});
      await playRound(page, '50', true); // VIP1

      const room = '/app/live/room/r-cast-1';
      const chat = (p: Page) => p.getByTestId('chat-panel');
      await viewer.goto(room);
      await expect(chat(viewer).getByText('大家晚上好')).toBeVisible();
      await page.goto(room);
      const say = async (text: string) => {
        await page.getByLabel('聊天内容', { exact: true }).fill(text);
        await page.getByRole('button', { name: '发送', exact: true }).click();
      };
      const badgeOf = (p: Page, text: string) =>
        chat(p).getByRole('listitem').filter({ hasText: text }).locator('.chat-level');
      await say('VIP1 报到');
      for (const p of [page, viewer]) {
        await expect(badgeOf(p, 'VIP1 报到')).toHaveAttribute('aria-label', '等级 1', { timeout: 10_000 });
        await expect(badgeOf(p, 'VIP1 报到')).toHaveClass(/chat-level-low/);
      }

      // The operator lowers VIP5 (an operator-editable level); the member's next settled deposit reaches it.
      const { levels } = (await operator(own, '/admin/rewards/vip-levels')) as {
        levels: (Record<string, unknown> & { level: number })[];
      };
      const vip5 = Object.fromEntries(
        Object.entries(levels.find((l) => l.level === 5) ?? {}).filter(([k]) => k !== 'level'),
      );
      const put = await fetch(`${own.baseUrl}/admin/rewards/vip-levels/5`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${own.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...vip5, depositRequired: 100_000, turnoverRequired: 2_000 }),
      });
      expect(put.status).toBe(200);
      await operator(own, `/admin/finance/deposits/${await placeDeposit(page, '500')}/settle`, {});
      await page.goto('/app/me/vip');
      await expect(page.getByTestId('vip-current-level')).toHaveText('VIP5');

      await page.goto(room);
      await say('VIP5 来了');
      for (const p of [page, viewer]) {
        await expect(badgeOf(p, 'VIP5 来了')).toHaveAttribute('aria-label', '等级 5', { timeout: 10_000 });
        await expect(badgeOf(p, 'VIP5 来了')).toHaveClass(/chat-level-high/);
      }
    } finally {
      await member.close();
      await visitor.close();
      await own.stop();
    }
  });
});

/** The ISO week ('YYYY-Www') holding now in Beijing time, the period the dividend job settles. */
function currentWeek(): string {
  const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const d = Date.parse(`${day}T00:00:00Z`);
  const thursday = d + (3 - ((new Date(d).getUTCDay() + 6) % 7)) * 86_400_000;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

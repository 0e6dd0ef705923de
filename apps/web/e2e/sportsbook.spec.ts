import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { registerMember, sharedServer } from './members.ts';
import { settledDeposit } from './money.ts';

// The sportsbook against the real server (docs/sportsbook.md; sports betting is spec §1's first offer,
// a sports venue is usable at status 0, spec §4): a funded member moves money into the sports venue,
// bets in play, the price moves during acceptance, the operator finishes the match, and the venue
// balance changes by exactly the settled amount, as the ledger says.

const venueBalance = (page: Page) => page.getByTestId('sb-venue-balance');
const yuan = (fen: number) =>
  `${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;

/** A member with 1,000 元 moved into the sports venue, on the sportsbook. */
async function fundedBettor(page: Page): Promise<string> {
  const name = await registerMember(page);
  await settledDeposit(page, '1000');
  await page.goto('/app/sportsbook');
  await page.getByRole('button', { name: '全部转入体育' }).click();
  await expect(venueBalance(page)).toHaveText('体育余额 1,000.00 元');
  return name;
}

/**
 * A football match in play with at least 20 minutes of its clock left (or at half time), so it cannot
 * reach full time, and close its markets, while a test bets on it; football scores rarely, so its
 * markets stay open. The book's sport is chosen through its tab, which puts it in the URL
 * (`?sport=football`): the windowed list then renders football rows only, and when none of the rows on
 * screen has time left the list is scrolled for more. The first test finishes its match through the
 * operator while the second bets in play on the same shared server: each takes its own end of what is
 * on screen, so the second never bets on a match the first has just closed.
 */
async function liveFootball(page: Page, end: 'first' | 'last' = 'first') {
  await page.getByRole('tab', { name: '足球', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/sportsbook\?sport=football$/);
  const rows = page
    .getByRole('region', { name: '滚球进行中' })
    .locator('[data-testid="sb-match"][data-match-id^="m1"]');
  await expect(rows.first()).toBeVisible();
  const seen: { id: string; clock: string }[] = [];
  for (let screen = 0; screen < 6; screen++) {
    const shown = await rows.evaluateAll((els) =>
      els.map((el) => ({
        id: el.getAttribute('data-match-id') ?? '',
        clock: el.getAttribute('data-clock') ?? '',
      })),
    );
    seen.push(...shown);
    const withTime = shown.filter(({ clock }) => clock === '中场' || /^([1-9]|[1-6]\d|70)'$/.test(clock));
    const roomy = end === 'first' ? withTime[0] : withTime.at(-1);
    if (roomy) {
      const row = rows.and(page.locator(`[data-match-id="${roomy.id}"]`));
      await row.scrollIntoViewIfNeeded();
      return { row, matchId: roomy.id };
    }
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
  }
  throw new Error(`no live football match with time left among ${JSON.stringify(seen)}`);
}

const ledgerVenue = async (name: string) => {
  const data = (await operator(sharedServer(), `/admin/finance/members/${name}`)) as {
    balances: { venues: Record<string, number> };
  };
  return data.balances.venues.ybty ?? 0;
};

test.describe('sportsbook', () => {
  test('an in-play single and a 3-leg parlay are placed, survive navigation, and settle to the fen', async ({
    page,
  }) => {
    // Two bets, four matches settled and one member funded once: more steps than one test's default time.
    test.slow();
    const name = await fundedBettor(page);
    const { row, matchId } = await liveFootball(page);
    await row.getByRole('button', { name: /主胜/ }).click();
    // The slip survives navigation; a hot match's 投注 link on the home opens that match in the book.
    await page.goto('/app/home');
    const hot = page.getByTestId('hot-matches').locator('a.hot-row').first();
    const hotId = (await hot.getAttribute('data-match-id')) ?? '';
    await page
      .getByTestId('hot-matches')
      .getByRole('link', { name: /^投注 / })
      .first()
      .click();
    await expect(page).toHaveURL(`/app/sportsbook?match=${hotId}`);
    await expect(page.getByRole('link', { name: /返回赛事列表/ })).toBeVisible();
    await expect(page.getByTestId('sb-odds').first()).toBeVisible();
    await page.goto('/app/sportsbook?sport=football');
    const pick = page.getByTestId('sb-slip-pick');
    await expect(pick).toHaveCount(1);
    await pick.getByRole('button', { name: '100 元' }).click();
    await page.getByRole('radio', { name: '接受任何赔率' }).check();
    await page.getByRole('button', { name: '确认投注（1 注）' }).click();
    await expect(page.getByRole('status').filter({ hasText: '投注成功' })).toBeVisible({ timeout: 10_000 });
    await expect(venueBalance(page)).toHaveText('体育余额 900.00 元');

    await page.getByRole('tab', { name: '我的注单' }).click();
    const open = page.getByTestId('sb-bet');
    await expect(open).toHaveCount(1);
    await expect(open).toContainText('待结算');
    await expect(open).toContainText('滚球');

    // The operator ends the match 1:0: the home win pays stake × odds, floored to the fen.
    await operator(sharedServer(), `/admin/sportsbook/matches/${matchId}/finish`, {
      homeScore: 1,
      visitScore: 0,
    });
    await page.getByRole('tab', { name: '已结算' }).click();
    const settled = page.getByTestId('sb-bet');
    await expect(settled).toHaveAttribute('data-status', 'won');
    const odds = Number(((await settled.locator('.sb-bet-head span').first().textContent()) ?? '').slice(2));
    const returned = Math.floor((10_000 * Math.round(odds * 100)) / 100);
    await expect(settled).toContainText(`返还 ${yuan(returned)} 元`);
    await expect(settled).toContainText('完场 1:0');
    await expect(venueBalance(page)).toHaveText(`体育余额 ${yuan(90_000 + returned)} 元`);
    expect(await ledgerVenue(name)).toBe(90_000 + returned);

    // A 3-leg parlay on coming matches: one stake, settled leg by leg once all three are finished.
    const before = 90_000 + returned;
    await page.getByRole('tab', { name: '赛事' }).click();
    const coming = page
      .getByRole('region', { name: '即将开赛' })
      .locator('[data-testid="sb-match"][data-match-id^="m1"]');
    const legIds: string[] = [];
    const slip = page.getByRole('complementary', { name: '投注单' });
    for (let i = 0; i < 3; i++) {
      await coming.nth(i).getByRole('button', { name: /主胜/ }).click();
      legIds.push((await coming.nth(i).getAttribute('data-match-id')) ?? '');
      // The open slip covers the list on a phone: fold it while picking, as a member would.
      if (i === 0) await slip.getByRole('button', { name: /^投注单/ }).click();
    }
    await slip.getByRole('button', { name: /^投注单/ }).click();
    await page.getByRole('tab', { name: '串关' }).click();
    await expect(slip.getByTestId('sb-parlay-leg')).toHaveCount(3);
    await slip.getByRole('button', { name: '10 元' }).click();
    await slip.getByRole('button', { name: '确认串关（3 串 1）' }).click();
    await expect(slip).toHaveCount(0, { timeout: 10_000 });
    await expect(venueBalance(page)).toHaveText(`体育余额 ${yuan(before - 1_000)} 元`);
    for (const id of legIds)
      await operator(sharedServer(), `/admin/sportsbook/matches/${id}/finish`, {
        homeScore: 1,
        visitScore: 0,
      });
    await page.getByRole('tab', { name: '我的注单' }).click();
    await page.getByRole('tab', { name: '已结算' }).click();
    const parlay = page.getByTestId('sb-parlay');
    await expect(parlay).toHaveAttribute('data-status', 'won');
    const legs = parlay.getByTestId('sb-parlay-leg');
    await expect(legs).toHaveCount(3);
    for (let i = 0; i < 3; i++) await expect(legs.nth(i)).toHaveAttribute('data-status', 'won');
    const legOdds = (await legs.allTextContents()).map((text) =>
      Math.round(Number(/@ (\d+\.\d\d)/.exec(text)?.[1]) * 100),
    );
    // 10 元 × the three booked odds, floored to the fen.
    const paid = Math.floor((1_000 * legOdds[0]! * legOdds[1]! * legOdds[2]!) / 1_000_000);
    await expect(parlay).toContainText(`返还 ${yuan(paid)} 元`);
    await expect(venueBalance(page)).toHaveText(`体育余额 ${yuan(before - 1_000 + paid)} 元`);
    expect(await ledgerVenue(name)).toBe(before - 1_000 + paid);

    // The game records lay the parlay out leg by leg: match, pick, the price taken, the leg's result.
    await page.goto('/app/game-records');
    const record = page.getByTestId('game-record').filter({ hasText: '体育串关 3 串 1' });
    await expect(record).toContainText(`+${yuan(paid - 1_000)}`);
    const recordLegs = record.getByTestId('record-leg');
    await expect(recordLegs).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await expect(recordLegs.nth(i)).toHaveAttribute('data-status', 'won');
      await expect(recordLegs.nth(i)).toContainText(`第 ${i + 1} 关`);
      await expect(recordLegs.nth(i)).toContainText(`@${(legOdds[i]! / 100).toFixed(2)}`);
      await expect(recordLegs.nth(i)).toContainText('赢 · 完场 1:0');
    }
  });

  test('a price moving during acceptance is refused under 不接受变化 and taken under 接受任何赔率', async ({
    page,
  }) => {
    const name = await fundedBettor(page);
    const { row, matchId } = await liveFootball(page, 'last');
    // A price at the book's cap (50.00) or floor does not move with a small shift: take a selection
    // whose price is well inside them (a late, lopsided match prices one side at the cap).
    let movable = /主胜/;
    for (const name of [/主胜/, /平局/, /客胜/]) {
      const odds = Number(await row.getByRole('button', { name }).locator('strong').textContent());
      if (odds >= 1.2 && odds <= 40) {
        movable = name;
        break;
      }
    }
    await row.getByRole('button', { name: movable }).click();
    const pick = page.getByTestId('sb-slip-pick');
    await pick.getByRole('button', { name: '10 元' }).click();
    await page.getByRole('radio', { name: '不接受变化' }).check();
    await page.getByRole('button', { name: '确认投注（1 注）' }).click();
    // During the in-play acceptance delay the trader moves the price.
    await operator(sharedServer(), `/admin/sportsbook/matches/${matchId}/shift`, { byE2: 8 });
    await expect(pick.getByRole('alert')).toContainText('赔率已由', { timeout: 10_000 });
    await expect(venueBalance(page)).toHaveText('体育余额 1,000.00 元');

    await page.getByRole('radio', { name: '接受任何赔率' }).check();
    await page.getByRole('button', { name: '确认投注（1 注）' }).click();
    await operator(sharedServer(), `/admin/sportsbook/matches/${matchId}/shift`, { byE2: -8 });
    // The slip drops a pick only when the book took it (the 2 s success toast is too brief to wait on
    // under load); a refusal would keep the pick with its reason.
    await expect(page.getByTestId('sb-slip-pick')).toHaveCount(0, { timeout: 15_000 });
    await expect(venueBalance(page)).toHaveText('体育余额 990.00 元');
    expect(await ledgerVenue(name)).toBe(99_000);
  });
});

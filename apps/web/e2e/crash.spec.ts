import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerMember, sharedServer } from './members.ts';
import { operator } from './operator.ts';

// The crash game (docs/games.md "Crash rounds"): two members, each in their own browser, launch the
// same crash title from the lobby, watch the same live round over the socket, bet different stakes and
// cash out; each balance moves by exactly its own stake and its own cash-out, checked against the server.
// Each page lists the other's bet (name masked, stake, cash-out), and a busted round's history link opens
// the verification page, which fetches the revealed seed by its hash and recomputes the crash point.

const GAME = 'yb0098'; // 极速雷霆连线
const fen = (text: string | null) => Math.round(Number((text ?? '').replace(/,/g, '')) * 100);
const balance = async (page: Page) => fen(await page.getByTestId('play-balance').textContent());
/** Whether the round has risen past 1.01× (or already busted) on the page. */
const risen = async (page: Page) => {
  const text = (await page.getByTestId('crash-multiplier').textContent()) ?? '';
  return text.startsWith('爆于') || Math.round(Number(text.replace('×', '')) * 100) >= 102;
};
const roundNo = async (page: Page) => Number(await page.getByTestId('crash-round').textContent());

async function launchCrash(page: Page) {
  const name = await registerMember(page, { prefix: 'crash' });
  await operator(sharedServer(), `/admin/games/members/${name}/grant`, { amount: 100_000 });
  await page.goto(`/app/egame?q=${GAME}`);
  await expect(page.getByTestId('lobby-center-balance')).toHaveText('1,000.00');
  await page
    .locator(`[data-testid="game-tile"][data-game-code="${GAME}"]`)
    .getByRole('button', { name: /进入/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/play/by/${GAME}\\?ticket=`));
  await expect(page.getByTestId('play-game')).toContainText('爆破倍数');
  // The page offers the centre wallet when the venue holds less than a stake (auto-transfer off).
  await expect(page.getByTestId('play-balance')).not.toHaveText('--');
  if ((await page.getByTestId('play-balance').textContent()) === '0.00')
    await page.getByRole('button', { name: '从中心钱包转入 1,000.00 元' }).click();
  await expect(page.getByTestId('play-balance')).toHaveText('1,000.00');
}

async function secondMember(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL: baseURL ?? '', locale: 'zh-CN' });
  const page = await context.newPage();
  await launchCrash(page);
  return { context, page };
}

/** Waits for a round open for bets on both pages (the same round), with time left to bet. */
async function nextBettingRound(pages: Page[]): Promise<number> {
  for (const p of pages)
    await expect(p.getByTestId('crash-phase')).toHaveText(/^下注中 · [3-9] 秒后开始$/, { timeout: 120_000 });
  const nos = await Promise.all(pages.map(roundNo));
  expect(new Set(nos).size).toBe(1);
  return nos[0]!;
}

// A cash-out that reaches the server after the bust is refused with HTTP 409 (the round is over) and
// the page shows 爆破: a race the test plays through, so that status is no console error here.
test.use({ allowedConsoleErrors: [/status of 409/] });

test("two members see the same crash round and each other's bets, each cash-out pays only its own stake, and the round verifies", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await launchCrash(page);
  const second = await secondMember(browser, baseURL);
  try {
    const pages = [page, second.page];
    const stakes = [1_000, 5_000];
    // A round may bust before the cash-outs land (about one in twenty by 1.05×): then play the next.
    for (let attempt = 0; attempt < 5; attempt++) {
      const no = await nextBettingRound(pages);
      const hashes = await Promise.all(pages.map((p) => p.getByTestId('crash-hash').textContent()));
      expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
      expect(hashes[1]).toBe(hashes[0]);
      const before = await Promise.all(pages.map(balance));
      for (const [i, p] of pages.entries()) {
        await p.getByRole('button', { name: `${stakes[i]! / 100} 元`, exact: true }).click();
        await p.getByTestId('crash-bet').click();
        await expect(p.getByTestId('play-result')).toHaveText(
          `已下注 ${(stakes[i]! / 100).toFixed(2)} 元（第 ${no} 局）`,
        );
        await expect.poll(() => balance(p)).toBe(before[i]! - stakes[i]!);
      }
      // Each page lists both bets of the round, the other player's too: masked name and stake.
      for (const p of pages) {
        await expect(p.getByTestId('crash-players-round')).toHaveText(`第 ${no} 局`, { timeout: 10_000 });
        const players = p.getByTestId('crash-players').locator('li');
        await expect(players).toHaveCount(2, { timeout: 10_000 });
        await expect(players.filter({ hasText: '50.00 元' })).toContainText(/^\S{2}\*{3}\S/);
        await expect(players.filter({ hasText: '10.00 元' })).toContainText('等待兑现');
        await expect(p.getByTestId('crash-players-sum')).toHaveText('2 人 · 共 60.00 元');
      }
      // Both watch the multiplier rise over the socket, then cash out while it runs.
      for (const p of pages) await expect.poll(() => risen(p), { timeout: 20_000 }).toBe(true);
      const results: string[] = [];
      for (const p of pages) {
        const cash = p.getByTestId('crash-cashout');
        // The round may bust first: the button is then disabled and the bet is lost.
        const clicked = await cash.click({ timeout: 1_500 }).then(
          () => true,
          () => false,
        );
        if (!clicked) {
          results.push('busted');
          continue;
        }
        await expect(p.getByTestId('play-result')).toHaveText(/兑现|爆破/);
        results.push((await p.getByTestId('play-result').textContent()) ?? '');
      }
      if (!results.every((r) => r.startsWith('已在'))) continue;
      // The other page sees each cash-out's multiplier in the list (which keeps the round until the next
      // round's first bet, so a bust right after the cash-outs does not clear it).
      const cashedAt = results.map((r) => /已在 ([\d.]+)× 兑现/.exec(r)![1]!);
      for (const [i, p] of pages.entries())
        await expect(
          p
            .getByTestId('crash-players')
            .locator('li')
            .filter({ hasText: `${(stakes[1 - i]! / 100).toFixed(2)} 元` }),
        ).toContainText(`兑现 ${cashedAt[1 - i]}×`, { timeout: 10_000 });

      for (const [i, p] of pages.entries()) {
        const m = /已在 ([\d.]+)× 兑现，返还 ([\d,.]+) 元（注 ([\d,.]+) 元）/.exec(results[i]!)!;
        const multiplier = Math.round(Number(m[1]) * 100);
        const payout = fen(m[2]!);
        // Each cash-out pays its own stake times its own multiplier, and nothing of the other's.
        expect(fen(m[3]!)).toBe(stakes[i]);
        expect(payout).toBe(Math.floor((stakes[i]! * multiplier) / 100));
        await p.reload();
        await expect.poll(() => balance(p)).toBe(before[i]! - stakes[i]! + payout);
        await expect(p.getByTestId('play-rounds').locator('li').first()).toContainText(`第 ${no} 局`);
      }
      // Once the round busts its seed is public: its history link opens the verification page, which
      // fetches the seed by the committed hash and recomputes the same crash point in the browser.
      const link = page
        .getByTestId('crash-history')
        .locator('a')
        .filter({ hasText: `第 ${no} 局 ` });
      await expect(link).toBeVisible({ timeout: 150_000 });
      const point = /([\d.]+)×$/.exec((await link.textContent()) ?? '')![1]!;
      await link.click();
      await expect(page).toHaveURL(
        new RegExp(`/app/fair\\?engine=crash&hash=[0-9a-f]{64}&client=arena-crash&nonce=${no}$`),
      );
      await expect(page.getByTestId('fair-hash')).toHaveText('服务端种子与事先公布的哈希一致');
      await expect(page.getByTestId('fair-result')).toHaveText(`爆破于 ${point}×`);
      return;
    }
    throw new Error('five rounds in a row busted before both cash-outs');
  } finally {
    await second.context.close();
  }
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerMember, sharedServer } from './members.ts';
import { operator } from './operator.ts';

// Venue games (docs/games.md "Engines", "Fairness"): a slot, a baccarat table and a roulette table
// launched from their lobbies, each round changing the venue balance by exactly its result; then the
// seed pair is rotated and a past slot round is recomputed on the verification page in the browser.

const tile = (page: Page, gameCode: string) =>
  page.locator(`[data-testid="game-tile"][data-game-code="${gameCode}"]`);
const fen = (text: string | null) => Math.round(Number((text ?? '').replace(/,/g, '')) * 100);
const balance = async (page: Page) => fen(await page.getByTestId('play-balance').textContent());

/** Plays one round and checks the balance moved by exactly −stake + payout; answers the payout. */
async function playRound(page: Page, roundsBefore: number): Promise<{ stake: number; payout: number }> {
  const before = await balance(page);
  await page.getByTestId('play-roll').click();
  await expect(page.getByTestId('play-rounds').locator('li')).toHaveCount(roundsBefore + 1);
  const result = (await page.getByTestId('play-result').textContent()) ?? '';
  const stake = fen(/注 ([\d,.]+) 元/.exec(result)?.[1] ?? null);
  const payout = /返还 ([\d,.]+) 元/.test(result) ? fen(/返还 ([\d,.]+) 元/.exec(result)![1]!) : 0;
  expect(stake).toBeGreaterThan(0);
  await expect.poll(() => balance(page)).toBe(before - stake + payout);
  return { stake, payout };
}

async function fundedMember(page: Page) {
  const name = await registerMember(page, { prefix: 'venue' });
  await operator(sharedServer(), `/admin/games/members/${name}/grant`, { amount: 100_000 });
  return name;
}

/** Opens a lobby and launches a title with auto-transfer on, so the whole centre balance goes with it. */
async function launchFromLobby(page: Page, lobby: string, gameCode: string, venue: string) {
  await page.goto(lobby);
  const centre = page.getByTestId('lobby-center-balance');
  await expect(centre).toHaveText(/^[\d,]+\.\d{2}$/);
  const auto = page.getByLabel('自动转账');
  const funds = (await centre.textContent()) ?? '';
  if (funds === '1,000.00' && !(await auto.isChecked())) await auto.click();
  await expect(auto).toBeChecked();
  await tile(page, gameCode).getByRole('button', { name: /进入/ }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${venue}/${gameCode}\\?ticket=`));
  await expect(page.getByTestId('play-balance')).toHaveText(funds);
}

test('a slot round by round, then rotating the seed and verifying a past round in the browser', async ({
  page,
}) => {
  await fundedMember(page);
  await launchFromLobby(page, '/app/egame', 'ybegdz', 'by');
  await expect(page.getByTestId('play-game')).toContainText('5×3 视频老虎机');
  await page.getByTestId('play-info').locator('summary').click();
  await expect(page.getByTestId('play-rtp')).toHaveText('96.43%');
  await expect(page.getByTestId('play-reels').locator('.cell')).toHaveCount(15);
  const hash = (await page.getByTestId('play-seed-hash').textContent()) ?? '';
  expect(hash).toMatch(/^[0-9a-f]{64}$/);

  const rounds: { stake: number; payout: number }[] = [];
  for (let i = 0; i < 3; i++) rounds.push(await playRound(page, i));

  // Rotating reveals the server seed the three rounds were played with.
  await page.getByLabel('新的客户端种子').fill('e2e-client-seed');
  await page.getByTestId('play-rotate').click();
  await expect(page.getByTestId('play-revealed')).toContainText(`哈希 ${hash}，共 3 局`);
  await expect(page.getByTestId('play-seed-hash')).not.toHaveText(hash);

  // The oldest round (nonce 0) is last in the list; its link opens the verification page.
  await page.getByTestId('play-verify').last().click();
  await expect(page).toHaveURL(/\/app\/fair\?engine=slot&hash=[0-9a-f]{64}&client=[^&]+&nonce=0$/);
  await expect(page.getByTestId('fair-hash')).toHaveText('服务端种子与事先公布的哈希一致');
  const win = Number(
    /共赢 (\d+) 倍线注/.exec((await page.getByTestId('fair-result').textContent()) ?? '')?.[1],
  );
  // Ten lines share the stake: the recomputed win in line bets is exactly the round's payout.
  expect((win * rounds[0]!.stake) / 10).toBe(rounds[0]!.payout);
  // A wrong server seed fails the hash check.
  await page.getByTestId('fair-server-seed').fill('not-the-seed');
  await expect(page.getByTestId('fair-hash')).toHaveText('服务端种子与哈希不符：结果不可信');
});

test('a baccarat table and a roulette table, each round changing the balance by its result', async ({
  page,
}) => {
  await fundedMember(page);
  await launchFromLobby(page, '/app/egame/ky0002', 'ky0002', 'ky');
  await expect(page.getByTestId('play-game')).toContainText('百家乐');
  await page.getByRole('button', { name: '庄 1 赔 0.95' }).click();
  for (let i = 0; i < 2; i++) await playRound(page, i);
  await expect(page.getByTestId('play-banker')).toContainText('点');
  await page.getByTestId('play-leave').click();
  await expect(page).toHaveURL(/\/app\/egame/);

  await launchFromLobby(page, '/app/egame/ag0001', 'ag0001', 'ag');
  await expect(page.getByTestId('play-game')).toContainText('欧式轮盘');
  await page.getByTestId('play-info').locator('summary').click();
  await expect(page.getByTestId('play-rtp')).toHaveText('97.30%');
  await page.getByRole('button', { name: '红', exact: true }).click();
  await page.getByTestId('play-straight').fill('17');
  await page.getByRole('button', { name: '押此号码' }).click();
  await expect(page.getByTestId('play-slip')).toHaveText('红 1 元、17号 1 元');
  const { stake } = await playRound(page, 0);
  expect(stake).toBe(200);
  await expect(page.getByTestId('play-pocket')).toHaveText(/^\d{1,2}$/);
});

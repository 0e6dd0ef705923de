import { expect, test } from './fixtures.ts';

// spec §2: /app/egame/{gameCode} — no code means ybegdz; yb… goes to by; otherwise the first two letters lowercased.
test.describe('egame venue rule', () => {
  const cases: [string, string][] = [
    ['/app/egame', 'by'],
    ['/app/egame/ybegdz', 'by'],
    ['/app/egame/ybSlots01', 'by'],
    ['/app/egame/PGsoft', 'pg'],
    ['/app/egame/jdb777', 'jd'],
  ];
  for (const [path, venue] of cases) {
    test(`${path} opens venue ${venue}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByTestId('egame-venue')).toHaveAttribute('data-venue', venue);
    });
  }

  test('the games tab opens the default venue', async ({ page }) => {
    await page.goto('/app/home');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '游戏' }).click();
    await expect(page.getByTestId('egame-venue')).toHaveAttribute('data-game-code', 'ybegdz');
    await expect(page.getByTestId('egame-venue')).toHaveAttribute('data-venue', 'by');
  });
});

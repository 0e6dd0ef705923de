import { expect, test } from './fixtures.ts';

// Chat history comes newest first by message id (spec §3 "Chat message: id"). Ids are read as text; a
// room whose lines cross from one digit to two (ids 6–10 on a fresh server: the seed's second room)
// must still open in the order the lines were written, the newest last.

const SEEDED = ['今天这场必须拿下！', '主队中场控制得不错', '前排围观', '这个节奏很舒服', '大家晚上好'];

test('a seeded room opens with its lines in the order they were written', async ({ page }) => {
  for (const room of ['r-cast-1', 'r-cast-2', 'r-cast-3']) {
    await page.goto(`/app/live/room/${room}`);
    const lines = page.getByTestId('chat-panel').getByTestId('chat-text');
    await expect(lines.filter({ hasText: '大家晚上好' })).toBeVisible();
    const texts = (await lines.allTextContents()).map((t) => t.trim());
    const seeded = texts.filter((t) => SEEDED.includes(t));
    expect(seeded, room).toEqual(SEEDED);
  }
});

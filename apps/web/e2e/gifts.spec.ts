import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { operator } from './operator.ts';
import { field, registerMember, sharedServer } from './members.ts';
import { settledDeposit as fund } from './money.ts';

// Gifts (a member buys gold coins and sends a gift that the other context sees
// animate; spec §6: buying gold coins and gifting a streamer pass a permission check).
// r-cast-1 is a live streamer room of the seed.

const ROOM = '/app/live/room/r-cast-1';
const chat = (page: Page) => page.getByTestId('chat-panel');
const sheet = (page: Page) => page.getByRole('dialog', { name: '送礼物' });
const mainBalance = (page: Page) => page.getByTestId('balance-main');

async function openSheet(page: Page) {
  await page.goto(ROOM);
  await page.getByRole('button', { name: '送礼物给主播' }).click();
  await expect(sheet(page)).toBeVisible();
}

async function buyGold(page: Page, yuan: string) {
  await sheet(page).getByRole('button', { name: '充值金币' }).click();
  const dialog = page.getByRole('dialog', { name: '充值金币' });
  await field(page, '充值金额（元）').fill(yuan);
  await expect(dialog.getByTestId('gold-purchase-coins')).toHaveText(`可得 ${Number(yuan) * 10} 金币`);
  await dialog.getByRole('button', { name: '确认充值' }).click();
}

test.describe('gifts (spec §6)', () => {
  test('a member buys gold coins and sends a gift that another member sees in chat and animated', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const name = await registerMember(page, { prefix: 'gifta' });
    await fund(page, '100');
    await page.goto('/app/wallet');
    await expect(mainBalance(page)).toHaveText('100.00 元');

    // Member B watches the same room in a second browser.
    const other = await browser.newContext();
    const viewer = await other.newPage();
    await registerMember(viewer, { prefix: 'giftb' });
    await viewer.goto(ROOM);
    await expect(chat(viewer).getByRole('status')).toBeHidden({ timeout: 10_000 }); // socket open

    // A: visitors are asked to log in, members get the sheet; buy 20 yuan = 200 coins.
    await openSheet(page);
    await expect(sheet(page).getByTestId('gold-balance')).toHaveText('金币余额：0');
    await buyGold(page, '20');
    await expect(sheet(page)).toBeVisible();
    await expect(sheet(page).getByTestId('gold-balance')).toHaveText('金币余额：200');

    await sheet(page).getByRole('radio', { name: '爱心 10 金币' }).check();
    await sheet(page).getByRole('radio', { name: '×10' }).check();
    await expect(sheet(page).getByText('合计 100 金币')).toBeVisible();
    await sheet(page).getByRole('button', { name: '送出' }).click();
    await expect(sheet(page)).toBeHidden();
    await expect(page.getByText('已送出 爱心 ×10')).toBeVisible();

    // B: the push line in chat (text), and the SVGA animation on the stage, drawn, then removed.
    const line = `${name} 送出 爱心 ×10`;
    await expect(chat(viewer).getByTestId('chat-gift').filter({ hasText: line })).toBeVisible({
      timeout: 10_000,
    });
    const canvas = viewer.getByTestId('gift-canvas');
    await expect(canvas).toHaveCount(1);
    await viewer.waitForFunction(
      () => {
        const el = document.querySelector<HTMLCanvasElement>('[data-testid="gift-canvas"]');
        if (!el || Number(el.dataset.frame ?? 0) < 5 || el.width === 0) return false;
        const data = el.getContext('2d')?.getImageData(0, 0, el.width, el.height).data;
        if (!data) return false;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
        return false;
      },
      undefined,
      { timeout: 10_000, polling: 50 },
    );
    expect(Number(await canvas.getAttribute('data-frames'))).toBe(40);
    await expect(canvas).toHaveCount(0, { timeout: 10_000 });

    // A's wallet paid 20 yuan; the gold coins left are 200 − 100.
    await page.goto('/app/wallet');
    await expect(mainBalance(page)).toHaveText('80.00 元');
    const account = (await operator(sharedServer(), `/admin/gifts/members/${name}`)) as { gold: number };
    expect(account.gold).toBe(100);
    await other.close();
  });

  test('a blocked member sees the refusal and spends nothing', async ({ page }) => {
    const name = await registerMember(page, { prefix: 'giftx' });
    await fund(page, '100');
    await openSheet(page);
    await buyGold(page, '10');
    await expect(sheet(page).getByTestId('gold-balance')).toHaveText('金币余额：100');
    await operator(sharedServer(), '/admin/gifts/block', { name, blocked: true, reason: 'e2e' });

    await sheet(page).getByRole('radio', { name: '玫瑰 1 金币' }).check();
    await sheet(page).getByRole('button', { name: '送出' }).click();
    await expect(sheet(page).getByRole('alert')).toHaveText(
      '您的账号已被限制购买金币和打赏，如有疑问请联系客服',
    );
    await buyGold(page, '10');
    await expect(page.getByRole('dialog', { name: '充值金币' }).getByRole('alert')).toHaveText(
      '您的账号已被限制购买金币和打赏，如有疑问请联系客服',
    );

    const account = (await operator(sharedServer(), `/admin/gifts/members/${name}`)) as { gold: number };
    expect(account.gold).toBe(100);
    await page.goto('/app/wallet');
    await expect(mainBalance(page)).toHaveText('90.00 元');
    await expect(page.getByText(`${name} 送出`)).toHaveCount(0);
  });

  test('a visitor is asked to log in before gifting', async ({ page }) => {
    await page.goto(ROOM);
    await page.getByRole('button', { name: '送礼物给主播' }).click();
    await expect(page.getByRole('dialog', { name: '温馨提示' })).toBeVisible();
    await expect(sheet(page)).toHaveCount(0);
  });
});

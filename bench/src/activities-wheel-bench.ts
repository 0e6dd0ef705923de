import type { Page } from 'playwright-core';
import type { ServerHandle } from '../../apps/web/e2e/server-process.ts';
import type { BenchResult } from './bench-result.ts';
import { CPU_THROTTLE, LONG_TASK_BUDGET_MS, longest, withListBench } from './list-bench-setup.ts';

/** The seeded spin wheel (docs/activities.md): one chance per 100 元 deposited in its window. */
const WHEEL = 'wheel-lucky';
/** The wheel's CSS transition lasts 4 s (activities.css); the window measured covers all of it. */
const SPIN_SETTLE_MS = 5_000;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A new member through the register screen, as the browser tests do (not measured). */
async function register(page: Page, base: string): Promise<void> {
  const name = `wb${Math.random().toString(36).slice(2, 10)}`;
  await page.goto(`${base}/register`);
  await field(page, '用户名').fill(name);
  await field(page, '密码').fill('good1234');
  await field(page, '确认密码').fill('good1234');
  await field(page, '出生日期').fill('1990-01-31');
  await page.getByTestId('register-name-message').filter({ hasText: '可以使用' }).waitFor();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await page.waitForURL(/\/app\/home$/);
}

/** A 100 元 deposit through the deposit screen, settled by the operator: one wheel chance. */
async function depositForAChance(page: Page, server: ServerHandle): Promise<void> {
  await page.goto(`${server.baseUrl}/app/wallet/deposit`);
  await page.getByRole('radio').first().waitFor();
  await field(page, '充值金额').fill('100');
  await page.getByRole('button', { name: '立即充值' }).click();
  await page.getByTestId('deposit-order-status').filter({ hasText: '待支付' }).waitFor();
  const orderNo = (await page.getByTestId('deposit-order-no').textContent())?.trim() ?? '';
  if (!orderNo) throw new Error('no deposit order number');
  await operator(server, `/admin/finance/deposits/${encodeURIComponent(orderNo)}/settle`, {});
}

/** An operator call (bearer ADMIN_TOKEN) that must succeed. */
async function operator(server: ServerHandle, url: string, body: object): Promise<void> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
}

/**
 * The spin wheel at 4x CPU (docs/perf.md "Activities"): the home's first load must fetch none of the
 * activities screen (a lazy route; the carnival prompt is its own chunk after the home paints); the
 * 活动 tab is then opened from the tab bar, and a member's spin earned by a real deposit is timed
 * from the tap to the drawn prize shown, with the long tasks (PerformanceObserver `longtask`) from the
 * tap until the wheel's 4 s transition has ended.
 */
export function runWheelBench(): Promise<BenchResult[]> {
  return withListBench(async ({ server, page, homeChunks, mark, tasksSince }) => {
    const screenInHome = homeChunks(/activities-screen|draw-piece/);
    await page.locator('body').waitFor(); // Playwright's injected script runs before any measuring
    // One CDP session turns the throttling on and off (the bench's own setup runs at full speed).
    const cdp = await page.context().newCDPSession(page);
    const cpu = (rate: number) => cdp.send('Emulation.setCPUThrottlingRate', { rate });

    // The 活动 tab, opened from the tab bar as a visitor (lazy chunk and the promotions list).
    await cpu(CPU_THROTTLE);
    const openFrom = await mark();
    const t0 = Date.now();
    await page.evaluate(() => {
      const tab = document.querySelector<HTMLAnchorElement>('nav a[href="/app/activities"]');
      if (!tab) throw new Error('no 活动 tab on home');
      tab.click();
    });
    await page.getByRole('list', { name: '活动' }).waitFor({ timeout: 30_000 });
    const openMs = Date.now() - t0;
    await page.waitForTimeout(1_000);
    const openTasks = await tasksSince(openFrom);

    // A member with one chance (setup at full speed: a fresh page load, then throttled again). The
    // seed's demo pop-ups would cover the register and deposit screens: off, as in the browser tests.
    await cpu(1);
    await operator(server, '/admin/site/popups/enabled', { enabled: false });
    await register(page, server.baseUrl);
    await depositForAChance(page, server);
    await page.goto(`${server.baseUrl}/app/activities?a=${WHEEL}`);
    await page.getByTestId('draw-chances').filter({ hasText: '剩余机会：1 次' }).waitFor();
    await cpu(CPU_THROTTLE);
    await page.waitForTimeout(1_000);

    const spinFrom = await mark();
    const t1 = Date.now();
    await page.evaluate(() => {
      const spin = [...document.querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => b.textContent?.trim() === '开始抽奖',
      );
      if (!spin) throw new Error('no spin button');
      spin.click();
    });
    await page.locator('.act-prizes .is-won').waitFor({ timeout: 30_000 });
    const drawnMs = Date.now() - t1;
    await page.waitForTimeout(SPIN_SETTLE_MS);
    const spinTasks = await tasksSince(spinFrom);
    const chances = await page.getByTestId('draw-chances').innerText();
    if (!chances.includes('0 次')) throw new Error(`the spin did not use the chance: ${chances}`);

    return [
      {
        name: 'activities screen chunks in the home first load',
        value: screenInHome,
        unit: 'files',
        budget: 0,
      },
      {
        name: `活动 tab opened from home, longest task (${CPU_THROTTLE}x CPU)`,
        value: longest(openTasks),
        unit: 'ms',
      },
      { name: `活动 tab opened to the list shown (${CPU_THROTTLE}x CPU)`, value: openMs, unit: 'ms' },
      {
        name: `wheel spin, tap to the end of the 4 s spin, longest task (${CPU_THROTTLE}x CPU)`,
        value: longest(spinTasks),
        unit: 'ms',
        budget: LONG_TASK_BUDGET_MS,
      },
      { name: `wheel spin long tasks (${CPU_THROTTLE}x CPU)`, value: spinTasks.length, unit: 'tasks' },
      { name: `wheel spin tap to prize shown (${CPU_THROTTLE}x CPU)`, value: drawnMs, unit: 'ms' },
    ];
  });
}

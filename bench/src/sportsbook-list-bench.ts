import type { BenchResult } from './bench-result.ts';
import {
  CPU_THROTTLE,
  LONG_TASK_BUDGET_MS,
  UPDATE_SECONDS,
  longest,
  traceIfAsked,
  withListBench,
} from './list-bench-setup.ts';

/**
 * The sportsbook list (docs/perf.md "Sportsbook placement"): checks the home's first load fetches no
 * sportsbook chunk, opens a match from the home's 热门赛事 投注 link, then at 4x CPU throttling goes
 * back to the list in the page (the 返回赛事列表 link, a client-side navigation) and waits for every
 * match not yet over to be listed; then for 20 s the server changes the score and odds of every match
 * once a second (`score-all`) while the list polls. Long tasks come from the page's PerformanceObserver.
 */
export function runSportsbookListBench(): Promise<BenchResult[]> {
  return withListBench(async ({ page, homeChunks, throttle, mark, tasksSince, changeEverySecond }) => {
    const bookInHome = homeChunks(/sportsbook/);
    // Clicked in the page: the home's notice pop-up would hold a pointer click.
    await page.locator('a.hot-bet').first().waitFor();
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a.hot-bet')?.click());
    await page.getByRole('link', { name: /返回赛事列表/ }).waitFor();
    await throttle();
    // `SB_LIST_TRACE=<file>`: a trace of the open and the updates (list-bench-setup.ts).
    const stopTrace = await traceIfAsked(page, 'SB_LIST');

    const renderFrom = await mark();
    const t0 = Date.now();
    await page.evaluate(() => {
      const back = [...document.querySelectorAll<HTMLAnchorElement>('a.sb-more')].find((a) =>
        a.textContent?.includes('返回赛事列表'),
      );
      if (!back) throw new Error('no way back to the list');
      back.click();
    });
    // The list is windowed: every match is counted in its section's list, a screenful is rendered.
    const listed = (min: number) =>
      [...document.querySelectorAll('[data-testid="sb-list"]')].reduce(
        (n, el) => n + Number(el.getAttribute('data-count')),
        0,
      ) >= min;
    await page.waitForFunction(listed, 150, { timeout: 30_000 });
    const renderMs = Date.now() - t0;
    const matches = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="sb-list"]')].reduce(
        (n, el) => n + Number(el.getAttribute('data-count')),
        0,
      ),
    );
    await page.waitForTimeout(1_500);
    const renderTasks = await tasksSince(renderFrom);
    const rendered = await page.locator('[data-testid="sb-match"]').count();

    const firstRows = await page.getByTestId('sb-list').first().innerText();
    const updateFrom = await mark();
    await changeEverySecond();
    const updateTasks = await tasksSince(updateFrom);
    await stopTrace();
    if ((await page.getByTestId('sb-list').first().innerText()) === firstRows)
      throw new Error('sportsbook list did not update during the benchmark');
    return [
      {
        name: `sportsbook list: open ${matches} matches, longest task (${CPU_THROTTLE}x CPU)`,
        value: longest(renderTasks),
        unit: 'ms',
        budget: LONG_TASK_BUDGET_MS,
      },
      {
        name: `sportsbook list: open to ${matches} matches listed (${CPU_THROTTLE}x CPU)`,
        value: renderMs,
        unit: 'ms',
      },
      { name: 'sportsbook list: match rows in the DOM (390×844 screen)', value: rendered, unit: 'rows' },
      {
        name: `sportsbook list: 1 Hz score and odds changes for ${UPDATE_SECONDS} s, longest task (${CPU_THROTTLE}x CPU)`,
        value: longest(updateTasks),
        unit: 'ms',
        budget: LONG_TASK_BUDGET_MS,
      },
      { name: 'sportsbook list: long tasks during updates', value: updateTasks.length, unit: 'tasks' },
      { name: 'home first load: sportsbook chunks fetched', value: bookInHome, unit: 'files', budget: 0 },
    ];
  });
}

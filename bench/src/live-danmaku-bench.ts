import type { BenchResult } from './bench-result.ts';
import { longTasksSince } from './long-tasks.ts';
import { FRAME_BUDGET_MS, frameGaps, openChatRoomBench, slowFrames } from './live-chat-room-bench.ts';

/** Budget: with 弹幕 on, 200 chat lines a second add no frame of 50 ms or more at 4x CPU. */
export const DANMAKU_FRAME_BUDGET_MS = FRAME_BUDGET_MS;
const PER_SECOND = Number(process.env.DANMAKU_RATE ?? 200);
const SECONDS = 10;
const WARMUP_SECONDS = 2;
const ROOM = 'r-cast-1';
/** `DANMAKU_BENCH_CPU=1` measures without throttling. */
const CPU_THROTTLE = Number(process.env.DANMAKU_BENCH_CPU ?? 4);
/** The danmaku layer's own cap of lines on the picture at once (danmaku-lanes.ts). */
const MAX_ON_SCREEN = 14;

/**
 * 弹幕 under a busy room (docs/live.md "Danmaku bench"): a visitor's room page, 390 × 844, with
 * danmaku switched on, at 4x CPU throttling, while the server's chat hub sends 200 lines a second for
 * 10 s over the page's real WebSocket (live-chat-room-bench.ts, shared with the chat list bench).
 * Frames are timed with requestAnimationFrame; a MutationObserver counts the lines that flew (a line
 * element added, or a pooled one given its text) and the most flying at once, which the cap bounds.
 */
export async function runDanmakuBench(): Promise<BenchResult[]> {
  const bench = await openChatRoomBench({
    room: ROOM,
    perSecond: PER_SECOND,
    cpuThrottle: CPU_THROTTLE,
    line: (n) => ({
      id: `danmaku-${n}`,
      content: `弹幕测试 ${n % 7 === 0 ? '这球必进，主队加油！' : '666'} #${n}`,
      userId: String(20_000 + (n % 97)),
      username: `观众${n % 97}`,
      level: n % 9,
    }),
    // The viewer's switch, as the 弹幕 button leaves it (small screens start with danmaku off).
    initScript: () => window.localStorage.setItem('arena.danmaku', 'on'),
    ready: async (page) => {
      await page.getByTestId('danmaku').waitFor({ state: 'attached', timeout: 30_000 });
      await page.getByTestId('chat-panel').getByText('大家晚上好').waitFor({ timeout: 30_000 });
    },
  });
  const { page } = bench;
  try {
    await bench.startFrames();
    // A string, not a function: the bench's transpiler would wrap a named function in a helper the
    // page does not have.
    await page.evaluate(`(() => {
      window.__flown = 0;
      window.__mostOnScreen = 0;
      const layer = document.querySelector('[data-testid="danmaku"]');
      new MutationObserver((records) => {
        for (const r of records)
          window.__flown += r.target === layer ? r.addedNodes.length : r.addedNodes.length > 0 ? 1 : 0;
        window.__mostOnScreen = Math.max(window.__mostOnScreen, layer.getAnimations({ subtree: true }).length);
      }).observe(layer, { childList: true, subtree: true });
    })()`);

    const warmFrom = await bench.now();
    await bench.push(WARMUP_SECONDS);
    const from = await bench.now();
    await bench.push(SECONDS);
    await page.waitForTimeout(500);
    const tasks = await longTasksSince(page, from);
    const frames = await bench.stopFrames();
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __flown: number; __mostOnScreen: number };
      return { flown: w.__flown, most: w.__mostOnScreen };
    });
    const warm = frameGaps(frames, warmFrom, from);
    const gaps = frameGaps(frames, from, Infinity);
    const sorted = [...gaps].sort((a, b) => a - b);
    const cpu = `${CPU_THROTTLE}x CPU`;
    if (seen.flown === 0) throw new Error('no danmaku line flew during the benchmark');
    return [
      {
        name: `danmaku: lines pushed (${PER_SECOND}/s for ${SECONDS} s after ${WARMUP_SECONDS} s warm-up)`,
        value: bench.sent(),
        unit: 'lines',
      },
      {
        name: `danmaku: frames of ${DANMAKU_FRAME_BUDGET_MS} ms or longer while lines fly (${cpu})`,
        value: slowFrames(gaps),
        unit: 'frames',
        budget: 0,
      },
      { name: `danmaku: longest frame (${cpu})`, value: Math.round(sorted.at(-1) ?? 0), unit: 'ms' },
      { name: `danmaku: long tasks while lines fly (${cpu})`, value: tasks.length, unit: 'tasks', budget: 0 },
      { name: 'danmaku: lines that flew (rate-capped)', value: seen.flown, unit: 'lines' },
      {
        name: 'danmaku: most lines on the picture at once',
        value: seen.most,
        unit: 'lines',
        budget: MAX_ON_SCREEN,
      },
      {
        name: `danmaku: warm-up frames of ${DANMAKU_FRAME_BUDGET_MS} ms or longer (first ${WARMUP_SECONDS} s)`,
        value: slowFrames(warm),
        unit: 'frames',
      },
    ];
  } finally {
    await bench.close();
  }
}

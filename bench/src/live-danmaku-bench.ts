import type { Page } from 'playwright-core';
import type { BenchResult } from './bench-result.ts';
import { longTasksSince } from './long-tasks.ts';
import { FRAME_BUDGET_MS, frameGaps, openChatRoomBench, slowFrames } from './live-chat-room-bench.ts';

/** Budget: with 弹幕 on, 200 chat lines a second add no frame of 50 ms or more at 4x CPU. */
export const DANMAKU_FRAME_BUDGET_MS = FRAME_BUDGET_MS;
const PER_SECOND = Number(process.env.DANMAKU_RATE ?? 200);
const SECONDS = 10;
const WARMUP_SECONDS = 2;
/**
 * The paired phase: the viewer's switch is flipped every `PAIR_HALF_MS` for `PAIRS` on/off pairs while
 * the lines keep coming, so the frames with the lines and without them come from the same seconds of
 * the same page, machine and room; `SWITCH_SETTLE_MS` after each flip (the layer mounting or leaving)
 * count in neither half. `DANMAKU_PAIRS=0` leaves the phase out.
 */
const PAIRS = Number(process.env.DANMAKU_PAIRS ?? 8);
const PAIR_HALF_MS = 1_500;
const SWITCH_SETTLE_MS = 300;
const ROOM = 'r-cast-1';
/** `DANMAKU_BENCH_CPU=1` measures without throttling. */
const CPU_THROTTLE = Number(process.env.DANMAKU_BENCH_CPU ?? 4);
/** The danmaku layer's own cap of lines on the picture at once (danmaku-lanes.ts). */
const MAX_ON_SCREEN = 14;
/**
 * `DANMAKU=off` runs the same room with the viewer's switch off: the comparison that tells the lines'
 * own cost from the busy room's (docs/live.md "Danmaku bench").
 */
const DANMAKU_ON = process.env.DANMAKU !== 'off';
/** `DANMAKU_BENCH_CSS` adds a style sheet to the page, to try a style change without a rebuild. */
const EXTRA_CSS = process.env.DANMAKU_BENCH_CSS ?? '';

/**
 * CPU seconds used so far by Chromium's GPU process (where `--disable-gpu` runs the display
 * compositor in software) and by the renderers. CPU time, unlike frame times, is little changed by
 * other work on the machine, so it tells the lines' compositing cost apart even on a busy machine.
 */
async function processCpu(page: Page): Promise<{ gpu: number; renderer: number }> {
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser');
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; cpuTime: number }[];
    };
    const sum = (type: string) =>
      processInfo.filter((p) => p.type.toLowerCase() === type).reduce((a, p) => a + p.cpuTime, 0);
    return { gpu: sum('gpu'), renderer: sum('renderer') };
  } finally {
    await cdp.detach();
  }
}

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
    initScript: DANMAKU_ON
      ? () => window.localStorage.setItem('arena.danmaku', 'on')
      : () => window.localStorage.setItem('arena.danmaku', 'off'),
    ready: async (page) => {
      if (DANMAKU_ON) await page.getByTestId('danmaku').waitFor({ state: 'attached', timeout: 30_000 });
      await page.getByTestId('chat-panel').getByText('大家晚上好').waitFor({ timeout: 30_000 });
      if (EXTRA_CSS) await page.addStyleTag({ content: EXTRA_CSS });
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
      if (!layer) return;
      new MutationObserver((records) => {
        for (const r of records)
          window.__flown += r.target === layer ? r.addedNodes.length : r.addedNodes.length > 0 ? 1 : 0;
        window.__mostOnScreen = Math.max(window.__mostOnScreen, layer.getAnimations({ subtree: true }).length);
      }).observe(layer, { childList: true, subtree: true });
    })()`);

    const warmFrom = await bench.now();
    await bench.push(WARMUP_SECONDS);
    const from = await bench.now();
    const cpuFrom = await processCpu(page);
    await bench.push(SECONDS);
    const cpuTo = await processCpu(page);
    const to = await bench.now();
    await page.waitForTimeout(500);
    const tasks = await longTasksSince(page, from);
    const paired = DANMAKU_ON && PAIRS > 0 ? await pairedHalves(page, bench.push) : null;
    const frames = await bench.stopFrames();
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __flown: number; __mostOnScreen: number };
      return { flown: w.__flown, most: w.__mostOnScreen };
    });
    const warm = frameGaps(frames, warmFrom, from);
    const gaps = frameGaps(frames, from, to);
    const sorted = [...gaps].sort((a, b) => a - b);
    const cpu = `${CPU_THROTTLE}x CPU${DANMAKU_ON ? '' : ', 弹幕 off'}`;
    if (DANMAKU_ON && seen.flown === 0) throw new Error('no danmaku line flew during the benchmark');
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
        name: `danmaku: compositor (GPU process) CPU while lines fly${DANMAKU_ON ? '' : ' (弹幕 off)'}`,
        value: Math.round((cpuTo.gpu - cpuFrom.gpu) * 1000),
        unit: 'ms',
      },
      {
        name: `danmaku: page (renderer) CPU while lines fly (${cpu})`,
        value: Math.round((cpuTo.renderer - cpuFrom.renderer) * 1000),
        unit: 'ms',
      },
      {
        name: `danmaku: warm-up frames of ${DANMAKU_FRAME_BUDGET_MS} ms or longer (first ${WARMUP_SECONDS} s)`,
        value: slowFrames(warm),
        unit: 'frames',
      },
      ...(paired ? pairedResults(frames, paired) : []),
    ];
  } finally {
    await bench.close();
  }
}

/** The page's clock at each flip of the paired phase, and whether the lines were on after it. */
type Flip = { at: number; on: boolean };

/**
 * Flips the viewer's 弹幕 switch (the room's own button, as a viewer would) every `PAIR_HALF_MS` for
 * `PAIRS` pairs while 200 lines a second keep coming; answers the page's clock at each flip.
 */
async function pairedHalves(page: Page, push: (seconds: number) => Promise<void>): Promise<Flip[]> {
  const flip = (): Promise<Flip> =>
    page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('.danmaku-toggle');
      if (!button) throw new Error('no 弹幕 switch');
      const wasOn = button.getAttribute('aria-pressed') === 'true';
      button.click();
      return { at: performance.now(), on: !wasOn };
    });
  const flips: Flip[] = [];
  const flipping = (async () => {
    // Off first, then on: the halves alternate and each kind has PAIRS of them.
    for (let i = 0; i < 2 * PAIRS; i++) {
      flips.push(await flip());
      await page.waitForTimeout(PAIR_HALF_MS);
    }
    flips.push(await flip());
  })();
  await Promise.all([push((2 * PAIRS * PAIR_HALF_MS) / 1000 + 0.5), flipping]);
  // Each flip must have changed the switch: off, on, off, … (the last one turns the lines off).
  if (flips.some((f, i) => f.on !== (i % 2 === 1))) throw new Error('the 弹幕 switch did not alternate');
  return flips;
}

/** Slow frames in the halves with the lines and in those without, from the frames of the whole run. */
function pairedResults(frames: number[], flips: readonly Flip[]): BenchResult[] {
  const halves = { on: [] as number[], off: [] as number[] };
  for (let i = 0; i + 1 < flips.length; i++) {
    const half = flips[i]!;
    halves[half.on ? 'on' : 'off'].push(...frameGaps(frames, half.at + SWITCH_SETTLE_MS, flips[i + 1]!.at));
  }
  const seconds = (PAIRS * (PAIR_HALF_MS - SWITCH_SETTLE_MS)) / 1000;
  const added = slowFrames(halves.on) - slowFrames(halves.off);
  const longest = (gaps: number[]) => Math.round(Math.max(0, ...gaps));
  const half = `${PAIRS} halves of ${seconds / PAIRS} s`;
  return [
    {
      name: `danmaku paired: frames of ${DANMAKU_FRAME_BUDGET_MS} ms or longer, lines on (${half})`,
      value: slowFrames(halves.on),
      unit: 'frames',
    },
    {
      name: `danmaku paired: frames of ${DANMAKU_FRAME_BUDGET_MS} ms or longer, lines off (${half})`,
      value: slowFrames(halves.off),
      unit: 'frames',
    },
    { name: 'danmaku paired: longest frame, lines on', value: longest(halves.on), unit: 'ms' },
    { name: 'danmaku paired: longest frame, lines off', value: longest(halves.off), unit: 'ms' },
    {
      name: `danmaku paired: frames of ${DANMAKU_FRAME_BUDGET_MS} ms or longer the lines add (on − off)`,
      value: added,
      unit: 'frames',
      budget: 0,
    },
  ];
}

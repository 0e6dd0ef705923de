import type { BenchResult } from './bench-result.ts';
import { longTasksSince } from './long-tasks.ts';
import { FRAME_BUDGET_MS, frameGaps, openChatRoomBench, slowFrames } from './live-chat-room-bench.ts';

/** Budget: the chat list holds 200 incoming messages a second with frames under 50 ms. */
export const CHAT_FRAME_BUDGET_MS = FRAME_BUDGET_MS;
const PER_SECOND = Number(process.env.CHAT_LIST_RATE ?? 200);
const SECONDS = 10;
const WARMUP_SECONDS = 2;
const ROOM = 'r-cast-1';
/** `CHAT_LIST_BENCH_CPU=1` measures without throttling. */
const CPU_THROTTLE = Number(process.env.CHAT_LIST_BENCH_CPU ?? 4);
/** The client keeps this many lines (chat-cache.ts CHAT_KEEP). */
const KEEP = 300;

/** Chat lines of varied length and level, some with markup that must show as text (spec §6). */
const SAMPLES = [
  '主队这波进攻漂亮',
  '666',
  '<b>加油</b> 这球必进 <script>alert(1)</script>',
  '下半场看好客队反击，角球数会很多，大家怎么看？',
  '🔥🔥🔥',
  '主播讲得好，跟一手',
  '这裁判今天有点问题，连续两个犯规都没吹，节奏全被打乱了，希望下半场能好一点',
];

/**
 * The chat list under load (docs/chat.md "Performance"): a visitor's room page in Chromium at
 * 4x CPU throttling, 200 lines a second for 10 s. The lines come through the real server: the bench
 * hands them to the gateway's chat hub (as `chat.sendMessage` does once a line is stored; 200 sends a
 * second from 600 members would measure PGlite, not the list), and the hub batches and writes them to
 * the page's real WebSocket. The page's frames are timed with requestAnimationFrame and its long tasks
 * with the browser's own `longtask` observer (live-chat-room-bench.ts).
 */
export async function runChatListBench(): Promise<BenchResult[]> {
  const bench = await openChatRoomBench({
    room: ROOM,
    perSecond: PER_SECOND,
    cpuThrottle: CPU_THROTTLE,
    line: (n) => ({
      id: `bench-${n}`,
      content: `${SAMPLES[n % SAMPLES.length] ?? ''} #${n}`,
      userId: String(10_000 + (n % 97)),
      username: `球迷${n % 97}`,
      level: n % 9,
    }),
    ready: (page) => page.getByTestId('chat-panel').getByText('大家晚上好').waitFor({ timeout: 30_000 }),
  });
  const { page } = bench;
  try {
    await bench.startFrames();
    const videoAt = () => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

    // Warm-up, measured apart: the page's first seconds of a busy room (its code not yet optimised).
    const warmFrom = await bench.now();
    await bench.push(WARMUP_SECONDS);
    const from = await bench.now();
    const videoFrom = await videoAt();
    await bench.push(SECONDS);
    const sent = bench.sent();
    const pushedAt = performance.now();
    const videoSeconds = (await videoAt()) - videoFrom;
    await page
      .locator('.chat-list')
      .getByText(`#${sent - 1}`, { exact: false })
      .waitFor({ timeout: 20_000 });
    const caughtUpMs = performance.now() - pushedAt;
    const tasks = await longTasksSince(page, from);
    const frames = await bench.stopFrames();
    const seen = await page.evaluate(() => {
      const el = document.querySelector('.chat-list');
      if (!el) throw new Error('no chat list on the room page');
      return {
        rows: el.children.length,
        // Markup in a line must arrive as text, never as elements.
        markup: el.querySelectorAll('b, script').length,
      };
    });
    const warm = frameGaps(frames, warmFrom, from);
    const gaps = frameGaps(frames, from, Infinity);
    const sorted = [...gaps].sort((a, b) => a - b);
    const q = (p: number) => Math.round(sorted[Math.floor(p * (sorted.length - 1))] ?? 0);
    const cpu = `${CPU_THROTTLE}x CPU`;
    return [
      {
        name: `chat list: lines pushed (${PER_SECOND}/s for ${SECONDS} s after ${WARMUP_SECONDS} s warm-up)`,
        value: sent,
        unit: 'lines',
      },
      {
        name: `chat list: frames of ${CHAT_FRAME_BUDGET_MS} ms or longer while lines arrive (${cpu})`,
        value: slowFrames(gaps),
        unit: 'frames',
        budget: 0,
      },
      { name: `chat list: longest frame (${cpu})`, value: Math.round(sorted.at(-1) ?? 0), unit: 'ms' },
      { name: `chat list: frame p99 (${cpu})`, value: q(0.99), unit: 'ms' },
      { name: 'chat list: frames painted', value: sorted.length, unit: 'frames' },
      {
        name: `chat list: long tasks while lines arrive (${cpu})`,
        value: tasks.length,
        unit: 'tasks',
        budget: 0,
      },
      {
        name: `chat list: warm-up frames of ${CHAT_FRAME_BUDGET_MS} ms or longer (first ${WARMUP_SECONDS} s)`,
        value: slowFrames(warm),
        unit: 'frames',
      },
      {
        name: 'chat list: video played while lines arrive',
        value: Math.round(videoSeconds * 10) / 10,
        unit: 's',
      },
      { name: 'chat list: last line shown after the last push', value: Math.round(caughtUpMs), unit: 'ms' },
      {
        name: 'chat list: rows in the DOM at the end (following the newest)',
        value: seen.rows,
        unit: 'rows',
        budget: KEEP,
      },
      { name: 'chat list: markup rendered as elements', value: seen.markup, unit: 'elements', budget: 0 },
    ];
  } finally {
    await bench.close();
  }
}

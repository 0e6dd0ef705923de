import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { catalogue, chatMessage, ChatMsgType, type ChatMessage } from '@arena/protocol';
import { createTestAppOn } from '../../apps/server/test/test-app.ts';
import type { ChatHub } from '../../apps/server/src/modules/chat/chat-hub.ts';
import type { BenchResult } from './bench-result.ts';
import { longTasksSince, watchLongTasks } from './long-tasks.ts';

/** Budget: the chat list holds 200 incoming messages a second with frames under 50 ms. */
export const CHAT_FRAME_BUDGET_MS = 50;
const PER_SECOND = Number(process.env.CHAT_LIST_RATE ?? 200);
const SECONDS = 10;
const WARMUP_SECONDS = 2;
/** Lines go to the server in bursts this often (the server's own batching then frames them). */
const TICK_MS = 20;
const ROOM = 'r-cast-1';
/** `CHAT_LIST_BENCH_CPU=1` measures without throttling. */
const CPU_THROTTLE = Number(process.env.CHAT_LIST_BENCH_CPU ?? 4);
/** The client keeps this many lines (chat-cache.ts CHAT_KEEP). */
const KEEP = 300;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
 * with the browser's own `longtask` observer.
 */
export async function runChatListBench(): Promise<BenchResult[]> {
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
  const t = await createTestAppOn({ dataDir: 'memory' }, { webDist });
  // The app's chat decoration (its type augmentation lives in the server's own program).
  const hub = (t.app as unknown as { chat: { hub: ChatHub } }).chat.hub;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A seeded line of the room gives the site fields the client filters on (spec §4).
    const history = await t.call(catalogue.chat.history, { chatRoomNo: ROOM, size: 1 });
    const seeded = (history.data as { list: ChatMessage[] }).list[0];
    if (history.code !== 0 || !seeded) throw new Error(`chat.history answered ${history.code}`);
    const line = (n: number): ChatMessage =>
      chatMessage.parse({
        id: `bench-${n}`,
        msgType: ChatMsgType.text,
        venueName: '',
        siteId: seeded.siteId,
        siteSeries: seeded.siteSeries,
        sentAt: Date.now(),
        content: `${SAMPLES[n % SAMPLES.length] ?? ''} #${n}`,
        sender: { userId: String(10_000 + (n % 97)), username: `球迷${n % 97}`, level: n % 9 },
      });

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await watchLongTasks(page);
    await page.goto(`${base}/app/live/room/${ROOM}`); // the video streams on: never network-idle
    await page.getByTestId('chat-panel').getByText('大家晚上好').waitFor({ timeout: 30_000 });
    // The socket is open once the room counts the page.
    for (let i = 0; i < 100 && hub.onlineCount(ROOM) < 1; i++) await page.waitForTimeout(50);
    if (hub.onlineCount(ROOM) < 1) throw new Error('the room page did not open its chat socket');

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    // Frame times from requestAnimationFrame (a string: the bench's transpiler would wrap a named
    // function in a helper the page does not have).
    await page.evaluate(`(() => {
      window.__frames = [];
      window.__stopFrames = false;
      const step = (ts) => {
        window.__frames.push(ts);
        if (!window.__stopFrames) requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    })()`);
    const now = () => page.evaluate(() => performance.now());
    const videoAt = () => page.evaluate(() => document.querySelector('video')?.currentTime ?? -1);

    let sent = 0;
    /** Pushes `seconds` of lines at PER_SECOND, in bursts every TICK_MS. */
    const push = async (seconds: number) => {
      const first = sent;
      const until = first + PER_SECOND * seconds;
      const start = performance.now();
      while (sent < until) {
        const due = Math.min(until, first + Math.floor(((performance.now() - start) / 1000) * PER_SECOND));
        while (sent < due) hub.broadcast(ROOM, line(sent++));
        await new Promise((r) => setTimeout(r, TICK_MS));
      }
    };
    // Warm-up, measured apart: the page's first seconds of a busy room (its code not yet optimised).
    const warmFrom = await now();
    await push(WARMUP_SECONDS);
    const from = await now();
    const videoFrom = await videoAt();
    await push(SECONDS);
    const pushedAt = performance.now();
    const videoSeconds = (await videoAt()) - videoFrom;
    await page
      .locator('.chat-list')
      .getByText(`#${sent - 1}`, { exact: false })
      .waitFor({ timeout: 20_000 });
    const caughtUpMs = performance.now() - pushedAt;
    const tasks = await longTasksSince(page, from);
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __frames: number[]; __stopFrames: boolean };
      w.__stopFrames = true;
      const el = document.querySelector('.chat-list');
      if (!el) throw new Error('no chat list on the room page');
      return {
        frames: w.__frames,
        rows: el.children.length,
        // Markup in a line must arrive as text, never as elements.
        markup: el.querySelectorAll('b, script').length,
      };
    });
    /** Frame lengths of the frames that ended in (a, b]. */
    const gapsIn = (a: number, b: number) =>
      seen.frames.flatMap((ts, i) => (i > 0 && ts > a && ts <= b ? [ts - (seen.frames[i - 1] ?? ts)] : []));
    const warm = gapsIn(warmFrom, from);
    const gaps = gapsIn(from, Infinity);
    const sorted = [...gaps].sort((a, b) => a - b);
    const q = (p: number) => Math.round(sorted[Math.floor(p * (sorted.length - 1))] ?? 0);
    const cpu = `${CPU_THROTTLE}x CPU`;
    // Frames come on the display's beat (16.7 ms): 50 ms is three beats, two frames missed.
    const slow = (list: number[]) => list.filter((g) => g >= CHAT_FRAME_BUDGET_MS - 0.5).length;
    return [
      {
        name: `chat list: lines pushed (${PER_SECOND}/s for ${SECONDS} s after ${WARMUP_SECONDS} s warm-up)`,
        value: sent,
        unit: 'lines',
      },
      {
        name: `chat list: frames of ${CHAT_FRAME_BUDGET_MS} ms or longer while lines arrive (${cpu})`,
        value: slow(gaps),
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
        value: slow(warm),
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
    await browser.close();
    await t.close();
  }
}

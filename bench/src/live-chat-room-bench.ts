import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { catalogue, chatMessage, ChatMsgType, type ChatMessage } from '@arena/protocol';
import { createTestAppOn } from '../../apps/server/test/test-app.ts';
import type { ChatHub } from '../../apps/server/src/modules/chat/chat-hub.ts';
import { watchLongTasks } from './long-tasks.ts';

/**
 * What the busy-room benches share (the chat list bench and the danmaku bench): a server with the
 * seed, a visitor's room page in Chromium at 390 × 844, lines handed to the gateway's chat hub (as
 * `chat.sendMessage` does once a line is stored) at a steady rate, and the page's frames timed with
 * `requestAnimationFrame`.
 */

/** Lines go to the server in bursts this often (the server's own batching then frames them). */
const TICK_MS = 20;
/** Frames come on the display's beat (16.7 ms): 50 ms is three beats, two frames missed. */
export const FRAME_BUDGET_MS = 50;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChatRoomBench {
  page: Page;
  hub: ChatHub;
  /** The lines handed to the hub so far. */
  sent: () => number;
  /** Hands `seconds` of lines at `perSecond` to the hub, in bursts every TICK_MS. */
  push: (seconds: number) => Promise<void>;
  /** The page's `performance.now()`. */
  now: () => Promise<number>;
  /** Starts recording frame times (`window.__frames`). */
  startFrames: () => Promise<void>;
  /** Stops recording and answers the frame times. */
  stopFrames: () => Promise<number[]>;
  close: () => Promise<void>;
}

export interface ChatRoomBenchOptions {
  room: string;
  perSecond: number;
  cpuThrottle: number;
  /** The content and sender of line `n`. */
  line: (n: number) => { id: string; content: string; userId: string; username: string; level: number };
  /** Runs before the page's first script (a stored setting, say). */
  initScript?: () => void;
  /** Waits until the room shows what the bench needs; the chat socket is awaited after it. */
  ready: (page: Page) => Promise<void>;
}

/** Opens the room page, waits for its chat socket and throttles the page's CPU. */
export async function openChatRoomBench(opts: ChatRoomBenchOptions): Promise<ChatRoomBench> {
  const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
  const t = await createTestAppOn({ dataDir: 'memory' }, { webDist });
  // The app's chat decoration (its type augmentation lives in the server's own program).
  const hub = (t.app as unknown as { chat: { hub: ChatHub } }).chat.hub;
  let browser: Browser | null = null;
  const close = async () => {
    await browser?.close();
    await t.close();
  };
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // A seeded line of the room gives the site fields the client filters on (spec §4).
    const history = await t.call(catalogue.chat.history, { chatRoomNo: opts.room, size: 1 });
    const seeded = (history.data as { list: ChatMessage[] }).list[0];
    if (history.code !== 0 || !seeded) throw new Error(`chat.history answered ${history.code}`);
    const message = (n: number): ChatMessage => {
      const l = opts.line(n);
      return chatMessage.parse({
        id: l.id,
        msgType: ChatMsgType.text,
        venueName: '',
        siteId: seeded.siteId,
        siteSeries: seeded.siteSeries,
        sentAt: Date.now(),
        content: l.content,
        sender: { userId: l.userId, username: l.username, level: l.level },
      });
    };

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await watchLongTasks(page);
    if (opts.initScript) await page.addInitScript(opts.initScript);
    await page.goto(`${base}/app/live/room/${opts.room}`); // the video streams on: never network-idle
    await opts.ready(page);
    // The socket is open once the room counts the page.
    for (let i = 0; i < 100 && hub.onlineCount(opts.room) < 1; i++) await page.waitForTimeout(50);
    if (hub.onlineCount(opts.room) < 1) throw new Error('the room page did not open its chat socket');

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpuThrottle });

    const traceFile = process.env.CHAT_ROOM_TRACE;
    let sent = 0;
    const push = async (seconds: number) => {
      const first = sent;
      const until = first + opts.perSecond * seconds;
      const start = performance.now();
      while (sent < until) {
        const due = Math.min(
          until,
          first + Math.floor(((performance.now() - start) / 1000) * opts.perSecond),
        );
        while (sent < due) hub.broadcast(opts.room, message(sent++));
        await new Promise((r) => setTimeout(r, TICK_MS));
      }
    };
    return {
      page,
      hub,
      sent: () => sent,
      push,
      now: () => page.evaluate(() => performance.now()),
      // Strings, not functions: the bench's transpiler would wrap a named function in a helper the
      // page does not have. `CHAT_ROOM_TRACE=<file>` records a Chromium trace from here to the end of
      // the frames (timeline only, as in the sportsbook list bench), to see what a slow frame is.
      startFrames: async () => {
        if (traceFile && browser)
          await browser.startTracing(page, {
            path: traceFile,
            categories: [
              '-*',
              'devtools.timeline',
              'disabled-by-default-devtools.timeline',
              'toplevel',
              // `CHAT_ROOM_TRACE_CATEGORIES=disabled-by-default-devtools.timeline.stack` adds the
              // script stack of each forced layout, say (comma-separated).
              ...(process.env.CHAT_ROOM_TRACE_CATEGORIES ?? '').split(',').filter(Boolean),
            ],
          });
        await page.evaluate(`(() => {
          window.__frames = [];
          window.__stopFrames = false;
          const step = (ts) => {
            window.__frames.push(ts);
            if (!window.__stopFrames) requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        })()`);
      },
      stopFrames: async () => {
        const frames = await page.evaluate(() => {
          const w = window as unknown as { __frames: number[]; __stopFrames: boolean };
          w.__stopFrames = true;
          return w.__frames;
        });
        if (traceFile && browser) await browser.stopTracing();
        return frames;
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Frame lengths of the frames that ended in (a, b]. */
export function frameGaps(frames: number[], a: number, b: number): number[] {
  return frames.flatMap((ts, i) => (i > 0 && ts > a && ts <= b ? [ts - (frames[i - 1] ?? ts)] : []));
}

/** The frames of FRAME_BUDGET_MS or longer (half a millisecond of timer rounding allowed). */
export function slowFrames(gaps: number[]): number {
  return gaps.filter((g) => g >= FRAME_BUDGET_MS - 0.5).length;
}

import { Worker } from 'node:worker_threads';

/** Every `bench N` line a viewer read: its number and when (epoch ms), in two parallel arrays. */
export interface ViewerReport {
  lines: Int32Array;
  arrivals: Float64Array;
  /** Text frames read by all viewers together. */
  frames: number;
}

/** The viewers of a fan-out bench, open and reading in their own thread (chat-viewers-worker.ts). */
export interface Viewers {
  /** How many sockets opened. */
  connected: number;
  /** The viewers' thread id (Linux; -1 elsewhere), to tell its CPU from the sender's. */
  tid: number;
  /** Waits until `expected` lines arrived in all, or `timeoutMs` passed. */
  waitFor(expected: number, timeoutMs: number): Promise<void>;
  /** Every arrival, once the run is over (nothing crosses threads while lines are going out). */
  report(): Promise<ViewerReport>;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Opens one raw WebSocket viewer per ticket at `wsBase` (ws://host:port; several: viewer i at the
 * i-th mod n) in a worker thread, so their reading never shares the thread that sends the lines, and
 * resolves once all are open.
 */
export async function startViewers(
  wsBase: string | readonly string[],
  tickets: readonly string[],
): Promise<Viewers> {
  // A TypeScript worker entry goes through tsx's API (a worker does not inherit the --import loader).
  const entry = new URL('./chat-viewers-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  const w = new Worker(boot, { eval: true, workerData: { base: wsBase, tickets } });
  let arrived = 0;
  let report: ViewerReport | null = null;
  let tid = -1;
  const connected = await new Promise<number>((resolve, reject) => {
    w.on('error', reject);
    w.on(
      'message',
      (msg: {
        type: string;
        count?: number;
        tid?: number;
        lines?: Int32Array;
        arrivals?: Float64Array;
        frames?: number;
      }) => {
        if (msg.type === 'ready') {
          tid = msg.tid ?? -1;
          resolve(msg.count ?? 0);
        }
        if (msg.type === 'count') arrived = msg.count ?? 0;
        if (msg.type === 'report' && msg.lines && msg.arrivals)
          report = { lines: msg.lines, arrivals: msg.arrivals, frames: msg.frames ?? 0 };
      },
    );
  });
  return {
    connected,
    tid,
    async waitFor(expected, timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (arrived < expected && Date.now() < until) {
        w.postMessage({ type: 'count' });
        await sleep(50);
      }
    },
    async report() {
      w.postMessage({ type: 'report' });
      while (!report) await sleep(10);
      return report;
    },
    async stop() {
      w.postMessage({ type: 'stop' });
      await sleep(200);
      await w.terminate();
    },
  };
}

/** Delivery delay of every arrival: read time minus the send time of its line (`sentAt[N]`). */
export const deliveryDelays = ({ lines, arrivals }: ViewerReport, sentAt: readonly number[]): number[] =>
  Array.from(lines, (line, i) => (arrivals[i] ?? 0) - (sentAt[line] ?? 0));

/** The `q` quantile of `list`, to 0.1. */
export function quantile(list: readonly number[], q: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 10) / 10;
}

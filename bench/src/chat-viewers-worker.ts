import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

/*
 * The viewers of the chat fan-out bench, in their own thread so their parsing does not share the
 * server's event loop. Reports, for each frame of a bench message, its content and arrival time
 * (epoch ms, performance.timeOrigin based), in batches.
 */
const { base, tickets } = workerData as { base: string; tickets: string[] };
const CONTENT = /"content":"(bench \d+)"/g;
let batch: [string, number][] = [];
const flush = () => {
  if (batch.length > 0) parentPort?.postMessage({ type: 'frames', frames: batch });
  batch = [];
};
setInterval(flush, 100);

const sockets: WebSocket[] = [];
for (let i = 0; i < tickets.length; i += 100) {
  await Promise.all(
    tickets.slice(i, i + 100).map(async (ticket) => {
      const ws = new WebSocket(`${base}/ws/chat?ticket=${ticket}`);
      ws.on('message', (data: Buffer) => {
        const at = performance.timeOrigin + performance.now();
        for (const found of data.toString('utf8').matchAll(CONTENT)) if (found[1]) batch.push([found[1], at]);
      });
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      sockets.push(ws);
    }),
  );
}
parentPort?.postMessage({ type: 'ready', count: sockets.length });
parentPort?.on('message', (msg: { type: string }) => {
  if (msg.type !== 'stop') return;
  flush();
  for (const ws of sockets) ws.terminate();
  process.exit(0);
});

import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

/*
 * The players of the crash round bench (docs/perf.md "Crash rounds"), in their own thread so reading
 * 500 sockets does not share the gateway's event loop. Each player opens `/ws/crash` and notes, for
 * every multiplier step, how long after the instance computed it (`at`, epoch ms on this machine's one
 * clock) the frame was read.
 *
 * Messages: `ready` (count) once all are open; `report` answers the delays (ms) and the steps seen;
 * `stop` closes the sockets.
 */
const { url, players } = workerData as { url: string; players: number };
const delays: number[] = [];
const steps = new Set<string>();
const sockets: WebSocket[] = [];
const errors: string[] = [];
const epochNow = () => performance.timeOrigin + performance.now();

let open = 0;
for (let i = 0; i < players; i++) {
  // Each player from its own loopback address, as players come from their own networks: the gateway
  // caps sockets per address.
  const ws = new WebSocket(url, { localAddress: `127.1.${Math.floor(i / 200)}.${(i % 200) + 1}` });
  sockets.push(ws);
  ws.on('open', () => {
    if (++open === players) parentPort?.postMessage({ type: 'ready', count: open });
  });
  ws.on('message', (raw: Buffer) => {
    const at = epochNow();
    const frame = JSON.parse(raw.toString('utf8')) as {
      type: string;
      at: number;
      roundNo: number;
      m?: number;
    };
    if (frame.type !== 'tick') return;
    delays.push(at - frame.at);
    steps.add(`${frame.roundNo}:${frame.at}`);
  });
  ws.on('error', (err) => errors.push(err.message));
}

parentPort?.on('message', (msg: { type: string }) => {
  if (msg.type === 'report')
    parentPort?.postMessage({ type: 'report', delays, steps: steps.size, open, errors: errors.slice(0, 5) });
  if (msg.type === 'stop') for (const ws of sockets) ws.terminate();
});

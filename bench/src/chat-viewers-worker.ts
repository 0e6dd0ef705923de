import { createHash, randomBytes } from 'node:crypto';
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { ownThreadId } from './process-cpu.ts';

/*
 * The viewers of the chat fan-out bench (docs/perf.md "Chat fan-out"), in their own thread so their
 * reading does not share the gateway's event loop. Each viewer is a plain TCP socket that does the
 * WebSocket handshake itself (RFC 6455: checks the 101 and Sec-WebSocket-Accept), reads the server's
 * frames (unmasked, any length, pings answered) and notes when a frame carrying a `bench N` line was
 * read. It stands for a phone on its own network: it takes a frame off the wire and no more, where a
 * full client library here would spend this machine's second core decoding 2,000 sockets' frames in one
 * thread, and the bench would measure that thread's backlog as the gateway's delivery time.
 *
 * Messages: `ready` (count) once all are open; `count` answers how many bench lines arrived; `report`
 * answers every arrival as two transferred arrays (line number, epoch ms) and the text frames read;
 * `stop` closes the sockets.
 */
const { base, tickets } = workerData as { base: string | string[]; tickets: string[] };
/** Where the viewers connect: one address, or several taken in turn (viewer i on address i mod n). */
const urls = (Array.isArray(base) ? base : [base]).map((b) => new URL(b));
const WS_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const MARK = Buffer.from('"content":"bench ');
const OP_CONTINUATION = 0x0;
const OP_TEXT = 0x1;
const OP_CLOSE = 0x8;
const OP_PING = 0x9;
const OP_PONG = 0xa;

const lines: number[] = [];
const arrivals: number[] = [];
/** Text frames read by all viewers (lines arrive batched: fewer frames than lines under load). */
let frames = 0;

/** Notes every `bench N` line of a text frame's payload as read at `at`. */
function note(payload: Buffer, at: number): void {
  for (let i = payload.indexOf(MARK); i !== -1; i = payload.indexOf(MARK, i + MARK.length)) {
    let n = 0;
    for (let j = i + MARK.length; j < payload.length; j++) {
      const digit = (payload[j] ?? 0) - 48;
      if (digit < 0 || digit > 9) break;
      n = n * 10 + digit;
    }
    lines.push(n);
    arrivals.push(at);
  }
}

/** A client frame (masked, as RFC 6455 requires of clients) with a payload under 126 bytes. */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const mask = randomBytes(4);
  const out = Buffer.alloc(6 + payload.length);
  out[0] = 0x80 | opcode;
  out[1] = 0x80 | payload.length;
  mask.copy(out, 2);
  for (let k = 0; k < payload.length; k++) out[6 + k] = (payload[k] ?? 0) ^ (mask[k & 3] ?? 0);
  return out;
}

/** Reads whole frames off the front of `buf`; returns what is left (a partial frame). */
function readFrames(sock: net.Socket, buf: Buffer, at: number): Buffer {
  let rest = buf;
  while (rest.length >= 2) {
    const opcode = (rest[0] ?? 0) & 0x0f;
    if ((rest[1] ?? 0) & 0x80) throw new Error('a server frame must not be masked');
    let length = (rest[1] ?? 0) & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (rest.length < 4) break;
      length = rest.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (rest.length < 10) break;
      length = Number(rest.readBigUInt64BE(2));
      offset = 10;
    }
    if (rest.length < offset + length) break;
    const payload = rest.subarray(offset, offset + length);
    if (opcode === OP_TEXT) frames++;
    if (opcode === OP_TEXT || opcode === OP_CONTINUATION) note(payload, at);
    else if (opcode === OP_PING) sock.write(clientFrame(OP_PONG, payload));
    else if (opcode === OP_CLOSE) sock.end();
    rest = rest.subarray(offset + length);
  }
  return rest;
}

/**
 * Each viewer from its own loopback address, as viewers come from their own networks: the gateway caps
 * the sockets one address may hold open (docs/deploy.md "Limits").
 */
const loopbackOf = (i: number) => `127.2.${Math.floor(i / 200)}.${(i % 200) + 1}`;

function connect(ticket: string, url: URL, index: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const key = randomBytes(16).toString('base64');
    const accept = createHash('sha1')
      .update(key + WS_GUID)
      .digest('base64');
    const sock = net.connect({ port: Number(url.port), host: url.hostname, localAddress: loopbackOf(index) });
    sock.setNoDelay(true);
    let open = false;
    let buf: Buffer = Buffer.alloc(0);
    sock.once('error', reject);
    sock.on('connect', () => {
      sock.write(
        `GET /ws/chat?ticket=${encodeURIComponent(ticket)} HTTP/1.1\r\nHost: ${url.host}\r\n` +
          'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    sock.on('data', (chunk: Buffer) => {
      const at = performance.timeOrigin + performance.now();
      buf = buf.length === 0 ? chunk : Buffer.concat([buf, chunk]);
      if (!open) {
        const end = buf.indexOf('\r\n\r\n');
        if (end === -1) return;
        const head = buf.subarray(0, end).toString('latin1');
        if (!head.startsWith('HTTP/1.1 101') || !head.includes(`Sec-WebSocket-Accept: ${accept}`)) {
          sock.destroy();
          reject(new Error(`no WebSocket upgrade: ${head.split('\r\n')[0] ?? ''}`));
          return;
        }
        open = true;
        buf = buf.subarray(end + 4);
        resolve(sock);
      }
      buf = readFrames(sock, buf, at);
    });
  });
}

const sockets: net.Socket[] = [];
for (let i = 0; i < tickets.length; i += 100) {
  const batch = tickets.slice(i, i + 100);
  sockets.push(
    ...(await Promise.all(batch.map((t, k) => connect(t, urls[(i + k) % urls.length] as URL, i + k)))),
  );
}
parentPort?.postMessage({ type: 'ready', count: sockets.length, tid: ownThreadId() });
parentPort?.on('message', (msg: { type: string }) => {
  if (msg.type === 'count') parentPort?.postMessage({ type: 'count', count: lines.length });
  if (msg.type === 'report') {
    const n = Int32Array.from(lines);
    const at = Float64Array.from(arrivals);
    parentPort?.postMessage({ type: 'report', lines: n, arrivals: at, frames }, [n.buffer, at.buffer]);
  }
  if (msg.type === 'stop') {
    for (const sock of sockets) sock.destroy();
    process.exit(0);
  }
});

import { catalogue } from '@arena/protocol';
import { createTestAppOn } from '../../apps/server/test/test-app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { newMember } from '../../apps/server/test/member-helpers.ts';
import { sendInput } from '../../apps/server/test/chat-helpers.ts';
import type { ChatLimiter } from '../../apps/server/src/modules/chat/chat-limiter.ts';
import type { TicketStore } from '../../apps/server/src/modules/chat/chat-tickets.ts';
import type { BenchResult } from './bench-result.ts';
import { deliveryDelays, quantile as at, startViewers, type Viewers } from './chat-viewers.ts';

const VIEWERS = Number(process.env.CHAT_BENCH_VIEWERS ?? 2_000);
const PER_SECOND = 50;
const SECONDS = 8;
const ROOM = 'r-cast-1';
const SENDERS = 5;
/** Messages sent first at the same rate and not measured: the server's send and fan-out paths warm up. */
const WARMUP = 25;

const epochNow = () => performance.timeOrigin + performance.now();

/**
 * Chat fan-out (docs/chat.md): VIEWERS sockets in one room (raw WebSocket readers in a worker thread: chat-viewers-worker.ts),
 * PER_SECOND messages a second sent through the real `chat.sendMessage` call (envelope, checks,
 * insert, broadcast); delivery = from the send call until a viewer has the frame. The per-member slow
 * mode and rate limit are switched off here (a handful of senders stand in for many members).
 */
export async function runChatFanoutBench(): Promise<BenchResult[]> {
  // Who owns the sockets is `npm start`'s choice for this machine (docs/chat.md "Fan-out").
  const { chatEdge, chatEdgeProcesses } = loadConfig();
  const t = await createTestAppOn({ dataDir: 'memory' }, { chatEdge, chatEdgeProcesses });
  // The app's chat decoration (its type augmentation lives in the server's own program).
  const chat = (t.app as unknown as { chat: { tickets: TicketStore; limiter: ChatLimiter } }).chat;
  let viewers: Viewers | null = null;
  try {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const tickets = await Promise.all(
      Array.from({ length: VIEWERS }, async () => {
        const issued = await chat.tickets.issue(
          { roomNo: ROOM, memberId: null, username: '游客', level: 0 },
          Date.now(),
        );
        return issued.token;
      }),
    );
    /** Send time (epoch ms) of each line, by its number N (`warm N` or `bench N`). */
    const sentAt: number[] = [];
    const callMs: number[] = [];
    const connectStart = epochNow();
    const v = await startViewers(address.replace('http', 'ws'), tickets);
    viewers = v;
    const { connected } = v;
    const connectMs = epochNow() - connectStart;
    chat.limiter.check = () => ({ ok: true });
    const senders = await Promise.all(Array.from({ length: SENDERS }, () => newMember(t, 'bench')));

    let sent = 0;
    let refused = 0;
    const total = PER_SECOND * SECONDS;
    const start = epochNow();
    const inFlight: Promise<void>[] = [];
    while (sent < WARMUP + total) {
      const wait = start + (sent * 1000) / PER_SECOND - epochNow();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      // Only `bench N` lines are measured (the viewers' pattern); warm-up lines are `warm N`.
      const content = sent < WARMUP ? `warm ${sent}` : `bench ${sent}`;
      const sender = senders[sent % SENDERS];
      const n = sent++;
      sentAt[n] = epochNow();
      inFlight.push(
        t
          .call(catalogue.chat.sendMessage, sendInput(content, ROOM), { token: sender?.token ?? '' })
          .then((res) => {
            if (n >= WARMUP) callMs.push(epochNow() - (sentAt[n] ?? 0));
            if (res.code !== 0) refused++;
          }),
      );
    }
    await Promise.all(inFlight);
    const expected = (total - refused) * connected;
    // The viewers count their arrivals and report them once, after the run: nothing about delivery
    // crosses into this thread (the gateway's) while the messages are going out.
    await v.waitFor(expected, 10_000);
    const delays = deliveryDelays(await v.report(), sentAt);
    return [
      {
        name: `viewers connected (of ${VIEWERS}, one room; sockets ${chatEdge === 'process' ? `in ${chatEdgeProcesses} edge process(es)` : 'in the gateway'})`,
        value: connected,
        unit: 'sockets',
      },
      { name: 'time to connect all viewers', value: Math.round(connectMs), unit: 'ms' },
      {
        name: `send calls refused (${PER_SECOND}/s for ${SECONDS} s)`,
        value: refused,
        unit: 'msgs',
        budget: 0,
      },
      { name: 'deliveries missing after 10 s', value: expected - delays.length, unit: 'frames', budget: 0 },
      // The gateway's own answer to the send call while the fan-out runs (docs/chat.md "Fan-out").
      { name: 'send call p99 (gateway answer)', value: at(callMs, 0.99), unit: 'ms' },
      { name: 'delivery p50 (send call to viewer frame)', value: at(delays, 0.5), unit: 'ms' },
      { name: 'delivery p99 (send call to viewer frame)', value: at(delays, 0.99), unit: 'ms', budget: 100 },
    ];
  } finally {
    await viewers?.stop();
    await t.close();
  }
}

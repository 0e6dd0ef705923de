import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { ErrorCode, catalogue } from '@arena/protocol';
import { missingParts, startCluster, type LocalCluster } from '../../scripts/lib/cluster-stack.mjs';
import { callOver, handshakeOver } from '../../apps/server/test/cluster-client.ts';
import type { BenchResult } from './bench-result.ts';

const VIEWERS = Number(process.env.CHAT_BENCH_VIEWERS ?? 2_000);
const PER_SECOND = 40;
const SECONDS = 5;
const WARMUP = 20;
const SENDERS = 30;
const ROOM = 'r-cast-1';
const CONFIG_CALLS = 2_000;
const CONFIG_CONCURRENCY = 16;
const TOKEN = 'cluster-bench-token-0123456789abcdefgh';

const epochNow = () => performance.timeOrigin + performance.now();
const at = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 10) / 10;
};

/**
 * Three instances behind nginx against one (docs/perf.md "Cluster"), each stack with its own
 * PostgreSQL and Redis: the config call through nginx, and chat fan-out to VIEWERS sockets spread by
 * nginx over the instances, lines sent through the real `chat.sendMessage` call on any instance.
 * On a 2-core machine this measures what the cluster costs per line and per call, not scale.
 */
export async function runClusterBench(): Promise<BenchResult[]> {
  const missing = missingParts();
  if (missing.length > 0) {
    process.stdout.write(`  cluster bench skipped: ${missing.join(', ')} not installed\n`);
    return [];
  }
  const results: BenchResult[] = [];
  for (const count of [1, 3]) {
    const c = await startCluster({
      count,
      adminToken: TOKEN,
      env: {
        CHAT_EDGE: 'inline',
        CALL_BUDGETS: 'off',
        SOCKETS_PER_IP: '10000',
        ARENA_WEAK_HASH_FOR_TESTS: '1',
        NODE_ENV: 'test',
      },
    });
    try {
      const label = count === 1 ? '1 instance' : `${count} instances`;
      const config = await configCalls(c);
      results.push(
        {
          name: `config call through nginx, ${label} (req/s, ${CONFIG_CONCURRENCY} at once)`,
          value: config.rps,
          unit: 'req/s',
        },
        { name: `config call p99, ${label}`, value: config.p99, unit: 'ms' },
      );
      const fan = await fanout(c);
      results.push(
        {
          name: `viewers connected, ${label} (of ${VIEWERS}, one room)`,
          value: fan.connected,
          unit: 'sockets',
        },
        { name: `deliveries missing after 10 s, ${label}`, value: fan.missing, unit: 'frames', budget: 0 },
        { name: `delivery p50, ${label}`, value: fan.p50, unit: 'ms' },
        { name: `delivery p99, ${label}`, value: fan.p99, unit: 'ms', budget: 150 },
      );
    } finally {
      await c.stop();
    }
  }
  return results;
}

async function configCalls(c: LocalCluster): Promise<{ rps: number; p99: number }> {
  const session = await handshakeOver(c.proxy.url);
  const times: number[] = [];
  let next = 0;
  const start = epochNow();
  await Promise.all(
    Array.from({ length: CONFIG_CONCURRENCY }, async () => {
      while (next < CONFIG_CALLS) {
        next++;
        const t0 = epochNow();
        const res = await callOver(c.proxy.url, session, catalogue.site.configInfoV1Get, {
          keyCode: 'siteName',
        });
        if (res.code !== ErrorCode.ok && res.code !== ErrorCode.notFound)
          throw new Error(`config call: ${res.msg}`);
        times.push(epochNow() - t0);
      }
    }),
  );
  return { rps: Math.round(CONFIG_CALLS / ((epochNow() - start) / 1000)), p99: at(times, 0.99) };
}

async function fanout(c: LocalCluster) {
  // Many members stand in for a room's senders; the room's slow mode is off for them.
  const db = new pg.Client({ connectionString: c.pg.url });
  await db.connect();
  await db.query(
    `insert into chat_room (room_no, slow_mode_seconds) values ($1, 0)
     on conflict (room_no) do update set slow_mode_seconds = 0`,
    [ROOM],
  );
  await db.end();
  const bases = c.instances.map((i) => i.url);
  const senders: { base: string; token: string; session: Awaited<ReturnType<typeof handshakeOver>> }[] = [];
  for (let i = 0; i < SENDERS; i++) {
    const base = bases[i % bases.length] as string;
    const session = await handshakeOver(base);
    const name = `cb${Date.now().toString(36)}${i}`;
    const res = await callOver(base, session, catalogue.auth.registerV4, {
      name,
      password: 'abc12345',
      timewd: 'encoded',
      birthDate: '1990-01-01',
    });
    if (res.code !== ErrorCode.ok) throw new Error(`register: ${res.msg}`);
    senders.push({ base, session, token: (res.data as { token: string }).token });
  }
  // Tickets through nginx: the viewers' sockets then land on whichever instance nginx picks.
  const viewer = await handshakeOver(c.proxy.url);
  const tickets: string[] = [];
  for (let i = 0; i < VIEWERS; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, VIEWERS - i) }, () =>
        callOver(c.proxy.url, viewer, catalogue.chat.connector, { chatRoomNo: ROOM }),
      ),
    );
    tickets.push(...batch.map((r) => (r.data as { wsToken: string }).wsToken));
  }
  const entry = new URL('./chat-viewers-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
  const w = new Worker(boot, {
    eval: true,
    workerData: { base: c.proxy.url.replace('http', 'ws'), tickets },
  });
  try {
    let arrived = 0;
    let report: { lines: Int32Array; arrivals: Float64Array } | null = null;
    const connected = await new Promise<number>((resolve, reject) => {
      w.on('error', reject);
      w.on(
        'message',
        (msg: { type: string; count?: number; lines?: Int32Array; arrivals?: Float64Array }) => {
          if (msg.type === 'ready') resolve(msg.count ?? 0);
          if (msg.type === 'count') arrived = msg.count ?? 0;
          if (msg.type === 'report' && msg.lines && msg.arrivals)
            report = { lines: msg.lines, arrivals: msg.arrivals };
        },
      );
    });
    const sentAt: number[] = [];
    let refused = 0;
    const total = PER_SECOND * SECONDS;
    const start = epochNow();
    const inFlight: Promise<void>[] = [];
    for (let n = 0; n < WARMUP + total; n++) {
      const wait = start + (n * 1000) / PER_SECOND - epochNow();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const s = senders[n % SENDERS];
      if (!s) continue;
      const content = n < WARMUP ? `warm ${n}` : `bench ${n}`;
      sentAt[n] = epochNow();
      inFlight.push(
        callOver(
          s.base,
          s.session,
          catalogue.chat.sendMessage,
          { chatRoomNo: ROOM, content, msgType: 1, clientMsgId: `cb-${n}-${Date.now()}` },
          { token: s.token },
        ).then((res) => {
          if (res.code !== ErrorCode.ok) refused++;
        }),
      );
    }
    await Promise.all(inFlight);
    const expected = (total - refused) * connected;
    const until = epochNow() + 10_000;
    while (arrived < expected && epochNow() < until) {
      w.postMessage({ type: 'count' });
      await new Promise((r) => setTimeout(r, 50));
    }
    w.postMessage({ type: 'report' });
    while (!report) await new Promise((r) => setTimeout(r, 10));
    const { lines, arrivals } = report as { lines: Int32Array; arrivals: Float64Array };
    const delays = Array.from(lines, (line, i) => (arrivals[i] ?? 0) - (sentAt[line] ?? 0));
    return {
      connected,
      refused,
      missing: expected - delays.length,
      p50: at(delays, 0.5),
      p99: at(delays, 0.99),
    };
  } finally {
    w.postMessage({ type: 'stop' });
    await new Promise((r) => setTimeout(r, 200));
    await w.terminate();
  }
}

// `node --import tsx bench/src/cluster-bench.ts` runs it alone and prints the figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await runClusterBench())
    process.stdout.write(
      `${r.name}: ${r.value} ${r.unit}${r.budget !== undefined ? ` (budget ${r.budget})` : ''}\n`,
    );
  process.exit(0);
}

import pg from 'pg';
import { ErrorCode, catalogue } from '@arena/protocol';
import { missingParts, startCluster, type LocalCluster } from '../../scripts/lib/cluster-stack.mjs';
import {
  callOver,
  handshakeOver,
  openAnswer,
  postSealed,
  sealCall,
} from '../../apps/server/test/cluster-client.ts';
import type { LineTiming } from '../../apps/server/src/cluster/line-timings.ts';
import type { BenchResult } from './bench-result.ts';
import { deliveryDelays, quantile as at, startViewers } from './chat-viewers.ts';
import { clusterProcesses, cpuSnapshot, loadAverage, threadCpu } from './process-cpu.ts';

const VIEWERS = Number(process.env.CHAT_BENCH_VIEWERS ?? 2_000);
const PER_SECOND = 40;
const SECONDS = 5;
const WARMUP = 20;
const SENDERS = 30;
const ROOM = 'r-cast-1';
const CONFIG_CALLS = 2_000;
const CONFIG_CONCURRENCY = 16;
const TOKEN = 'cluster-bench-token-0123456789abcdefgh';
/** Which stacks to measure (`CLUSTER_BENCH_COUNTS=3` for the cluster alone). */
const COUNTS = (process.env.CLUSTER_BENCH_COUNTS ?? '1,3').split(',').map(Number);
/**
 * `CLUSTER_BENCH_DIRECT=1`: the viewers connect to the instances themselves, spread evenly, instead
 * of through nginx: the difference is nginx's share of the delivery time.
 */
const DIRECT = process.env.CLUSTER_BENCH_DIRECT === '1';

const epochNow = () => performance.timeOrigin + performance.now();

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
  for (const count of COUNTS) {
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
      const label = `${count === 1 ? '1 instance' : `${count} instances`}${DIRECT ? ', viewers direct' : ''}`;
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
        { name: `send call p99 (member's answer), ${label}`, value: fan.sendP99, unit: 'ms' },
        {
          name: `frames per viewer for ${fan.lines} lines (its hello included), ${label}`,
          value: fan.framesPerViewer,
          unit: 'frames',
        },
        { name: `load average at the end, ${label}`, value: loadAverage(), unit: '' },
        // Where a line's time goes, stage by stage (each line's slowest instance; docs/perf.md "Cluster").
        ...fan.stages.flatMap(([stage, list]) =>
          ([0.5, 0.99] as const).map((q) => ({
            name: `line stage ${stage} p${q * 100}, ${label}`,
            value: at(list, q),
            unit: 'ms',
          })),
        ),
        { name: `lines per frame (mean), ${label}`, value: fan.linesPerFrame, unit: 'lines' },
        // Where the machine's time went during the fan-out: CPU ms of each part of the stack.
        ...Object.entries(fan.cpu).map(([part, ms]) => ({
          name: `CPU during the fan-out: ${part}, ${label}`,
          value: Math.round(ms),
          unit: 'ms',
        })),
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
  const viewers = await startViewers(
    DIRECT ? c.instances.map((i) => i.url.replace('http', 'ws')) : c.proxy.url.replace('http', 'ws'),
    tickets,
  );
  const parts = clusterProcesses({
    ...Object.fromEntries(c.instances.map((i) => [`instance ${i.name}`, i.child.pid ?? -1])),
    nginx: `${c.dir}/nginx/nginx.conf`,
    postgresql: `${c.dir}/pg`,
    redis: `redis-server 127.0.0.1:${c.redis.port}`,
    'bench process (senders and viewers)': process.pid,
  });
  try {
    const { connected } = viewers;
    const cpuBefore = cpuSnapshot(parts);
    const threadsBefore = threadCpu(viewers.tid);
    const callMs: number[] = [];
    const sentAt: number[] = [];
    const total = PER_SECOND * SECONDS;
    // Each line is sealed before the run, as a member's phone seals its own: the clock starts when it
    // is sent, and this thread (which also times the run) does no crypto while lines go out.
    const lines = await Promise.all(
      Array.from({ length: WARMUP + total }, async (_, n) => {
        const s = senders[n % SENDERS] as (typeof senders)[number];
        const content = n < WARMUP ? `warm ${n}` : `bench ${n}`;
        const input = {
          chatRoomNo: ROOM,
          content,
          msgType: 1 as const,
          clientMsgId: `cb-${n}-${Date.now()}`,
        };
        return {
          s,
          sealed: await sealCall(s.session, catalogue.chat.sendMessage, input, { token: s.token }),
        };
      }),
    );
    const answers: Record<string, unknown>[] = [];
    const start = epochNow();
    const inFlight: Promise<void>[] = [];
    for (const [n, { s, sealed }] of lines.entries()) {
      const wait = start + (n * 1000) / PER_SECOND - epochNow();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sentAt[n] = epochNow();
      inFlight.push(
        postSealed(s.base, sealed).then((body) => {
          if (n >= WARMUP) callMs.push(epochNow() - (sentAt[n] ?? 0));
          answers[n] = body;
        }),
      );
    }
    await Promise.all(inFlight);
    let refused = 0;
    /** The stored message id of each line, by its number. */
    const ids: string[] = [];
    for (const [n, { s, sealed }] of lines.entries()) {
      const answer = await openAnswer(s.session, answers[n] ?? {}, sealed.nonce);
      if (answer.code !== ErrorCode.ok) refused++;
      else ids[n] = (answer.data as { id: string }).id;
    }
    const expected = (total - refused) * connected;
    await viewers.waitFor(expected, 10_000);
    const cpuAfter = cpuSnapshot(parts);
    const threadsAfter = threadCpu(viewers.tid);
    const report = await viewers.report();
    const delays = deliveryDelays(report, sentAt);
    const timings = await lineStages(c, start, ids, sentAt, report, WARMUP);
    return {
      connected,
      refused,
      missing: expected - delays.length,
      p50: at(delays, 0.5),
      p99: at(delays, 0.99),
      sendP99: at(callMs, 0.99),
      lines: WARMUP + total,
      framesPerViewer: Math.round((report.frames / Math.max(1, connected)) * 10) / 10,
      ...timings,
      cpu: {
        ...Object.fromEntries(
          Object.entries(cpuAfter).map(([part, ms]) => [part, ms - (cpuBefore[part] ?? 0)]),
        ),
        'of which the senders (bench main thread)': threadsAfter.main - threadsBefore.main,
        'of which the viewers (their thread)': threadsAfter.thread - threadsBefore.thread,
        'of which libuv and V8 helpers (WebCrypto, GC)': threadsAfter.others - threadsBefore.others,
      },
    };
  } finally {
    await viewers.stop();
  }
}

/**
 * Each measured line's delivery cut into stages that add up to it, from the instances' own record of
 * their recent lines (`GET /admin/cluster/lines`, apps/server/src/cluster/line-timings.ts) and the
 * viewers' arrivals, all on this machine's clock: the request reaching the instance it was sent to,
 * the send call up to its broadcast, the bus, the wait for the room's batching window, the write
 * loop to the instance's sockets, and from the end of that write to the line's last viewer (nginx
 * and the bench's viewer thread). Per line the instance that finished writing last counts.
 */
async function lineStages(
  c: LocalCluster,
  since: number,
  ids: readonly string[],
  sentAt: readonly number[],
  report: { lines: Int32Array; arrivals: Float64Array },
  warmup: number,
): Promise<{ stages: [string, number[]][]; linesPerFrame: number }> {
  const perInstance = await Promise.all(
    c.instances.map(async (i) => {
      const res = await fetch(`${i.url}/admin/cluster/lines?since=${Math.floor(since) - 1}`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      const body = (await res.json()) as { data: { lines: LineTiming[] } };
      return new Map(body.data.lines.map((l) => [l.id, l]));
    }),
  );
  const lastArrival = new Map<number, number>();
  for (const [k, line] of report.lines.entries()) {
    const arrived = report.arrivals[k] ?? 0;
    if (arrived > (lastArrival.get(line) ?? 0)) lastArrival.set(line, arrived);
  }
  const names = ['reach the instance', 'send call', 'bus', 'batch wait', 'write loop', 'after the write'];
  const stages: number[][] = names.map(() => []);
  let frameLines = 0;
  let frames = 0;
  for (const [n, id] of ids.entries()) {
    if (n < warmup || id === undefined) continue;
    const records = perInstance.map((m) => m.get(id)).filter((r): r is LineTiming => r !== undefined);
    const called = records.find((r) => r.callMs !== undefined);
    const last = records
      .filter((r) => r.writeEndAt !== undefined)
      .sort((a, b) => (b.writeEndAt ?? 0) - (a.writeEndAt ?? 0))[0];
    const arrived = lastArrival.get(n);
    if (!called || !last || arrived === undefined) continue;
    const published = called.publishedAt ?? 0;
    const values = [
      published - (called.callMs ?? 0) - (sentAt[n] ?? 0),
      called.callMs ?? 0,
      (last.receivedAt ?? published) - published,
      (last.writeStartAt ?? 0) - (last.receivedAt ?? published),
      (last.writeEndAt ?? 0) - (last.writeStartAt ?? 0),
      arrived - (last.writeEndAt ?? 0),
    ];
    values.forEach((v, k) => stages[k]?.push(v));
    for (const r of records) {
      frameLines += 1;
      frames += 1 / Math.max(1, r.frameLines ?? 1);
    }
  }
  return {
    stages: names.map((name, k) => [name, stages[k] ?? []]),
    linesPerFrame: Math.round((frameLines / Math.max(1, frames)) * 10) / 10,
  };
}

// `node --import tsx bench/src/cluster-bench.ts` runs it alone and prints the figures.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await runClusterBench())
    process.stdout.write(
      `${r.name}: ${r.value} ${r.unit}${r.budget !== undefined ? ` (budget ${r.budget})` : ''}\n`,
    );
  process.exit(0);
}

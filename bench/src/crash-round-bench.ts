import { Worker } from 'node:worker_threads';
import { randomBytes } from 'node:crypto';
import { crashDelayFor, crashRoundPoint, serverSeedHash } from '@arena/domain';
import { catalogue } from '@arena/protocol';
import { createTestApp } from '../../apps/server/test/test-app.ts';
import { fund, launchInput, newMember, ticketOf } from '../../apps/server/test/games-helpers.ts';
import { transferBetween } from '../../apps/server/src/modules/wallet/ledger.ts';
import { insertRoundOnce } from '../../apps/server/src/modules/games/crash-repository.ts';
import { placeCrashBet } from '../../apps/server/src/modules/games/crash-service.ts';
import type { BenchResult } from './bench-result.ts';

const PLAYERS = Number(process.env.CRASH_BENCH_PLAYERS ?? 500);
/** Members with an auto cash-out in the measured round, so settlement runs beside the broadcast. */
const BETTORS = 10;
const MEASURE_MS = 10_000;
const epochNow = () => performance.timeOrigin + performance.now();

/**
 * Crash rounds (docs/perf.md "Crash rounds"): PLAYERS sockets on `/ws/crash` (plain `ws` clients in a
 * worker thread: crash-round-players-worker.ts) watch one round while BETTORS members' auto cash-outs
 * are settled by the same instance; each multiplier step's delay is from the instance computing it to a
 * player reading it. The measured round is inserted with a seed whose crash point is 2.5× to 4×, so it
 * runs the whole measuring window (a seed chosen, not a point: the point is still the engine's).
 */
export async function runCrashRoundBench(): Promise<BenchResult[]> {
  const t = await createTestApp();
  let worker: Worker | null = null;
  try {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    let serverSeed = '';
    do serverSeed = randomBytes(32).toString('hex');
    while (crashRoundPoint(serverSeed, 1) < 250 || crashRoundPoint(serverSeed, 1) > 400);
    const point = crashRoundPoint(serverSeed, 1);
    const tickets: string[] = [];
    for (let i = 0; i < BETTORS; i++) {
      const m = await newMember(t, `crashbench${i}`);
      await fund(t, m.id, 100_000, `crash-bench-fund-${i}`);
      await transferBetween(t.db, {
        idempotencyKey: `crash-bench-in-${i}`,
        memberId: m.id,
        from: 'main',
        to: 'venue:by',
        amount: 100_000,
        type: 'transfer_in',
      });
      const res = await t.call(catalogue.games.launch, launchInput('by', 'yb0098'), { token: m.token });
      tickets.push(ticketOf((res.data as { url: string }).url));
    }
    const startAt = Date.now() + 5_000;
    await insertRoundOnce(t.db, {
      roundNo: 1,
      serverSeed,
      serverSeedHash: serverSeedHash(serverSeed),
      point,
      startAt,
      bustAt: startAt + crashDelayFor(point),
    });
    for (const [i, ticket] of tickets.entries())
      await placeCrashBet(
        t.db,
        { ticket, requestId: `crash-bench-bet-${i}`, stake: 1_000, autoTarget: 110 + ((i * 7) % 140) },
        Date.now(),
      );

    const connectStart = epochNow();
    const entry = new URL('./crash-round-players-worker.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`;
    const w = new Worker(boot, {
      eval: true,
      workerData: { url: `${address.replace('http', 'ws')}/ws/crash`, players: PLAYERS },
    });
    worker = w;
    let report: { delays: number[]; steps: number } | null = null;
    const connected = await new Promise<number>((resolve, reject) => {
      w.on('error', reject);
      w.on('message', (msg: { type: string; count?: number; delays?: number[]; steps?: number }) => {
        if (msg.type === 'ready') resolve(msg.count ?? 0);
        if (msg.type === 'report') report = { delays: msg.delays ?? [], steps: msg.steps ?? 0 };
      });
    });
    const connectMs = epochNow() - connectStart;
    const wait = startAt + MEASURE_MS - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    w.postMessage({ type: 'report' });
    while (!report) await new Promise((r) => setTimeout(r, 10));
    const { delays, steps } = report as { delays: number[]; steps: number };
    const settled = await t.db.query<{ n: string }>(
      "select count(*) as n from crash_bet where status = 'cashed'",
    );
    const at = (q: number) => {
      const sorted = [...delays].sort((a, b) => a - b);
      return Math.round((sorted[Math.floor(q * (sorted.length - 1))] ?? 0) * 10) / 10;
    };
    return [
      { name: `players connected (of ${PLAYERS})`, value: connected, unit: 'sockets' },
      { name: 'time to connect all players', value: Math.round(connectMs), unit: 'ms' },
      { name: `multiplier steps sent in ${MEASURE_MS / 1000} s`, value: steps, unit: 'steps' },
      { name: 'step frames read (steps × players)', value: delays.length, unit: 'frames' },
      {
        name: `auto cash-outs settled meanwhile (of ${BETTORS})`,
        value: Number(settled.rows[0]!.n),
        unit: 'bets',
      },
      { name: 'step delay p50 (instance to player)', value: at(0.5), unit: 'ms' },
      { name: 'step delay p99 (instance to player)', value: at(0.99), unit: 'ms', budget: 100 },
    ];
  } finally {
    worker?.postMessage({ type: 'stop' });
    await new Promise((r) => setTimeout(r, 200));
    await worker?.terminate();
    await t.close();
  }
}

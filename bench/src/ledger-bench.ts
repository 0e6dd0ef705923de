import { performance } from 'node:perf_hooks';
import { openDb, type Db } from '../../apps/server/src/db/db.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { moveMoney, transferBetween } from '../../apps/server/src/modules/wallet/ledger.ts';
import { checkLedger } from '../../apps/server/src/modules/wallet/ledger-check.ts';
import { startPostgres } from '../../apps/server/test/wallet-postgres.ts';
import type { BenchResult } from './bench-result.ts';

const SECONDS = 5;
const CONCURRENCY = 8;
const MEMBERS = 50;

/** Members with play money, on a migrated database. */
async function prepare(db: Db): Promise<number[]> {
  await migrate(db);
  const ids: number[] = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const { rows } = await db.query<{ id: number | string }>(
      `insert into member (name, password_hash) values ($1, 'x') returning id`,
      [`ledger-bench-${Date.now()}-${i}`],
    );
    const id = Number(rows[0]?.id);
    ids.push(id);
    await moveMoney(db, {
      idempotencyKey: `bench-fund-${id}`,
      memberId: id,
      type: 'bonus',
      postings: [
        { memberId: null, account: 'house:bonus', currency: 'CNY', amount: -100_000_000 },
        { memberId: id, account: 'main', currency: 'CNY', amount: 100_000_000 },
      ],
    });
  }
  return ids;
}

/**
 * Ledger transfers (main ⇄ a venue sub-balance, each its own SQL transaction with row locks, balance
 * check and postings) with CONCURRENCY in flight over MEMBERS members, for SECONDS.
 */
async function measure(db: Db, label: string): Promise<BenchResult[]> {
  const ids = await prepare(db);
  const times: number[] = [];
  let n = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const i = n++;
        const memberId = ids[i % ids.length] as number;
        const t0 = performance.now();
        const into = Math.floor(i / ids.length) % 2 === 0;
        await transferBetween(db, {
          idempotencyKey: `bench-${label}-${i}`,
          memberId,
          from: into ? 'main' : 'venue:by',
          to: into ? 'venue:by' : 'main',
          amount: into ? 1_000 : 500,
          type: into ? 'transfer_in' : 'transfer_out',
        });
        times.push(performance.now() - t0);
      }
    }),
  );
  const check = await checkLedger(db);
  if (!check.ok) throw new Error(`ledger unbalanced after the ${label} bench: ${JSON.stringify(check)}`);
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.floor(q * (times.length - 1))] ?? 0) * 10) / 10;
  return [
    {
      name: `ledger transfers per second on ${label} (${CONCURRENCY} in flight)`,
      value: Math.round(times.length / SECONDS),
      unit: '/s',
    },
    { name: `ledger transfer latency p50 on ${label}`, value: at(0.5), unit: 'ms' },
    {
      name: `ledger transfer latency p95 on ${label}`,
      value: at(0.95),
      unit: 'ms',
      budget: label === 'PGlite' ? 250 : 100,
    },
  ];
}

/** Ledger throughput on PGlite (in memory) and, when a server can be started on loopback, PostgreSQL 15. */
export async function runLedgerBench(): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const lite = await openDb({ dataDir: 'memory' });
  try {
    results.push(...(await measure(lite, 'PGlite')));
  } finally {
    await lite.close();
  }
  const pg = await startPostgres();
  if (!pg) {
    process.stdout.write('  (PostgreSQL not available: skipped)\n');
    return results;
  }
  try {
    const db = await openDb({ databaseUrl: pg.url });
    try {
      results.push(...(await measure(db, 'PostgreSQL')));
    } finally {
      await db.close();
    }
  } finally {
    pg.stop();
  }
  return results;
}

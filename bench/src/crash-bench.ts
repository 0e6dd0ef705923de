import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '../../apps/server/src/db/db.ts';
import { checkLedger } from '../../apps/server/src/modules/wallet/ledger-check.ts';
import type { Storage } from '../../apps/server/test/crash/gateway-process.ts';
import { emptyFigures, killWaves, type CrashFigures } from '../../apps/server/test/crash/kill-waves.ts';
import { memberDrift, type WaveMember } from '../../apps/server/test/crash/money-waves.ts';
import { startPostgres } from '../../apps/server/test/wallet-postgres.ts';
import type { BenchResult } from './bench-result.ts';

/** The longer run of the crash test (docs/reliability.md): more members, more kills. */
const SHAPE = { members: 8, workersPerMember: 3, kills: 10 };

async function driftOf(db: Db, members: WaveMember[]): Promise<number> {
  let drift = 0;
  for (const m of members) drift += Math.abs(await memberDrift(db, m.name));
  return drift;
}

function results(label: string, f: CrashFigures, drift: number, ledgerOk: boolean): BenchResult[] {
  return [
    { name: `${label}: SIGKILLs mid-wave`, value: f.kills, unit: 'kills' },
    { name: `${label}: operations sent`, value: f.sent, unit: 'ops' },
    { name: `${label}: acknowledged and kept`, value: f.acked + f.rounds, unit: 'ops' },
    { name: `${label}: unanswered, re-sent and applied once`, value: f.resentApplied, unit: 'ops' },
    { name: `${label}: same-key pairs answered alike`, value: f.pairs, unit: 'pairs' },
    { name: `${label}: slowest restart to healthy`, value: f.slowestRestartMs, unit: 'ms' },
    { name: `${label}: conservation drift over all members`, value: drift, unit: 'fen', budget: 0 },
    { name: `${label}: ledger check failures`, value: ledgerOk ? 0 : 1, unit: '', budget: 0 },
  ];
}

async function run(label: string, storage: Storage, open: () => Promise<Db>): Promise<BenchResult[]> {
  const figures = emptyFigures();
  const members = await killWaves(storage, SHAPE, figures);
  const db = await open();
  try {
    return results(label, figures, await driftOf(db, members), (await checkLedger(db)).ok);
  } finally {
    await db.close();
  }
}

export async function runCrashBench(): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-crash-bench-'));
  const out: BenchResult[] = [];
  try {
    out.push(...(await run('PGlite', { dataDir }, () => openDb({ dataDir }))));
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const pg = await startPostgres();
  if (!pg) {
    process.stdout.write('  ⚠ no PostgreSQL 15 binaries: the PostgreSQL crash run is skipped\n');
    return out;
  }
  try {
    out.push(...(await run('PostgreSQL', { databaseUrl: pg.url }, () => openDb({ databaseUrl: pg.url }))));
  } finally {
    pg.stop();
  }
  return out;
}

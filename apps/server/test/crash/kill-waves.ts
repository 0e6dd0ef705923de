import { expect } from 'vitest';
import type { Db } from '../../src/db/db.ts';
import { checkLedger } from '../../src/modules/wallet/ledger-check.ts';
import {
  adminCall,
  freePort,
  startGateway,
  stopGateway,
  type GatewayProcess,
  type Storage,
} from './gateway-process.ts';
import { HttpGatewayClient } from './http-gateway-client.ts';
import {
  expectConserved,
  newWaveLog,
  replayAfterRestart,
  runWorker,
  waveMember,
  type WaveLog,
  type WaveMember,
} from './money-waves.ts';

/** What a crash run did, for the test's log line, docs/reliability.md and the bench. */
export interface CrashFigures {
  kills: number;
  sent: number;
  acked: number;
  rounds: number;
  /** Calls whose connection died before an answer. */
  unanswered: number;
  /** Of those, how many answered ok when re-sent after the restart (committed before the kill, or applied then). */
  resentApplied: number;
  /** Same-key pairs sent at once whose answers agreed. */
  pairs: number;
  /** Slowest restart to healthy after a kill, in ms. */
  slowestRestartMs: number;
}

export const emptyFigures = (): CrashFigures => ({
  kills: 0,
  sent: 0,
  acked: 0,
  rounds: 0,
  unanswered: 0,
  resentApplied: 0,
  pairs: 0,
  slowestRestartMs: 0,
});

export interface WaveShape {
  members: number;
  workersPerMember: number;
}

export const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** The gateway's own ledger check, over HTTP. */
export async function expectLedgerClean(baseUrl: string): Promise<void> {
  const check = await adminCall<Record<string, unknown>>(baseUrl, 'GET', '/admin/ledger/check');
  expect(check.data).toMatchObject({ ok: true, unbalancedTxs: 0, balanceMismatches: 0, negativeBalances: 0 });
}

/** Runs one wave: every member's workers until `until` resolves, then waits for them to stop. */
export async function wave(
  client: HttpGatewayClient,
  members: WaveMember[],
  shape: WaveShape,
  log: WaveLog,
  until: Promise<void>,
): Promise<void> {
  let stopped = false;
  const workers = members.flatMap((m) =>
    Array.from({ length: shape.workersPerMember }, () => runWorker(client, m, log, () => stopped)),
  );
  await until;
  stopped = true;
  await Promise.all(workers);
}

/** Adds a checked wave's log to the figures. */
export function addWave(figures: CrashFigures, log: WaveLog, resentApplied: number): void {
  figures.sent += log.sent;
  figures.acked += log.acked.length;
  figures.rounds += log.rounds.length;
  figures.unanswered += log.unanswered.length;
  figures.resentApplied += resentApplied;
  figures.pairs += log.pairs;
}

/** Registers the wave members on a running gateway. */
export async function waveMembers(client: HttpGatewayClient, count: number): Promise<WaveMember[]> {
  const members: WaveMember[] = [];
  for (let i = 0; i < count; i++)
    members.push(await waveMember(client, `crash${Math.random().toString(36).slice(2, 9)}`));
  return members;
}

/**
 * Waves with a SIGKILL at a random moment of each, a restart on the same storage, and the checks after
 * every restart: a clean ledger, every acknowledged call answering the same, every unanswered call
 * applied at most once. Stops the gateway cleanly at the end and answers the members.
 */
export async function killWaves(
  storage: Storage,
  opts: WaveShape & { kills: number },
  figures: CrashFigures,
): Promise<WaveMember[]> {
  let gw: GatewayProcess = await startGateway(storage);
  try {
    const client = new HttpGatewayClient(gw.baseUrl);
    const members = await waveMembers(client, opts.members);
    for (let k = 0; k < opts.kills; k++) {
      const log = newWaveLog();
      const killAfter = 700 + Math.floor(Math.random() * 1_500);
      const current = gw;
      await wave(
        client,
        members,
        opts,
        log,
        pause(killAfter).then(() => stopGateway(current, 'SIGKILL')),
      );
      expect(gw.child.signalCode).toBe('SIGKILL');
      figures.kills += 1;
      const t0 = Date.now();
      gw = await startGateway(storage, await freePort());
      figures.slowestRestartMs = Math.max(figures.slowestRestartMs, Date.now() - t0);
      client.moveTo(gw.baseUrl);
      await expectLedgerClean(gw.baseUrl);
      const resent = await replayAfterRestart(client, log);
      await expectLedgerClean(gw.baseUrl);
      addWave(figures, log, resent);
    }
    return members;
  } finally {
    // Also when a check fails: a gateway left running would hold the data folder and a port.
    await stopGateway(gw, 'SIGTERM');
  }
}

/** Straight from the database files: the ledger check, per-member conservation, one movement per key. */
export async function expectDatabaseTruth(db: Db, members: WaveMember[]): Promise<void> {
  expect(await checkLedger(db)).toMatchObject({ ok: true });
  for (const m of members) await expectConserved(db, m);
  const dupes = await db.query(
    'select idempotency_key from ledger_tx group by idempotency_key having count(*) > 1',
  );
  expect(dupes.rows).toEqual([]);
}

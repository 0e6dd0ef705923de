import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogue, ErrorCode } from '@arena/protocol';
import { openDb } from '../src/db/db.ts';
import { startGateway, stopGateway } from './crash/gateway-process.ts';
import { HttpGatewayClient, NoAnswer } from './crash/http-gateway-client.ts';
import {
  addWave,
  emptyFigures,
  expectDatabaseTruth,
  expectLedgerClean,
  killWaves,
  pause,
  wave,
} from './crash/kill-waves.ts';
import { newWaveLog, replayAfterRestart } from './crash/money-waves.ts';
import { startPostgres } from './wallet-postgres.ts';

// The reliability promise (docs/reliability.md): an acknowledged operation is durable, a repeated
// idempotency key never applies twice, and the ledger always balances, whatever kills the gateway or
// its database. These tests drive the real server process over HTTP through the real envelope, with
// every money path in the waves; `npm run bench` runs the same with more kills.

const SHAPE = { members: 4, workersPerMember: 2, kills: 3 };

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('crash safety on PGlite', () => {
  it('keeps every acknowledged operation and balances after repeated SIGKILLs mid-wave', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-crash-'));
    made.push(dataDir);
    const figures = emptyFigures();
    const members = await killWaves({ dataDir }, SHAPE, figures);
    expect(figures.acked).toBeGreaterThan(30);
    const db = await openDb({ dataDir });
    try {
      await expectDatabaseTruth(db, members);
    } finally {
      await db.close();
    }
    console.info('crash safety (PGlite):', JSON.stringify(figures));
  }, 300_000);
});

describe('crash safety on PostgreSQL', () => {
  it('survives gateway SIGKILLs and PostgreSQL restarts (fast and immediate) mid-wave', async (ctx) => {
    const pg = await startPostgres();
    if (!pg) {
      console.warn('SKIPPED: crash safety on PostgreSQL (no PostgreSQL 15 binaries on this machine)');
      ctx.skip();
      return;
    }
    try {
      const figures = emptyFigures();
      const storage = { databaseUrl: pg.url };
      const members = await killWaves(storage, SHAPE, figures);

      // PostgreSQL itself goes down in the middle of a wave, once politely and once as a crash; the
      // gateway stays up, answers errors while it is down, and reconnects by itself.
      const gw = await startGateway(storage);
      const client = new HttpGatewayClient(gw.baseUrl);
      const token = members[0]!.token;
      try {
        for (const mode of ['fast', 'immediate'] as const) {
          const log = newWaveLog();
          const downCodes: number[] = [];
          const downErrors: string[] = [];
          const whileDown = async () => {
            const res = await client
              .call(
                catalogue.games.transferIn,
                {
                  api_name: 'by',
                  amount: 100,
                  walletType: 'RMB',
                  idempotencyKey: `down-${mode}-${Date.now()}`,
                },
                token,
              )
              .catch((err: unknown) => {
                if (err instanceof NoAnswer) {
                  downErrors.push(err.message);
                  return null;
                }
                throw err;
              });
            downCodes.push(res === null ? -1 : res.code);
            await pause(500);
          };
          await wave(
            client,
            members,
            SHAPE,
            log,
            pause(800).then(() => pg.restart(mode, whileDown)),
          );
          // An answer, and an error one: no hang, no success without a database.
          expect(downCodes).toHaveLength(1);
          expect(downCodes[0], `${downErrors.join('; ')} ${gw.stderr()}`).not.toBe(-1);
          expect(downCodes[0]).not.toBe(ErrorCode.ok);
          expect(gw.child.exitCode).toBeNull();
          let back = false;
          for (let i = 0; i < 40 && !back; i++) {
            const res = await client.call(catalogue.games.totalAssets, {}, token).catch(() => null);
            back = res?.code === ErrorCode.ok;
            if (!back) await pause(250);
          }
          expect(back).toBe(true);
          await expectLedgerClean(gw.baseUrl);
          addWave(figures, log, await replayAfterRestart(client, log));
          await expectLedgerClean(gw.baseUrl);
        }
      } finally {
        await stopGateway(gw, 'SIGTERM');
      }
      const db = await openDb({ databaseUrl: pg.url });
      try {
        await expectDatabaseTruth(db, members);
      } finally {
        await db.close();
      }
      console.info('crash safety (PostgreSQL):', JSON.stringify(figures));
    } finally {
      pg.stop();
    }
  }, 420_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDb } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { clusterState, DataDirError, openPgliteDir } from '../src/db/pglite-dir.ts';
import { adminCall, freePort, spawnGateway, stopGateway, waitHealthy } from './crash/gateway-process.ts';

const made: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-first-start-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

// A new PGlite cluster takes seconds to initialise, far more on a loaded 2-core machine.
vi.setConfig({ testTimeout: 120_000 });

describe('an atomic first start (PGlite on disk)', () => {
  it('opens a folder cut off between PG_VERSION and pg_hba.conf, moving the remains aside', async () => {
    const dataDir = tempDir();
    // The exact remains of a first start killed inside PGlite's initdb.
    fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '17\n');
    expect(await clusterState(path.join(dataDir, 'pglite'))).toBe('partial');

    const db = await openDb({ dataDir });
    try {
      expect((await migrate(db)).length).toBeGreaterThan(0);
      const rows = await db.query<{ one: number }>('select 1 as one');
      expect(rows.rows[0]?.one).toBe(1);
    } finally {
      await db.close();
    }
    expect(await clusterState(path.join(dataDir, 'pglite'))).toBe('complete');
    expect(fs.readdirSync(dataDir).some((n) => n.startsWith('pglite.unfinished-'))).toBe(true);
  });

  it('removes a staging folder left by a killed first start and keeps an existing cluster', async () => {
    const dataDir = tempDir();
    const first = await openPgliteDir(dataDir);
    await first.exec('create table kept (v int); insert into kept values (7)');
    await first.close();
    fs.mkdirSync(path.join(dataDir, 'pglite.init-999-1'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pglite.init-999-1', 'PG_VERSION'), '17\n');

    const again = await openPgliteDir(dataDir);
    try {
      const res = await again.query<{ v: number }>('select v from kept');
      expect(res.rows).toEqual([{ v: 7 }]);
    } finally {
      await again.close();
    }
    expect(fs.readdirSync(dataDir).filter((n) => n.startsWith('pglite.init-'))).toEqual([]);
  });

  it('names the folder in Chinese and English when a cluster cannot be opened', async () => {
    const dataDir = tempDir();
    const dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(path.join(dir, 'global'), { recursive: true });
    for (const f of ['PG_VERSION', 'pg_hba.conf', 'pg_ident.conf']) fs.writeFileSync(path.join(dir, f), 'x');
    const err = await openPgliteDir(dataDir).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(DataDirError);
    expect((err as Error).message).toContain(`无法打开数据目录 ${dir}`);
    expect((err as Error).message).toContain(`Cannot open the data folder ${dir}`);
  });

  it('starts cleanly after SIGKILLs during initialisation, migrations and seeding', async () => {
    const dataDir = tempDir();
    const port = await freePort();
    // Kill points spread over the first start: PGlite's initdb, the migrations, the demo seed.
    for (const afterMs of [120, 350, 700, 1100, 1600, 2300, 3200, 4500]) {
      const gw = spawnGateway({ dataDir }, port);
      await new Promise((r) => setTimeout(r, afterMs));
      await stopGateway(gw, 'SIGKILL');
    }
    const gw = spawnGateway({ dataDir }, port);
    try {
      await waitHealthy(gw);
      const check = await adminCall<{ ok: boolean }>(gw.baseUrl, 'GET', '/admin/ledger/check');
      expect(check.code).toBe(0);
      expect(check.data.ok).toBe(true);
      const demo = await adminCall(gw.baseUrl, 'GET', '/admin/members/demo');
      expect(demo.code).toBe(0);
    } finally {
      await stopGateway(gw, 'SIGTERM');
    }
  }, 180_000);
});

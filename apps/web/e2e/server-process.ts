import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ServerHandle {
  baseUrl: string;
  adminToken: string;
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A migrated and seeded database the global setup leaves here: a test's own server starts from a copy
 * of it instead of migrating and seeding a fresh one (seconds each on a loaded 2-core machine).
 */
const TEMPLATE_ENV = 'ARENA_E2E_TEMPLATE_DIR';

/** Makes the template database once (a server started on an empty directory, then stopped). */
export async function makeTemplate(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-e2e-template-'));
  const server = await startServer({ dataDir: dir });
  // The seed's demo pop-ups would open a modal over every story; the suite starts with them off and
  // the pop-up spec (site-content.spec.ts) switches its own on.
  const res = await fetch(`${server.baseUrl}/admin/site/popups/enabled`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ enabled: false }),
  });
  if (!res.ok) throw new Error(`switching the demo pop-ups off answered ${res.status}`);
  await server.stop();
  process.env[TEMPLATE_ENV] = dir;
  return dir;
}

export function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template && fs.existsSync(template)) fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Starts the real gateway (built SPA, its own PGlite in a temporary directory: a copy of the template
 * when there is one, else fresh) and waits until healthy.
 */
export async function startServer(
  opts: { dataDir?: string; port?: number; env?: Record<string, string> } = {},
): Promise<ServerHandle> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? freshDataDir();
  const adminToken = `e2e-admin-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      LOG_LEVEL: 'warn',
      // The suite registers hundreds of members from one address and device; the budgets of
      // register and the name checks have their own server suite (throttles.test.ts).
      CALL_BUDGETS: 'off',
      // Cheap password hashes for the same reason (password-hash.ts); the cost has its server test.
      ARENA_WEAK_HASH_FOR_TESTS: '1',
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was healthy`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server not healthy within 120 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // A directory this function made is removed with the server (a CI run starts dozens of them).
  const removeData = () => {
    if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) {
        removeData();
        return resolve();
      }
      // A server that has not closed within 20 s is killed: a stuck shutdown must not hang the suite.
      const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(kill);
        removeData();
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { baseUrl, adminToken, dataDir, process: child, stop };
}

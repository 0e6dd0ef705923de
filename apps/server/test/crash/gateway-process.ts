import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The operator token of every gateway these tests start. */
export const CRASH_ADMIN_TOKEN = 'crash-test-admin-token-0123456789abcdef';

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

/** Where a gateway keeps its state: a PGlite folder or a PostgreSQL URL. */
export type Storage = { dataDir: string } | { databaseUrl: string };

export interface GatewayProcess {
  baseUrl: string;
  child: ChildProcess;
  /** What the process wrote to stderr so far (for failure messages). */
  stderr: () => string;
}

/** Starts the real gateway (apps/server/src/main.ts) on `storage` without waiting for it. */
export function spawnGateway(storage: Storage, port: number): GatewayProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...('dataDir' in storage ? { DATA_DIR: storage.dataDir } : { DATABASE_URL: storage.databaseUrl }),
      ADMIN_TOKEN: CRASH_ADMIN_TOKEN,
      DEMO_SEED: 'on',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      // One load generator on one address registers every wave's members: the per-address register
      // budget is for the public, not for this test of durability.
      CALL_BUDGETS: 'off',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  return { baseUrl: `http://127.0.0.1:${port}`, child, stderr: () => errors };
}

/** Resolves once the process has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/** Waits until `/api/health` answers 200; fails if the process exits first. */
export async function waitHealthy(gw: GatewayProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gw.child.exitCode !== null)
      throw new Error(`gateway exited with ${gw.child.exitCode}: ${gw.stderr()}`);
    try {
      if ((await fetch(`${gw.baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`gateway not healthy within ${timeoutMs} ms: ${gw.stderr()}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Starts the gateway and waits until it is healthy. */
export async function startGateway(storage: Storage, port?: number): Promise<GatewayProcess> {
  const gw = spawnGateway(storage, port ?? (await freePort()));
  await waitHealthy(gw);
  return gw;
}

/** Stops a gateway: SIGKILL (a crash) or SIGTERM (a clean stop), and waits for the exit. */
export async function stopGateway(gw: GatewayProcess, signal: 'SIGKILL' | 'SIGTERM'): Promise<void> {
  if (gw.child.exitCode === null && gw.child.signalCode === null) gw.child.kill(signal);
  await exited(gw.child);
}

/** An operator call with the crash tests' token; answers the `{ code, data }` body. */
export async function adminCall<T = unknown>(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<{ code: number; msg?: string; data: T }> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${CRASH_ADMIN_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { code: number; msg?: string; data: T };
}

import { buildApp } from './app.ts';
import { loadConfig, readDotEnv } from './config.ts';
import { localAdminToken, localPinPepper } from './plugins/admin-token-file.ts';
import { configurePinPepper } from './modules/auth/pin-hash.ts';
import type { FastifyInstance } from 'fastify';
import { openDb, type Db } from './db/db.ts';
import { DataDirError } from './db/pglite-dir.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_MEMBER, seed } from '../seed/seed.ts';
import { openCluster } from './cluster/open-cluster.ts';

// Signals are handled before anything is opened: a Ctrl-C during a first start's initialisation,
// migrations or seed closes what is open instead of dying with it half-written.
let app: FastifyInstance | null = null;
let db: Db | null = null;
let closing = false;
/** Longest a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_MAX_MS = 15_000;
async function shutdown(signal: string): Promise<void> {
  // A second signal while closing means "now": the operator (or a supervisor) is done waiting.
  if (closing) process.exit(1);
  closing = true;
  setTimeout(() => process.exit(1), SHUTDOWN_MAX_MS).unref();
  app?.log.info({ signal }, 'shutting down');
  // Stop accepting requests, let in-flight ones finish, then close the database so PGlite flushes.
  try {
    await app?.close();
    await db?.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

readDotEnv();
if (process.env.NODE_ENV === 'production' && process.env.ARENA_WEAK_HASH_FOR_TESTS === '1') {
  process.stderr.write('\nARENA_WEAK_HASH_FOR_TESTS is for test servers only; unset it in production.\n\n');
  process.exit(1);
}
const config = loadConfig();
configurePinPepper(config.pinPepper ?? localPinPepper(config.dataDir).secret);
try {
  db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (err) {
  if (!(err instanceof DataDirError)) throw err;
  process.stderr.write(`\n${err.message}\n\n`);
  process.exit(1);
}
const applied = await migrate(db);
if (config.demoSeed) await seed(db);
if (closing) await new Promise(() => {}); // a signal arrived meanwhile: shutdown() ends the process
const local = config.adminToken ? null : localAdminToken(config.dataDir);
const cluster = await openCluster(config, (msg, err) =>
  process.stderr.write(`${msg}${err instanceof Error ? `: ${err.message}` : ''}\n`),
);
const offset = config.clockOffsetMs;
app = await buildApp({
  config: { ...config, adminToken: config.adminToken ?? local?.token },
  db,
  cluster,
  ...(offset !== 0 ? { now: () => Date.now() + offset } : {}),
});
if (applied.length > 0) app.log.info({ applied }, 'migrations applied');

const address = await app.listen({ port: config.port, host: config.host });
const where =
  (config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`) +
  (config.redisUrl ? `, shared state in Redis (instance ${cluster.instanceId})` : '');
process.stdout.write(
  `\nArena is running at ${address.replace('[::1]', 'localhost')}\n` +
    `  database: ${where}\n` +
    (config.demoSeed ? `  demo login: ${DEMO_MEMBER.name} / ${DEMO_MEMBER.password}\n` : '') +
    (local ? `  operator token: in ${local.file} (readable by this user only)\n` : '') +
    '\n',
);

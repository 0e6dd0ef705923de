import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_MEMBER, seed } from '../seed/seed.ts';

const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const applied = await migrate(db);
await seed(db);
const app = await buildApp({ config, db });
if (applied.length > 0) app.log.info({ applied }, 'migrations applied');

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop accepting requests, let in-flight ones finish, then close the database so PGlite flushes.
  await app.close();
  await db.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
process.stdout.write(
  `\nArena is running at ${address.replace('[::1]', 'localhost')}\n` +
    `  database: ${where}\n` +
    `  demo login: ${DEMO_MEMBER.name} / ${DEMO_MEMBER.password}\n\n`,
);

import { loadConfig, readDotEnv } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { seed } from '../seed/seed.ts';

/**
 * `npm run db:reset`: empties the configured database (PGlite under DATA_DIR, or DATABASE_URL),
 * migrates it again and seeds the demo when DEMO_SEED is on. Stop the server first. A PostgreSQL
 * database is only emptied with `--yes`, so a mistyped environment cannot wipe production.
 */
readDotEnv();
const config = loadConfig();
if (config.databaseUrl && !process.argv.includes('--yes')) {
  process.stderr.write(
    'This empties the PostgreSQL database of DATABASE_URL. Run again with: npm run db:reset -- --yes\n',
  );
  process.exit(1);
}
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await db.exec('drop schema public cascade; create schema public;');
  const applied = await migrate(db);
  if (config.demoSeed) await seed(db);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  process.stdout.write(
    `Reset ${where}: ${applied.length} migrations applied${config.demoSeed ? ', demo seeded' : ''}.\n`,
  );
} finally {
  await db.close();
}

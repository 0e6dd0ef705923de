import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

/** Key of the advisory lock that makes instances starting together migrate one after another. */
export const MIGRATION_LOCK_KEY = 727_0001;

/**
 * Applies every `migrations/*.sql` not yet recorded, each in its own transaction, in name order. Each
 * transaction first takes a transaction-scoped advisory lock and re-reads the record, so two instances
 * starting at once on one PostgreSQL never apply a file twice: the second waits, then skips it.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create table if not exists schema_migrations (
      name text primary key, applied_at timestamptz not null default now())`);
  });
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name),
  );
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await fs.readFile(path.join(dir, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const { rows } = await tx.query('select 1 from schema_migrations where name = $1', [file]);
      if (rows.length > 0) return false; // another instance applied it while this one waited
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}

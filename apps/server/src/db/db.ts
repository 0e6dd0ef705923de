import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import fs from 'node:fs/promises';
import path from 'node:path';

export type SqlParam =
  string | number | boolean | null | bigint | Date | Uint8Array | readonly unknown[] | object;

/** What repositories see: parameterised SQL and transactions, the same on PGlite and PostgreSQL. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<{ rows: R[] }>;
  /** Runs a multi-statement script without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one SQL transaction; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function wrapPglite(db: PGlite): Db {
  return {
    kind: 'pglite',
    query: async <R>(sql: string, params: readonly SqlParam[] = []) => {
      const res = await db.query<R>(sql, params as unknown[]);
      return { rows: res.rows };
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <R>(sql: string, params: readonly SqlParam[] = []) => {
            const res = await tx.query<R>(sql, params as unknown[]);
            return { rows: res.rows };
          },
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      ),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

function wrapPool(pool: pg.Pool): Db {
  // An idle connection the server ends (a restart, an administrator's shutdown, the pool closing while
  // the server stops) is reported on the pool, which drops it and opens a new one for the next query.
  // Without a listener that report is an uncaught exception that would take the gateway down; queries
  // in flight still get their own errors.
  pool.on('error', (err) => {
    process.emitWarning(`PostgreSQL dropped an idle connection: ${err.message}`);
  });
  return {
    kind: 'postgres',
    query: async <R>(sql: string, params: readonly SqlParam[] = []) => {
      const res = await pool.query(sql, params as unknown[]);
      return { rows: res.rows as R[] };
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R>(sql: string, params: readonly SqlParam[] = []) => {
            const res = await client.query(sql, params as unknown[]);
            return { rows: res.rows as R[] };
          },
          exec: async (sql: string) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

// BIGINT columns hold money in minor units; read them as JS numbers (safe below 2^53 fen).
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens PostgreSQL when `databaseUrl` is set, else PGlite on disk under `dataDir` (or in memory). */
export async function openDb(opts: {
  databaseUrl?: string | undefined;
  /** A directory, or `'memory'` for an in-memory database. */
  dataDir?: string;
}): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    await pool.query('select 1');
    return wrapPool(pool);
  }
  if (!opts.dataDir || opts.dataDir === 'memory') return wrapPglite(await PGlite.create());
  const dir = path.join(opts.dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  return wrapPglite(await PGlite.create(dir));
}

import { PGlite, types as liteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { AsyncLocalStorage } from 'node:async_hooks';
import { openPgliteDir } from './pglite-dir.ts';

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

/**
 * The transaction whose callback is running, if any. PGlite runs one statement or transaction at a
 * time: a query on the database itself (not on `tx`) from inside a transaction's callback waits for
 * that transaction, which waits for the query, and the whole gateway hangs without an error. On
 * PostgreSQL the same slip runs outside the transaction on another connection. Either way it is a bug,
 * so both wrappers refuse it at once with an error that names it.
 */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

export class OutsideTransactionError extends Error {
  constructor() {
    super("a query on the database inside a transaction callback: use the callback's tx");
    this.name = 'OutsideTransactionError';
  }
}

function refuseInsideTransaction(): void {
  if (openTransaction.getStore()?.open) throw new OutsideTransactionError();
}

/** Runs a transaction callback with the guard above set for its whole async extent. */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  const mark = { open: true };
  try {
    return await openTransaction.run(mark, run);
  } finally {
    mark.open = false; // work the callback started and left running may use the database afterwards
  }
}

function wrapPglite(db: PGlite): Db {
  useRowParsers(db);
  return {
    kind: 'pglite',
    query: async <R>(sql: string, params: readonly SqlParam[] = []) => {
      refuseInsideTransaction();
      const res = await db.query<R>(sql, params as unknown[]);
      return { rows: res.rows };
    },
    transaction: async (fn) => {
      refuseInsideTransaction(); // PGlite would wait for the open one: the same hang
      return db.transaction((tx) =>
        guarded(() =>
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
      );
    },
    exec: async (sql) => {
      refuseInsideTransaction();
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
      refuseInsideTransaction();
      const res = await pool.query(sql, params as unknown[]);
      return { rows: res.rows as R[] };
    },
    transaction: async (fn) => {
      refuseInsideTransaction(); // a nested transaction would take a second connection, outside this one
      const client = await pool.connect();
      // A connection the server ends while it is checked out (PostgreSQL shutting down or crashing)
      // reports on the client itself; without a listener that is an uncaught 'error' event that takes
      // the gateway down. The query in flight fails on its own; the broken client is not pooled again.
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await guarded(() =>
          fn({
            query: async <R>(sql: string, params: readonly SqlParam[] = []) => {
              const res = await client.query(sql, params as unknown[]);
              return { rows: res.rows as R[] };
            },
            exec: async (sql: string) => {
              await client.query(sql);
            },
          }),
        );
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch((rollbackErr: unknown) => {
          broken ??= rollbackErr instanceof Error ? rollbackErr : new Error(String(rollbackErr));
        });
        throw err;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    exec: async (sql) => {
      refuseInsideTransaction();
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** An int8 beyond 2^53 would round silently as a number; no column may hold one (see ROW_TYPES). */
export class UnsafeIntegerError extends RangeError {
  constructor(text: string) {
    super(`an int8 value ${text} is beyond 2^53 and cannot be read exactly as a number`);
    this.name = 'UnsafeIntegerError';
  }
}

function readInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new UnsafeIntegerError(text);
  return n;
}

// pg's own timestamptz reader (taken before it is registered below), used for PGlite too.
const readTimestamptz = pg.types.getTypeParser(1184, 'text') as (text: string) => Date;

/**
 * How both drivers read values, so a repository's row type is the value's real type on PGlite and on
 * PostgreSQL alike (left to themselves they differ: pg reads int8 and numeric as strings and a date
 * as a local-midnight Date; PGlite reads int8 as a number or a bigint and a date as a UTC Date).
 *
 * - int8 → number. Int8 columns hold money in minor units (fen), counts and epoch milliseconds; all
 *   stay far below 2^53 (9e15 fen is 90 trillion yuan), so a value beyond it is corrupt data and the
 *   read fails loudly instead of rounding.
 * - numeric → number. No column is numeric; the type comes from aggregates over integer columns
 *   (`sum(bigint)` is numeric) and ratios, all small, so a number is what every caller wants.
 * - timestamptz → Date, read by one parser for both drivers. A timestamp without time zone is read
 *   as UTC (the gateway never stores local wall-clock times).
 * - date → the 'YYYY-MM-DD' text as PostgreSQL prints it: a calendar day (a site day, a birthday) has
 *   no time zone, and a Date would shift it by the process's offset.
 * Arrays of these types read each element the same way. Each entry: type oid, array type oid, reader.
 */
const ROW_TYPES: readonly { oid: number; arrayOid: number; parse: (text: string) => unknown }[] = [
  { oid: 20, arrayOid: 1016, parse: readInt8 }, // int8
  { oid: 1700, arrayOid: 1231, parse: Number }, // numeric
  { oid: 1082, arrayOid: 1182, parse: (text) => text }, // date
  { oid: 1114, arrayOid: 1115, parse: (text) => readTimestamptz(`${text}+00`) }, // timestamp
  { oid: 1184, arrayOid: 1185, parse: readTimestamptz }, // timestamptz
];

const ROW_PARSERS: Record<number, (text: string) => unknown> = Object.fromEntries(
  ROW_TYPES.map((t) => [t.oid, t.parse]),
);

for (const { oid, arrayOid, parse } of ROW_TYPES) {
  pg.types.setTypeParser(oid, parse);
  pg.types.setTypeParser(
    arrayOid,
    (text): unknown[] => liteTypes.arrayParser(text, parse, arrayOid) as unknown[],
  );
}

/** Applies `ROW_PARSERS` to a PGlite instance: its array types look elements up in the same table. */
function useRowParsers(lite: PGlite): void {
  Object.assign(lite.parsers, ROW_PARSERS);
}

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
  return wrapPglite(await openPgliteDir(opts.dataDir));
}

/**
 * An in-memory PGlite that starts as a copy of a dumped cluster. Creating a cluster runs initdb inside
 * WebAssembly (seconds); loading a dump of one takes a fraction of that, so test suites start each
 * gateway from one migrated dump.
 */
export async function openMemoryDbFrom(dump: Blob): Promise<Db> {
  return wrapPglite(await PGlite.create({ loadDataDir: dump }));
}

/** A fresh in-memory PGlite and a way to dump its cluster as it stands (see `openMemoryDbFrom`). */
export async function openDumpableMemoryDb(): Promise<{ db: Db; dump: () => Promise<Blob> }> {
  const lite = await PGlite.create();
  return { db: wrapPglite(lite), dump: () => lite.dumpDataDir('none') };
}

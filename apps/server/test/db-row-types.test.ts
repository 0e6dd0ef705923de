import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsafeIntegerError, openDb, type Db, type Queryable } from '../src/db/db.ts';
import { startPostgres } from './wallet-postgres.ts';

/**
 * Repositories declare a row's real types (int8 and numeric as number, timestamptz as Date, date as
 * 'YYYY-MM-DD') because db.ts registers one set of value parsers for both engines. The same statements
 * run on PGlite and, when PostgreSQL 15 is installed, on PostgreSQL, and must read identical values.
 */

const AT_MS = Date.UTC(2026, 10, 26, 15, 21, 20, 123);

/** One value of every parsed type, as literals, as parameters and as arrays; nulls stay null. */
const LITERALS = `select
    9007199254740991::int8 as max_safe,
    -123456::int8 as fen,
    (select count(*) from generate_series(1, 3)) as counted,
    (select sum(v) from unnest(array[100, 250]::int8[]) as v) as summed,
    12.5::numeric as ratio,
    '2026-11-26 15:21:20.123456+00'::timestamptz as at,
    '2026-11-26 23:21:20.123+08'::timestamptz as at_offset,
    '2026-11-26 15:21:20.123'::timestamp as wall,
    '2026-11-26'::date as day,
    '2026-01-01'::date as new_year,
    array[1, 9007199254740991]::int8[] as bigs,
    array[0.5, 2]::numeric[] as ratios,
    array['2026-11-26', '2026-12-31']::date[] as days,
    array['2026-11-26 15:21:20.123+00']::timestamptz[] as ats,
    null::int8 as no_big,
    null::date as no_day,
    null::timestamptz as no_at`;

const EXPECTED = {
  max_safe: Number.MAX_SAFE_INTEGER,
  fen: -123456,
  counted: 3,
  summed: 350,
  ratio: 12.5,
  at: new Date(AT_MS),
  at_offset: new Date(AT_MS),
  wall: new Date(AT_MS),
  day: '2026-11-26',
  new_year: '2026-01-01',
  bigs: [1, Number.MAX_SAFE_INTEGER],
  ratios: [0.5, 2],
  days: ['2026-11-26', '2026-12-31'],
  ats: [new Date(AT_MS)],
  no_big: null,
  no_day: null,
  no_at: null,
};

/** Parameters go in as the gateway passes them and come back through the same parsers. */
async function roundTrip(q: Queryable) {
  const { rows } = await q.query(
    'select $1::timestamptz as at, $2::date as day, $3::int8 as fen, $4::bigint[] as ids',
    [new Date(AT_MS), '2026-11-26', 250_000, [7, 8]],
  );
  return rows[0];
}

async function readAll(db: Db) {
  const plain = (await db.query(LITERALS)).rows[0];
  const inTx = await db.transaction(async (tx) => (await tx.query(LITERALS)).rows[0]);
  const params = await roundTrip(db);
  return { plain, inTx, params };
}

const engines: { name: string; db: Db; stop: () => Promise<void> }[] = [];

beforeAll(async () => {
  const lite = await openDb({ dataDir: 'memory' });
  engines.push({ name: 'PGlite', db: lite, stop: () => lite.close() });
  const pg = await startPostgres();
  if (pg) {
    const db = await openDb({ databaseUrl: pg.url });
    engines.push({
      name: 'PostgreSQL',
      db,
      stop: async () => {
        await db.close();
        pg.stop();
      },
    });
  }
}, 120_000);

afterAll(async () => {
  for (const e of engines) await e.stop();
});

describe('row value types (one set of parsers for PGlite and PostgreSQL)', () => {
  it('reads every parsed type as its declared JS type, in and out of transactions', async () => {
    for (const { name, db } of engines) {
      const { plain, inTx, params } = await readAll(db);
      expect(plain, name).toEqual(EXPECTED);
      expect(inTx, name).toEqual(EXPECTED);
      expect(params, name).toEqual({ at: new Date(AT_MS), day: '2026-11-26', fen: 250_000, ids: [7, 8] });
      // A date is the calendar day itself, never a Date shifted by the process's time zone.
      expect(typeof (plain as { day: unknown }).day, name).toBe('string');
    }
  });

  it('answers identical rows on both engines', async (ctx) => {
    if (engines.length < 2) return ctx.skip(); // PostgreSQL 15 is not installed here
    const [lite, pg] = await Promise.all(engines.map((e) => readAll(e.db)));
    expect(pg).toEqual(lite);
  });

  it('refuses an int8 beyond 2^53 instead of rounding it, and keeps answering', async () => {
    for (const { name, db } of engines) {
      await expect(db.query('select 9007199254740993::int8 as v'), name).rejects.toBeInstanceOf(
        UnsafeIntegerError,
      );
      const { rows } = await db.query<{ v: number }>('select 2::int8 as v');
      expect(rows, name).toEqual([{ v: 2 }]);
    }
  });
});

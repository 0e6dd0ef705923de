import { describe, expect, it } from 'vitest';
import { openDb } from '../src/db/db.ts';
import { startPostgres } from './wallet-postgres.ts';

// DATABASE_URL mode: an idle pooled connection that the server ends must not become an uncaught
// exception (it would take the gateway down); the next query simply opens a new connection.
describe('PostgreSQL pool (DATABASE_URL mode)', () => {
  it('survives the server ending an idle connection', async (ctx) => {
    const pg = await startPostgres();
    if (!pg) {
      ctx.skip();
      return;
    }
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', onUncaught);
    const db = await openDb({ databaseUrl: pg.url });
    try {
      const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      const pid = rows[0]!.pid;
      // Another session ends the first one while it sits idle in the pool.
      const other = await openDb({ databaseUrl: pg.url });
      try {
        await other.transaction(async (tx) => {
          await tx.query('select pg_terminate_backend($1)', [pid]);
        });
      } finally {
        await other.close();
      }
      await new Promise((r) => setTimeout(r, 200));
      const again = await db.query<{ one: number }>('select 1 as one');
      expect(again.rows[0]!.one).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await db.close();
      pg.stop();
    }
  }, 120_000);
});

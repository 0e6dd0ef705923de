import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutsideTransactionError, openDb, type Db } from '../src/db/db.ts';
import { startPostgres } from './wallet-postgres.ts';

/**
 * A query on the database itself from inside a transaction's callback (instead of on `tx`) hangs
 * PGlite for good: the query waits for the transaction, the transaction for the query, and every later
 * request queues behind both. The wrappers refuse it at once, on both engines, and the transaction
 * rolls back (docs/decisions.md "One transaction at a time").
 */
function guardSuite(name: string, open: () => Promise<{ db: Db; stop: () => Promise<void> } | null>) {
  describe(name, () => {
    let db: Db | null = null;
    let stop: () => Promise<void> = async () => {};
    beforeAll(async () => {
      const opened = await open();
      if (!opened) return;
      db = opened.db;
      stop = opened.stop;
      await db.exec('create table guard_probe (id int primary key, note text not null)');
    }, 120_000);
    afterAll(async () => stop());

    it('refuses an outer query inside a transaction, rolls the transaction back, and keeps answering', async (ctx) => {
      if (!db) return ctx.skip();
      const d = db;
      const attempt = d.transaction(async (tx) => {
        await tx.query("insert into guard_probe values (1, 'inside')");
        await d.query('select count(*) from guard_probe'); // the slip: d, not tx
      });
      await expect(attempt).rejects.toBeInstanceOf(OutsideTransactionError);
      // Not hung, and the insert before the slip was undone.
      const { rows } = await d.query<{ n: number }>('select count(*)::int as n from guard_probe');
      expect(rows[0]!.n).toBe(0);
    });

    it('refuses a nested transaction and an outer exec the same way', async (ctx) => {
      if (!db) return ctx.skip();
      const d = db;
      await expect(d.transaction(() => d.transaction(() => Promise.resolve(1)))).rejects.toBeInstanceOf(
        OutsideTransactionError,
      );
      await expect(d.transaction(() => d.exec('select 1'))).rejects.toBeInstanceOf(OutsideTransactionError);
    });

    it('lets work a transaction started use the database once it has committed', async (ctx) => {
      if (!db) return ctx.skip();
      const d = db;
      let later: Promise<unknown> = Promise.resolve();
      await d.transaction(async (tx) => {
        await tx.query("insert into guard_probe values (2, 'committed')");
        // Started inside, run after the commit (as an event published after a write would be).
        later = new Promise((r) => setTimeout(r, 20)).then(() =>
          d.query<{ note: string }>('select note from guard_probe where id = 2'),
        );
      });
      await expect(later).resolves.toEqual({ rows: [{ note: 'committed' }] });
    });
  });
}

// The guard runs on the embedded engine and on PostgreSQL (same wrappers as the gateway uses).
guardSuite('transaction guard on PGlite', async () => {
  const db = await openDb({ dataDir: 'memory' });
  return { db, stop: () => db.close() };
});

guardSuite('transaction guard on PostgreSQL', async () => {
  const pg = await startPostgres();
  if (!pg) return null;
  const db = await openDb({ databaseUrl: pg.url });
  return {
    db,
    stop: async () => {
      await db.close();
      pg.stop();
    },
  };
});

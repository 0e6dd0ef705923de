import type { Queryable } from '../../db/db.ts';

/** Readiness: one round trip to the database (throws when it is gone). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('select 1');
}

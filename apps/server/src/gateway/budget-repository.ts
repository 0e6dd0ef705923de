import type { Queryable } from '../db/db.ts';

/** Rows of windows that ended more than this long ago are swept away now and then. */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Spends one hit of a fixed-window budget and answers the hits in the current window and when it
 * started. One upsert, so concurrent hits on any instance sharing the database are all counted.
 */
export async function spendBudgetHit(
  db: Queryable,
  bucket: string,
  clientKey: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; windowStart: Date }> {
  const { rows } = await db.query<{ hits: number; window_start: Date }>(
    `insert into call_budget (bucket, client_key, window_start, hits) values ($1, $2, $3, 1)
     on conflict (bucket, client_key) do update
       set hits = case when call_budget.window_start <= $4 then 1 else call_budget.hits + 1 end,
           window_start = case when call_budget.window_start <= $4 then $3 else call_budget.window_start end
     returning hits, window_start`,
    [bucket, clientKey, now, new Date(now.getTime() - windowMs)],
  );
  const row = rows[0];
  return { hits: row?.hits ?? 1, windowStart: row ? new Date(row.window_start) : now };
}

/** Deletes budget rows whose window ended long ago (called on a small share of hits). */
export async function sweepBudgets(db: Queryable, now: Date): Promise<void> {
  await db.query('delete from call_budget where window_start < $1', [
    new Date(now.getTime() - SWEEP_AFTER_MS),
  ]);
}

import type { Queryable } from '../../db/db.ts';

/**
 * Claims (job, period) inside the caller's transaction. true: this transaction owns the run; false:
 * the period committed before. On PostgreSQL a concurrent claimer blocks on the unique key until the
 * owner commits (then sees the row) or rolls back (then takes it), so the work never runs twice.
 */
export async function claimJobRun(tx: Queryable, job: string, period: string): Promise<boolean> {
  const { rows } = await tx.query<{ job: string }>(
    'insert into job_run (job, period) values ($1, $2) on conflict (job, period) do nothing returning job',
    [job, period],
  );
  return rows.length > 0;
}

/** Periods of a job that ran, newest first (operator view). */
export async function listJobRuns(
  q: Queryable,
  job: string,
  limit = 20,
): Promise<{ period: string; ranAt: number }[]> {
  const { rows } = await q.query<{ period: string; ran_at: Date }>(
    'select period, ran_at from job_run where job = $1 order by ran_at desc limit $2',
    [job, limit],
  );
  return rows.map((r) => ({ period: r.period, ranAt: r.ran_at.getTime() }));
}

import type { Db, Queryable } from '../../db/db.ts';
import { claimJobRun, listJobRuns } from './job-repository.ts';

/** Job names are short codes; periods are what the job calls a period ('2026-11-25', '2026-W48'). */
const JOB_NAME = /^[a-z][a-z0-9-]{0,63}$/;
const PERIOD = /^[A-Za-z0-9:_-]{1,64}$/;

/**
 * Runs `work` for (job, period) at most once, ever, across restarts and server instances: the run
 * row is claimed in the same transaction as the work, so the work and its "done" mark commit or roll
 * back together. Answers 'ran' when this call did the work, 'done-before' when the period had
 * already committed (the work is not called). A throwing `work` leaves the period free to run again.
 */
export async function runJobPeriod(
  db: Db,
  job: string,
  period: string,
  work: (tx: Queryable) => Promise<void>,
): Promise<'ran' | 'done-before'> {
  if (!JOB_NAME.test(job)) throw new Error(`invalid job name ${job}`);
  if (!PERIOD.test(period)) throw new Error(`invalid job period ${period}`);
  return db.transaction(async (tx) => {
    if (!(await claimJobRun(tx, job, period))) return 'done-before';
    await work(tx);
    return 'ran';
  });
}

/** The periods a job has run, newest first. */
export function jobHistory(db: Db, job: string): Promise<{ period: string; ranAt: number }[]> {
  return listJobRuns(db, job);
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import { runJobPeriod } from '../jobs/job-service.ts';
import { prepareDividends } from './benefit-service.ts';
import { settleAllRebate } from './rebate-service.ts';
import { previousPeriod } from './reward-periods.ts';

export type RewardJob = 'rebate-daily' | 'dividend-month' | 'dividend-week';
export const REWARD_JOBS: readonly RewardJob[] = ['rebate-daily', 'dividend-month', 'dividend-week'];

/** How often the server looks for a period to settle (each period runs once, whoever runs first). */
const JOB_INTERVAL_MS = 10 * 60_000;

/**
 * Runs one reward job for a period ('2026-11-25' for the daily rebate, '2026-11' or '2026-W48' for
 * dividends) through the durable job table: a period that ran before does nothing ('done-before').
 */
export async function runRewardJob(db: Db, job: RewardJob, period: string, now: number) {
  let summary: Record<string, number> = {};
  const outcome = await runJobPeriod(db, job, period, async (tx) => {
    if (job === 'rebate-daily') summary = await settleAllRebate(tx, period);
    else summary = await prepareDividends(tx, job === 'dividend-month' ? 'month' : 'week', period, now);
  });
  return { job, period, outcome, ...summary };
}

/** The period a job settles when run now: yesterday, last week, last month. */
export function duePeriod(job: RewardJob, now: number): string {
  return previousPeriod(job === 'rebate-daily' ? 'day' : job === 'dividend-month' ? 'month' : 'week', now);
}

/**
 * Schedules the reward jobs: a minute after start, then every ten minutes, each job settles its last
 * complete period if no instance has. Off under the test runner (tests run periods themselves).
 */
export function startRewardJobs(app: FastifyInstance): void {
  if (process.env.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    if (!app.cluster.leader.isLeader()) return; // one instance runs them (docs/scaling.md)
    for (const job of REWARD_JOBS) {
      const r = await runRewardJob(app.db, job, duePeriod(job, app.now()), app.now());
      if (r.outcome === 'ran') app.log.info({ rewardJob: r }, 'reward job ran');
    }
  };
  app.addHook('onReady', (done) => {
    timer = setTimeout(function tick() {
      run().catch((err: unknown) => app.log.error({ err }, 'reward job failed'));
      timer = setTimeout(tick, JOB_INTERVAL_MS).unref();
    }, 60_000).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    if (timer) clearTimeout(timer);
    done();
  });
}

import type { FastifyInstance } from 'fastify';
import { accrueYebInterest } from './yeb-service.ts';

/** How often the server looks for a yield day to pay (each day is paid once, whoever runs first). */
export const INTEREST_JOB_INTERVAL_MS = 10 * 60_000;

/**
 * Starts the scheduled yield-interest job (interest accrues by a scheduled job): a first run
 * a minute after start, then every ten minutes; it pays yesterday's interest to whoever is unpaid.
 * The timer does not keep the process alive and stops when the app closes. Under the test runner
 * (NODE_ENV=test, set by vitest and inherited by servers the tests spawn) it stays off: tests call
 * `accrueYebInterest(db, now)` or POST /admin/finance/interest/run themselves, so balances stay exact.
 */
export function startInterestJob(app: FastifyInstance): void {
  if (process.env.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | null = null;
  const run = () => {
    if (!app.cluster.leader.isLeader()) return; // one instance runs it (docs/scaling.md)
    accrueYebInterest(app.db, app.now()).then(
      (r) => {
        if (r.paid > 0) app.log.info({ interest: r }, 'yield interest paid');
      },
      (err: unknown) => app.log.error({ err }, 'yield interest job failed'),
    );
  };
  app.addHook('onReady', (done) => {
    timer = setTimeout(function tick() {
      run();
      timer = setTimeout(tick, INTEREST_JOB_INTERVAL_MS).unref();
    }, 60_000).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    if (timer) clearTimeout(timer);
    done();
  });
}

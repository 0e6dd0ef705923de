import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/db.ts';
import { openMigratedMemoryDb } from './test-db.ts';
import { jobHistory, runJobPeriod } from '../src/modules/jobs/job-service.ts';

// Scheduled work runs from a durable job table: a period runs at most once, a failed run can run again
// (docs/rewards.md "Jobs"; spec §1 dividends and rebate are settled per period).
describe('runJobPeriod', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openMigratedMemoryDb();
    await db.exec('create table job_probe (period text, n integer)');
  });
  afterAll(() => db.close());

  const work = (period: string) => async (tx: Parameters<Parameters<typeof runJobPeriod>[3]>[0]) => {
    await tx.query('insert into job_probe (period, n) values ($1, 1)', [period]);
  };
  const count = async (period: string) =>
    Number(
      (await db.query<{ n: string }>('select count(*) as n from job_probe where period = $1', [period]))
        .rows[0]?.n,
    );

  it('runs a period once: the second run answers done-before and does no work', async () => {
    expect(await runJobPeriod(db, 'probe', '2026-11-25', work('2026-11-25'))).toBe('ran');
    expect(await runJobPeriod(db, 'probe', '2026-11-25', work('2026-11-25'))).toBe('done-before');
    expect(await count('2026-11-25')).toBe(1);
    expect((await jobHistory(db, 'probe')).map((r) => r.period)).toEqual(['2026-11-25']);
  });

  it('runs concurrent requests for one period once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => runJobPeriod(db, 'probe', '2026-W48', work('2026-W48'))),
    );
    expect(results.filter((r) => r === 'ran')).toHaveLength(1);
    expect(await count('2026-W48')).toBe(1);
  });

  it('leaves a failed period free: its work and its mark roll back together', async () => {
    await expect(
      runJobPeriod(db, 'probe', '2026-10', async (tx) => {
        await work('2026-10')(tx);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await count('2026-10')).toBe(0);
    expect(await runJobPeriod(db, 'probe', '2026-10', work('2026-10'))).toBe('ran');
    expect(await count('2026-10')).toBe(1);
  });

  it('keeps job names and periods to short codes', async () => {
    await expect(runJobPeriod(db, 'Bad Name', 'x', work('x'))).rejects.toThrow(/job name/);
    await expect(runJobPeriod(db, 'probe', "x'; drop", work('x'))).rejects.toThrow(/period/);
  });
});

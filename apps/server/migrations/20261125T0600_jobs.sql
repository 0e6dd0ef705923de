-- Durable scheduled work (docs/rewards.md "Jobs"): one row per (job, period) that ran. The row is
-- inserted in the same transaction as the period's work, so a period whose work failed rolls back and
-- can run again, and a period that committed never runs twice — on one instance or several (a second
-- instance inserting the same key waits on the first's transaction, then finds it taken).
create table job_run (
  job text not null,                   -- 'rebate-daily', 'dividend-month', 'agent-commission' …
  period text not null,                -- '2026-11-25', '2026-11', '2026-W48' …
  ran_at timestamptz not null default now(),
  primary key (job, period)
);

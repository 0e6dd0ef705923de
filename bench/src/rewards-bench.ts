import { performance } from 'node:perf_hooks';
import { catalogue } from '@arena/protocol';
import type { Db } from '../../apps/server/src/db/db.ts';
import { insertUpgradeOffers } from '../../apps/server/src/modules/rewards/grant-repository.ts';
import {
  recordSettledDeposit,
  recordSettledStake,
} from '../../apps/server/src/modules/rewards/turnover-service.ts';
import { addTotals } from '../../apps/server/src/modules/rewards/vip-repository.ts';
import { checkLedger } from '../../apps/server/src/modules/wallet/ledger-check.ts';
import { createTestApp, type TestApp } from '../../apps/server/test/test-app.ts';
import { newMember } from '../../apps/server/test/member-helpers.ts';
import { adminCall, bareMembers } from '../../apps/server/test/rewards-helpers.ts';
import type { BenchResult } from './bench-result.ts';

/** Budget: a claim answers within 50 ms at the 95th percentile, on PGlite (docs/rewards.md). */
export const CLAIM_P95_BUDGET_MS = 50;
/** Budget: recomputing the VIP level adds under 2 ms to a settled stake (docs/rewards.md). */
export const LEVEL_ADDED_BUDGET_MS = 2;

const CLAIMS = Number(process.env.REWARDS_BENCH_CLAIMS ?? 200);
const STAKES = Number(process.env.REWARDS_BENCH_STAKES ?? 2_000);
/** Calls made first and not measured: the routes, statements and caches warm up. */
const WARMUP = 20;
const MEMBERS = 200;
/** Members who each reach VIP1 with one stake, measured after the warm-up of the stake loop. */
const LEVEL_UPS = 100;
/** 100 元 a stake (VIP1 needs 20 元 of turnover once 100 元 is deposited). */
const STAKE = 10_000;

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
};
const ms = (n: number) => Math.round(n * 100) / 100;

/**
 * Claims through the gateway, timed from request to answer in-process (sealing and opening of the
 * envelope included): CLAIMS coupon redemptions by one member (each a grant — grant row, ledger
 * movement, turnover requirement — then a use of the code's cap), and CLAIMS rebate claims, each after
 * one settled stake accrued rebate.
 */
async function measureClaims(t: TestApp): Promise<BenchResult[]> {
  const m = await newMember(t, 'rwbench');
  const coupons = WARMUP + CLAIMS;
  for (let i = 0; i < coupons; i++) {
    const res = await adminCall(t, 'POST', '/admin/rewards/coupons', {
      code: `BENCH${i}`,
      title: '压测礼金',
      amount: 100,
      maxUses: 10,
    });
    if (res.status !== 200) throw new Error(`coupon create answered ${res.status}`);
  }
  const couponTimes: number[] = [];
  const rebateTimes: number[] = [];
  let refused = 0;
  for (let i = 0; i < coupons; i++) {
    const start = performance.now();
    const res = await t.call(
      catalogue.member.couponRedeem,
      { couponCode: `BENCH${i}`, idempotencyKey: `bench-coupon-${i}` },
      { token: m.token },
    );
    if (i >= WARMUP) couponTimes.push(performance.now() - start);
    if (res.code !== 0) refused++;
  }
  for (let i = 0; i < coupons; i++) {
    await t.db.transaction((tx) =>
      recordSettledStake(tx, {
        memberId: m.id,
        venueCode: 'by',
        gameType: 'egame',
        stake: STAKE,
        refNo: `bench-rebate-${i}`,
      }),
    );
    const start = performance.now();
    const res = await t.call(
      catalogue.member.rebateClaim,
      { idempotencyKey: `bench-rebate-claim-${i}` },
      { token: m.token },
    );
    if (i >= WARMUP) rebateTimes.push(performance.now() - start);
    if (res.code !== 0) refused++;
  }
  const ledger = await checkLedger(t.db);
  return [
    { name: `claims refused (of ${2 * CLAIMS})`, value: refused, unit: 'claims', budget: 0 },
    { name: 'coupon redemption p50 (request to answer)', value: ms(quantile(couponTimes, 0.5)), unit: 'ms' },
    {
      name: 'coupon redemption p95 (request to answer)',
      value: ms(quantile(couponTimes, 0.95)),
      unit: 'ms',
      budget: CLAIM_P95_BUDGET_MS,
    },
    { name: 'rebate claim p50 (request to answer)', value: ms(quantile(rebateTimes, 0.5)), unit: 'ms' },
    {
      name: 'rebate claim p95 (request to answer)',
      value: ms(quantile(rebateTimes, 0.95)),
      unit: 'ms',
      budget: CLAIM_P95_BUDGET_MS,
    },
    { name: 'ledger check problems after the claims', value: ledger.ok ? 0 : 1, unit: '', budget: 0 },
  ];
}

/** The totals upsert of `addTotals` alone, without the level recomputation: the baseline. */
const TOTALS_ONLY = `insert into member_reward as m (member_id, deposit_total, turnover_total) values ($1, 0, $2)
  on conflict (member_id) do update set turnover_total = m.turnover_total + excluded.turnover_total,
    updated_at = now()
  returning level, deposit_total, turnover_total`;

/**
 * The level recomputation on the stake path, inside the stake's transaction as `recordSettledStake`
 * runs it: settled stakes alternate between the totals upsert alone (baseline) and `addTotals` (the
 * same upsert, then the level from the thresholds, written only when it changes) with the upgrade
 * offers of a level-up; the difference is what the recomputation adds. The whole rewards hook of a
 * settled stake (`recordSettledStake`) is timed too, and, apart, the stakes that raise a level.
 */
async function measureStakes(db: Db): Promise<BenchResult[]> {
  const ids = await bareMembers(db, `rwstake${Date.now()}`, MEMBERS);
  // 10,000 元 deposited each: the turnover alone decides the level from here.
  for (const id of ids)
    await db.transaction((tx) =>
      recordSettledDeposit(tx, { memberId: id, amount: 1_000_000, orderNo: `bench-${id}` }),
    );
  const baseline: number[] = [];
  const withLevel: number[] = [];
  const hook: number[] = [];
  for (let i = 0; i < WARMUP + STAKES; i++) {
    const memberId = ids[i % ids.length]!;
    const kind = i % 3;
    const took = await db.transaction(async (tx) => {
      const start = performance.now();
      if (kind === 0) {
        await tx.query(TOTALS_ONLY, [memberId, STAKE]);
        return { ms: performance.now() - start, up: false };
      }
      if (kind === 1) {
        const { before, after } = await addTotals(tx, memberId, 0, STAKE);
        if (after > before) await insertUpgradeOffers(tx, memberId, before, after);
        return { ms: performance.now() - start, up: after > before };
      }
      await recordSettledStake(tx, {
        memberId,
        venueCode: 'by',
        gameType: 'egame',
        stake: STAKE,
        refNo: `bench-stake-${i}`,
      });
      return { ms: performance.now() - start, up: false };
    });
    if (i < WARMUP) continue;
    if (kind === 0) baseline.push(took.ms);
    else if (kind === 2) hook.push(took.ms);
    else if (!took.up) withLevel.push(took.ms); // level-ups are measured warm below
  }
  // Level-ups, measured warm: fresh members (deposits in) each settle the one stake that reaches
  // VIP1, each beside a totals upsert alone of a member whose level does not change.
  const fresh = await bareMembers(db, `rwup${Date.now()}`, LEVEL_UPS);
  for (const id of fresh)
    await db.transaction((tx) =>
      recordSettledDeposit(tx, { memberId: id, amount: 1_000_000, orderNo: `bench-up-${id}` }),
    );
  const upBaseline: number[] = [];
  const levelUp: number[] = [];
  for (const [j, id] of fresh.entries()) {
    upBaseline.push(
      await db.transaction(async (tx) => {
        const start = performance.now();
        await tx.query(TOTALS_ONLY, [ids[j % ids.length]!, STAKE]);
        return performance.now() - start;
      }),
    );
    levelUp.push(
      await db.transaction(async (tx) => {
        const start = performance.now();
        const { before, after } = await addTotals(tx, id, 0, STAKE);
        if (after === before) throw new Error('the level-up stake did not change the level');
        await insertUpgradeOffers(tx, id, before, after);
        return performance.now() - start;
      }),
    );
  }
  const base50 = quantile(baseline, 0.5);
  return [
    { name: 'settled stake: whole rewards hook p50', value: ms(quantile(hook, 0.5)), unit: 'ms' },
    { name: 'settled stake: whole rewards hook p95', value: ms(quantile(hook, 0.95)), unit: 'ms' },
    { name: 'settled stake: totals upsert alone p50', value: ms(base50), unit: 'ms' },
    {
      name: 'level recomputation added to a settled stake (p50 difference)',
      value: ms(Math.max(0, quantile(withLevel, 0.5) - base50)),
      unit: 'ms',
      budget: LEVEL_ADDED_BUDGET_MS,
    },
    {
      name: 'level recomputation added (p95 difference)',
      value: ms(Math.max(0, quantile(withLevel, 0.95) - quantile(baseline, 0.95))),
      unit: 'ms',
    },
    {
      name: `level-up stakes (${LEVEL_UPS}): level write and upgrade offer added (p50 difference)`,
      value: ms(Math.max(0, quantile(levelUp, 0.5) - quantile(upBaseline, 0.5))),
      unit: 'ms',
    },
  ];
}

/**
 * Rewards on the server (docs/rewards.md "Measured"), in-process on a fresh in-memory PGlite: claim
 * latency through the gateway, and what the VIP level recomputation adds to a settled stake.
 */
export async function runRewardsBench(): Promise<BenchResult[]> {
  const t = await createTestApp();
  try {
    return [...(await measureClaims(t)), ...(await measureStakes(t.db))];
  } finally {
    await t.close();
  }
}

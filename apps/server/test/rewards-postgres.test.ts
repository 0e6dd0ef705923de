import { describe, expect, it } from 'vitest';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { createTestAppOn, type TestApp } from './test-app.ts';
import { startPostgres } from './wallet-postgres.ts';
import { expectLedgerBalanced, key } from './wallet-fixtures.ts';
import { adminCall, bareMembers } from './rewards-helpers.ts';
import { redeemCoupon } from '../src/modules/rewards/coupon-service.ts';
import { claimRebate } from '../src/modules/rewards/rebate-service.ts';
import { claimUpgradeGift } from '../src/modules/rewards/vip-service.ts';
import { recordSettledDeposit, recordSettledStake } from '../src/modules/rewards/turnover-service.ts';
import { runJobPeriod } from '../src/modules/jobs/job-service.ts';
import { walletBalance } from '../src/modules/wallet/ledger.ts';

const codeOf = (p: PromiseSettledResult<unknown>) =>
  p.status === 'rejected' && p.reason instanceof GatewayError ? p.reason.code : p.status;

// Real parallel transactions and row locks (docs/rewards.md): PGlite runs one transaction at a time,
// so the claim rules are proven again on PostgreSQL 15 when one can be started on loopback.
describe('rewards on PostgreSQL 15 (concurrency)', () => {
  it('pays a capped coupon, one gift, rebate and a job period exactly once under concurrency', async (ctx) => {
    const pg = await startPostgres();
    if (!pg) {
      ctx.skip();
      return;
    }
    let t: TestApp | null = null;
    try {
      t = await createTestAppOn({ databaseUrl: pg.url });
      const db = t.db;
      // 200 members redeem a 100-use coupon at once: exactly 100 grants.
      await adminCall(t, 'POST', '/admin/rewards/coupons', {
        code: 'PGRUSH',
        title: '并发',
        amount: 500,
        maxUses: 100,
      });
      const ids = await bareMembers(db, 'pgrush', 200);
      const coupons = await Promise.allSettled(ids.map((id) => redeemCoupon(db, id, 'PGRUSH', Date.now())));
      expect(coupons.filter((r) => r.status === 'fulfilled')).toHaveLength(100);
      expect(coupons.filter((r) => codeOf(r) === ErrorCode.couponExhausted)).toHaveLength(100);
      const used = await db.query<{ used_count: number; n: string }>(
        `select c.used_count, (select count(*) from reward_grant g where g.source = 'coupon' and g.period = c.code) as n
         from coupon c where c.code = 'PGRUSH'`,
      );
      expect(Number(used.rows[0]?.used_count)).toBe(100);
      expect(Number(used.rows[0]?.n)).toBe(100);

      // One member, 50 concurrent claims of the VIP1 gift while stakes settle: one payment.
      const [m] = ids;
      await db.transaction((tx) =>
        recordSettledDeposit(tx, { memberId: m!, amount: 10_000, orderNo: 'PG-D1' }),
      );
      await db.transaction((tx) =>
        recordSettledStake(tx, {
          memberId: m!,
          venueCode: 'by',
          gameType: 'egame',
          stake: 20_000,
          refNo: 'PG-R1',
        }),
      );
      const before = await walletBalance(db, m!, 'main');
      const claims = await Promise.allSettled([
        ...Array.from({ length: 50 }, () => claimUpgradeGift(db, m!, '1')),
        ...Array.from({ length: 10 }, (_, i) =>
          db.transaction((tx) =>
            recordSettledStake(tx, {
              memberId: m!,
              venueCode: 'by',
              gameType: 'egame',
              stake: 100,
              refNo: `PG-S${i}`,
            }),
          ),
        ),
        ...Array.from({ length: 10 }, () => claimRebate(db, m!, key('rb'))),
      ]);
      const gifts = claims.slice(0, 50);
      expect(gifts.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(gifts.filter((r) => codeOf(r) === ErrorCode.rewardClaimed)).toHaveLength(49);
      expect(claims.slice(50, 60).every((r) => r.status === 'fulfilled')).toBe(true);
      const rebates = claims.slice(60).filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{
        credited: number;
      }>[];
      const rebatePaid = rebates.reduce((s, r) => s + r.value.credited, 0);
      // 20 000 fen at 0.60 % = 120 fen, then up to 10 × 100 fen at the VIP1 rate (0.70 %) = 7 fen.
      expect(rebatePaid).toBeGreaterThanOrEqual(120);
      expect(rebatePaid).toBeLessThanOrEqual(127);
      expect(await walletBalance(db, m!, 'main')).toBe(before + 800 + rebatePaid);

      // Ten instances' worth of runners for one period: the work runs once.
      await db.exec('create table pg_job_probe (n integer)');
      const runs = await Promise.all(
        Array.from({ length: 10 }, () =>
          runJobPeriod(db, 'pg-probe', '2026-11', async (tx) => {
            await tx.query('insert into pg_job_probe (n) values (1)');
          }),
        ),
      );
      expect(runs.filter((r) => r === 'ran')).toHaveLength(1);
      expect(
        Number((await db.query<{ n: string }>('select count(*) as n from pg_job_probe')).rows[0]?.n),
      ).toBe(1);
      await expectLedgerBalanced(db);
    } finally {
      await t?.close();
      pg.stop();
    }
  }, 300_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { walletMember } from './wallet-fixtures.ts';
import { recordSettledDeposit, recordSettledStake } from '../src/modules/rewards/turnover-service.ts';
import { memberReward, rebateRows } from '../src/modules/rewards/vip-repository.ts';
import { memberOffers } from '../src/modules/rewards/grant-repository.ts';

// Valid turnover comes from settled stakes; levels follow cumulative deposits AND turnover (spec §1
// "VIP upgrade gifts … rebate"; docs/rewards.md).
describe('recordSettledStake', () => {
  let t: TestApp;
  // Building a migrated, seeded app can take a while on a busy machine.
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t?.close());

  const stake = (memberId: number, refNo: string, amount: number, gameType = 'egame') =>
    t.db.transaction((tx) =>
      recordSettledStake(tx, { memberId, venueCode: 'by', gameType, stake: amount, refNo }),
    );

  it('counts a settlement once per reference and accrues rebate at the level rate', async () => {
    const m = await walletMember(t, 'turnover01');
    await stake(m.id, 'R-1', 1_000);
    await stake(m.id, 'R-1', 1_000); // a replayed settlement
    await stake(m.id, 'R-2', 500);
    const state = await memberReward(t.db, m.id);
    expect(state.turnoverTotal).toBe(1_500);
    const [row] = await rebateRows(t.db, m.id);
    // VIP0 egame rate is 60 bp: 1 500 fen × 0.60 % = 9 fen, kept in 1/10000 fen.
    expect(row).toMatchObject({ venueCode: 'by', turnover: 1_500, rebateE4: 1_500 * 60 });
  });

  it('reaches VIP1 only when both deposits and turnover reach the thresholds, offering its gift once', async () => {
    const m = await walletMember(t, 'turnover02');
    await stake(m.id, 'R-a', 5_000);
    expect((await memberReward(t.db, m.id)).level).toBe(0); // turnover alone is not enough
    await t.db.transaction((tx) =>
      recordSettledDeposit(tx, { memberId: m.id, amount: 10_000, orderNo: 'D1' }),
    );
    expect((await memberReward(t.db, m.id)).level).toBe(1);
    await stake(m.id, 'R-b', 100);
    const offers = await memberOffers(t.db, m.id, 'upgrade');
    expect(offers.map((o) => o.period)).toEqual(['L1']);
    expect(offers[0]?.amount).toBe(800);
  });

  it('rolls back with the settling transaction', async () => {
    const m = await walletMember(t, 'turnover03');
    await expect(
      t.db.transaction(async (tx) => {
        await recordSettledStake(tx, {
          memberId: m.id,
          venueCode: 'by',
          gameType: 'egame',
          stake: 700,
          refNo: 'R-x',
        });
        throw new Error('settlement failed');
      }),
    ).rejects.toThrow('settlement failed');
    expect((await memberReward(t.db, m.id)).turnoverTotal).toBe(0);
    await stake(m.id, 'R-x', 700);
    expect((await memberReward(t.db, m.id)).turnoverTotal).toBe(700);
  });

  it('ignores a stake that is not a positive whole number of fen', async () => {
    const m = await walletMember(t, 'turnover04');
    await stake(m.id, 'R-z', 0);
    await stake(m.id, 'R-y', 1.5);
    expect((await memberReward(t.db, m.id)).turnoverTotal).toBe(0);
  });

  // Its cost is measured in bench/ (docs/perf.md), not here: a timed assertion fails on a busy machine.
  it('records many settled stakes of one member, each once', async () => {
    const m = await walletMember(t, 'turnovermany');
    for (let i = 0; i < 200; i += 1) await stake(m.id, `B-${i}`, 100);
    await stake(m.id, 'B-0', 100); // the same settlement again counts once
    expect((await memberReward(t.db, m.id)).turnoverTotal).toBe(20_000);
  });
});

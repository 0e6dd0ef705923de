import type { Queryable } from '../../db/db.ts';
import { siteDay } from '../wallet/wallet-util.ts';
import { insertUpgradeOffers } from './grant-repository.ts';
import { bumpTask } from './points-repository.ts';
import { accrueRebate, addTotals, insertTurnoverEntry, turnoverBetween } from './vip-repository.ts';

/**
 * Records one settled stake as valid turnover (流水), inside the transaction that settled it, so the
 * turnover commits or rolls back with the stake's money. A repeated `refNo` counts once. It adds to
 * the member's cumulative turnover (which plays through bonus turnover requirements and recomputes the
 * VIP level), accrues rebate at the member's level rate for the venue type (`gameType` is the venue
 * category: 'egame', 'live', 'sports' …), counts a round for the points tasks, and offers the upgrade
 * gift of every level newly reached.
 */
export async function recordSettledStake(
  tx: Queryable,
  input: { memberId: number; venueCode: string; gameType: string; stake: number; refNo: string },
): Promise<void> {
  if (!Number.isSafeInteger(input.stake) || input.stake <= 0) return;
  const now = Date.now();
  const entry = await insertTurnoverEntry(tx, { ...input, at: new Date(now) });
  if (!entry) return;
  const { before, after } = await addTotals(tx, input.memberId, 0, input.stake);
  await accrueRebate(tx, { ...input, rebateE4: entry.rebateE4 });
  await bumpTask(tx, input.memberId, 'rounds', siteDay(now));
  if (after > before) await insertUpgradeOffers(tx, input.memberId, before, after);
}

/**
 * Records one settled deposit (main-wallet CNY, minor units) inside the transaction that credited it:
 * adds to the member's cumulative deposits, recomputes the level and counts the day's first deposit
 * for the points tasks. The caller calls it once per order (when the order turns paid).
 */
export async function recordSettledDeposit(
  tx: Queryable,
  input: { memberId: number; amount: number; orderNo: string },
): Promise<void> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return;
  const { before, after } = await addTotals(tx, input.memberId, input.amount, 0);
  await bumpTask(tx, input.memberId, 'first_deposit', siteDay(Date.now()));
  if (after > before) await insertUpgradeOffers(tx, input.memberId, before, after);
}

/** A member's valid turnover settled in [from, to) (epoch ms; minor units): period activities read it. */
export function periodTurnover(q: Queryable, memberId: number, from: number, to: number): Promise<number> {
  return turnoverBetween(q, memberId, new Date(from), new Date(to));
}

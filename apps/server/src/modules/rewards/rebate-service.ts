import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { walletBalance } from '../wallet/ledger.ts';
import { grantAmount, memberGrants } from './grant-repository.ts';
import { blacklistError, isBarred, lockMemberForClaim, payGrant } from './grant-service.ts';
import { bpToPercent } from './vip-service.ts';
import { memberReward, membersWithRebate, rebateRates, rebateRows, takeRebate } from './vip-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Rebate is accrued in 1/10000 fen; whole fen are paid. */
const E4 = 10_000;
/** Rebate is played through once before it can be withdrawn. */
export const REBATE_TURNOVER_MULTIPLE = 1;

/** member.rebateInfo: unclaimed rebate per venue, at the member's current level rates. */
export async function rebateInfo(q: Queryable, memberId: number) {
  const [rows, state, rates, grants] = await Promise.all([
    rebateRows(q, memberId),
    memberReward(q, memberId),
    rebateRates(q),
    memberGrants(q, memberId, 50),
  ]);
  const total = rows.reduce((s, r) => s + r.rebateE4, 0);
  const last = grants.find((g) => g.source === 'rebate');
  return {
    claimable: Math.floor(total / E4),
    lastSettledAt: last ? last.createdAt : null,
    list: rows
      .filter((r) => r.turnover > 0 || r.rebateE4 >= E4)
      .map((r) => ({
        venueCode: r.venueCode,
        turnover: r.turnover,
        rate: bpToPercent(
          rates.find((x) => x.level === state.level && x.category === r.gameType)?.rateBp ?? 0,
        ),
        rebate: Math.floor(r.rebateE4 / E4),
      })),
  };
}

/**
 * Pays a member's whole-fen rebate as one grant under `period`, inside `tx`. The member's reward row
 * is locked first (as a settling stake does) and then the accruals, so the two never deadlock.
 * Answers null when less than one fen is due.
 */
async function settleRebate(tx: Queryable, memberId: number, period: string, title: string) {
  const state = await lockMemberForClaim(tx, memberId);
  if (isBarred(state)) return null;
  const rows = await rebateRows(tx, memberId, true);
  const total = rows.reduce((s, r) => s + r.rebateE4, 0);
  const whole = Math.floor(total / E4);
  if (whole <= 0) return null;
  const paid = await payGrant(tx, {
    memberId,
    source: 'rebate',
    period,
    title,
    amount: whole,
    turnoverMultiple: REBATE_TURNOVER_MULTIPLE,
  });
  await takeRebate(tx, memberId, total - whole * E4);
  return paid;
}

/**
 * member.rebateClaim: claims all accrued rebate now. The idempotency key names the claim: a repeat
 * answers the first payment; a concurrent claim under another key finds nothing left (rewardClaimed).
 */
export async function claimRebate(db: Db, memberId: number, idempotencyKey: string) {
  const period = `claim:${idempotencyKey}`;
  return db.transaction(async (tx) => {
    const state = await lockMemberForClaim(tx, memberId);
    if (isBarred(state)) throw blacklistError();
    // A replayed key answers its first payment, however many grants came since.
    const before = await grantAmount(tx, memberId, 'rebate', period);
    if (before !== null) return { credited: before, balance: await walletBalance(tx, memberId, 'main') };
    const paid = await settleRebate(tx, memberId, period, '返水领取');
    if (!paid) throw new GatewayError(ErrorCode.rewardClaimed, msg('rewards.noRebate'));
    return paid;
  });
}

/** The daily settlement (inside the job's transaction): pays every member's unclaimed rebate. */
export async function settleAllRebate(
  tx: Queryable,
  day: string,
): Promise<{ members: number; paid: number }> {
  let members = 0;
  let paid = 0;
  for (const memberId of await membersWithRebate(tx)) {
    const r = await settleRebate(tx, memberId, `day:${day}`, `${day} 返水结算`);
    if (r) {
      members += 1;
      paid += r.credited;
    }
  }
  return { members, paid };
}

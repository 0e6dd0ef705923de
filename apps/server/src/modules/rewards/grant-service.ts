import { formatMoney } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { lockWallets, postMovement, walletBalance } from '../wallet/ledger.ts';
import {
  grantExists,
  grantTotal,
  insertGrant,
  memberGrantsPage,
  openGrants,
  setGrantTx,
  type RewardLine,
} from './grant-repository.ts';
import { memberReward, raiseTurnoverNeeded, type MemberRewardRow } from './vip-repository.ts';
import { assertNotExcluded } from '../responsible/responsible-service.ts';
import { msg } from '../../gateway/user-messages.ts';

/** The warm tip of the activity-blacklist alert (spec §8); the client's OK returns to /app/home. */
export const BLACKLIST_TIP = msg('rewards.blacklistTip');

/** Black-tag or no-level members are barred from every bonus (spec §6). */
export const isBarred = (r: Pick<MemberRewardRow, 'blackTag' | 'noLevelTag'>) => r.blackTag || r.noLevelTag;

/**
 * Locks what a claim changes, in the one order every money path uses — the main wallet (as a settling
 * deposit does), then the member's reward row (as a settling stake does) — so a claim never deadlocks
 * with them. Answers the reward state.
 */
export async function lockMemberForClaim(tx: Queryable, memberId: number): Promise<MemberRewardRow> {
  await lockWallets(tx, [{ memberId, account: 'main', currency: 'CNY' }]);
  return memberReward(tx, memberId, true);
}

export function blacklistError(): GatewayError {
  return new GatewayError(ErrorCode.activityBlacklist, BLACKLIST_TIP);
}

export interface GrantInput extends RewardLine {
  /** Turnover required before withdrawing = amount × this (0: none). */
  turnoverMultiple: number;
}

/**
 * Pays a reward inside the caller's transaction: refuses barred members (activityBlacklist), takes the
 * (member, source, period) key — a repeat or a concurrent twin finds it taken and is refused with
 * rewardClaimed, paying nothing — stacks the turnover requirement after any still open, and credits
 * the main wallet from 'house:bonus' through the ledger with the source in the remark.
 */
export async function payGrant(tx: Queryable, g: GrantInput): Promise<{ credited: number; balance: number }> {
  if (!Number.isSafeInteger(g.amount) || g.amount <= 0)
    throw new GatewayError(ErrorCode.rewardNotClaimable, msg('rewards.nothingToClaim'));
  // No bonus reaches a member in a time-out or self-exclusion.
  await assertNotExcluded(tx, g.memberId, Date.now());
  // Locking the member's reward row serialises their claims and requirement updates.
  const state = await lockMemberForClaim(tx, g.memberId);
  if (isBarred(state)) throw blacklistError();
  const required = g.amount * Math.max(0, g.turnoverMultiple);
  const base = Math.max(state.turnoverTotal, state.turnoverNeeded);
  const grantId = await insertGrant(tx, { ...g, turnoverRequired: required, turnoverBase: base });
  if (grantId === null) throw new GatewayError(ErrorCode.rewardClaimed, msg('rewards.claimed'));
  if (required > 0) await raiseTurnoverNeeded(tx, g.memberId, base + required);
  const moved = await postMovement(tx, {
    idempotencyKey: `reward:${g.memberId}:${g.source}:${g.period}`,
    memberId: g.memberId,
    type: 'bonus',
    refNo: `G${grantId}`,
    remark: g.title,
    postings: [
      { memberId: null, account: 'house:bonus', currency: 'CNY', amount: -g.amount },
      { memberId: g.memberId, account: 'main', currency: 'CNY', amount: g.amount },
    ],
  });
  await setGrantTx(tx, grantId, moved.txId);
  return { credited: g.amount, balance: await walletBalance(tx, g.memberId, 'main') };
}

/** Same, in its own transaction. */
export function claimGrant(db: Db, g: GrantInput) {
  return db.transaction((tx) => payGrant(tx, g));
}

/** Open turnover requirements with their progress, oldest first, and the total still to play. */
export async function turnoverStatus(q: Queryable, memberId: number) {
  const state = await memberReward(q, memberId);
  const open = await openGrants(q, memberId, state.turnoverTotal);
  return {
    turnoverTotal: state.turnoverTotal,
    remaining: Math.max(0, state.turnoverNeeded - state.turnoverTotal),
    requirements: open.map((g) => ({
      id: String(g.id),
      title: g.title,
      amount: g.amount,
      required: g.turnoverRequired,
      done: Math.min(g.turnoverRequired, Math.max(0, state.turnoverTotal - g.turnoverBase)),
      createdAt: g.createdAt,
    })),
  };
}

/**
 * Refuses a withdrawal while bonus turnover is open (called inside the withdraw transaction), with a
 * message naming the remaining valid turnover.
 */
export async function assertTurnoverMet(tx: Queryable, memberId: number): Promise<void> {
  const state = await memberReward(tx, memberId);
  const remaining = state.turnoverNeeded - state.turnoverTotal;
  if (remaining > 0)
    throw new GatewayError(
      ErrorCode.turnoverIncomplete,
      msg('rewards.turnoverIncomplete', { remaining: formatMoney(remaining, 'CNY') }),
      { remaining },
    );
}

/** Whether the (member, source, period) reward was paid (a caller that must not fail checks first). */
export const grantPaid = (q: Queryable, memberId: number, source: string, period: string) =>
  grantExists(q, memberId, source, period);

/** Total paid to a member from one source. */
export const grantPaidTotal = (q: Queryable, memberId: number, source: string) =>
  grantTotal(q, memberId, source);

/** Reward records per page when the caller asks for no size (the catalogue's maximum). */
const RECORDS_PAGE = 100;

/**
 * member.rewardRecords: the member's rewards newest first, a page at a time (keyset on the grant id,
 * so a page never repeats or skips a reward paid meanwhile); `activity` keeps the activities' own.
 */
export async function rewardRecords(
  q: Queryable,
  memberId: number,
  input: { kind?: 'all' | 'activity' | undefined; beforeId?: string | undefined; size?: number | undefined },
) {
  const page = await memberGrantsPage(q, memberId, {
    activityOnly: input.kind === 'activity',
    beforeId: input.beforeId ?? null,
    size: input.size ?? RECORDS_PAGE,
  });
  const list = page.list.map((g) => ({
    id: String(g.id),
    source: g.source,
    title: g.title,
    amount: g.amount,
    turnoverRequired: g.turnoverRequired,
    createdAt: g.createdAt,
  }));
  return { list, nextBeforeId: page.more ? (list.at(-1)?.id ?? null) : null };
}

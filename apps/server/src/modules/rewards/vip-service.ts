import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { grantExists, memberOffers } from './grant-repository.ts';
import { claimGrant, isBarred } from './grant-service.ts';
import { memberReward, rebateRates, vipLevels, type VipLevelRow } from './vip-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** A rate in basis points as the catalogue's decimal percent string: 60 → '0.60'. */
export const bpToPercent = (bp: number) => (bp / 100).toFixed(2);

/** The rebate rate shown on a level card: its egame rate (the most common venue type). */
const SHOWN_CATEGORY = 'egame';

/** member.vipGradeConfigs: every level with its thresholds and privileges; a member also gets theirs. */
export async function vipGradeConfigs(q: Queryable, memberId: number | null) {
  const [levels, rates] = await Promise.all([vipLevels(q), rebateRates(q)]);
  const state = memberId === null ? null : await memberReward(q, memberId);
  return {
    currentLevel: state ? state.level : null,
    progress: state ? { depositTotal: state.depositTotal, turnoverTotal: state.turnoverTotal } : null,
    list: levels.map((l) => ({
      level: l.level,
      name: l.name,
      depositRequired: l.depositRequired,
      turnoverRequired: l.turnoverRequired,
      upgradeGift: l.upgradeGift,
      birthdayGift: l.birthdayGift,
      monthlyGift: l.monthDividend,
      weekDividend: l.weekDividend,
      rebateRate: bpToPercent(
        rates.find((r) => r.level === l.level && r.category === SHOWN_CATEGORY)?.rateBp ?? 0,
      ),
      withdrawTimesPerDay: l.withdrawTimesPerDay,
      privileges: l.privileges,
    })),
  };
}

const levelPeriod = (level: number) => `L${level}`;

/** member.upgradeGiftList: each level's gift — claimed, claimable (reached at some time) or locked. */
export async function upgradeGiftList(q: Queryable, memberId: number) {
  const [levels, state, offers] = await Promise.all([
    vipLevels(q),
    memberReward(q, memberId),
    memberOffers(q, memberId, 'upgrade'),
  ]);
  const byPeriod = new Map(offers.map((o) => [o.period, o]));
  return {
    blocked: isBarred(state),
    list: levels
      .filter((l) => l.level > 0 && l.upgradeGift > 0)
      .map((l: VipLevelRow) => {
        const offer = byPeriod.get(levelPeriod(l.level));
        return {
          id: String(l.level),
          title: `${l.name} 晋级礼金`,
          amount: offer?.amount ?? l.upgradeGift,
          status: offer
            ? offer.claimed
              ? ('claimed' as const)
              : ('claimable' as const)
            : ('locked' as const),
          expiresAt: null,
        };
      }),
  };
}

/**
 * member.upgradeGiftClaim: the gift of a level the member has reached, once per level for life (the
 * offer is made when the level is first reached; falling and rising again makes no new one).
 */
export async function claimUpgradeGift(db: Db, memberId: number, id: string) {
  const level = /^\d{1,2}$/.test(id) ? Number(id) : -1;
  const offer = (await memberOffers(db, memberId, 'upgrade')).find((o) => o.period === levelPeriod(level));
  if (!offer) {
    if (await grantExists(db, memberId, 'upgrade', levelPeriod(level)))
      throw new GatewayError(ErrorCode.rewardClaimed, msg('rewards.levelUpClaimed'));
    throw new GatewayError(ErrorCode.rewardNotClaimable, msg('rewards.levelNotReached'));
  }
  return claimGrant(db, {
    memberId,
    source: 'upgrade',
    period: offer.period,
    title: offer.title,
    amount: offer.amount,
    turnoverMultiple: offer.turnoverMultiple,
  });
}

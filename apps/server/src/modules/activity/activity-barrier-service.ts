import { periodWindow } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { grantPaid } from '../rewards/grant-service.ts';
import { periodTurnover } from '../rewards/turnover-service.ts';
import { runIdempotent } from '../wallet/idempotent-call.ts';
import { siteDay } from '../wallet/wallet-util.ts';
import {
  activitySource,
  assertEligible,
  cashPrize,
  eligibility,
  loadActivity,
  payActivity,
  stateOut,
} from './activity-service.ts';
import { msg } from '../../gateway/user-messages.ts';

/**
 * Front barrier (闯关): tiers of the week's valid turnover (site week, Monday 00:00 Beijing time); each
 * tier reached pays its reward once per week. Turnover is the rewards core's settled turnover, so only
 * settled stakes count, and the period key of each payment (`barrier:<week start>:<tier>`) makes a
 * second claim of a tier in the same week impossible however the calls race.
 */
async function barrierState(q: Queryable, memberId: number, activityId: string, now: number) {
  const { a, config } = await loadActivity(q, activityId, 'barrier');
  const period = periodWindow('week', now);
  const week = siteDay(period.from);
  const turnover = await periodTurnover(q, memberId, period.from, period.to);
  const tiers = [];
  for (const [i, t] of config.tiers.entries()) {
    const tier = i + 1;
    const claimed = await grantPaid(q, memberId, activitySource(a.id), `barrier:${week}:${tier}`);
    tiers.push({
      tier,
      turnover: t.turnover,
      reward: t.reward,
      status: claimed ? 'claimed' : turnover >= t.turnover ? 'claimable' : 'locked',
    } as const);
  }
  return { a, config, period, week, turnover, tiers };
}

/** activity.barrierInfo: the week's turnover and every tier's state. */
export async function barrierInfo(q: Queryable, memberId: number, activityId: string, now: number) {
  const s = await barrierState(q, memberId, activityId, now);
  const e = await eligibility(q, s.a, memberId, now);
  return {
    ...stateOut(s.a, now, e.eligible),
    periodFrom: s.period.from,
    periodTo: s.period.to,
    turnover: s.turnover,
    tiers: s.tiers,
  };
}

/** activity.barrierClaim: a reached tier pays once per week; locked and claimed tiers are refused. */
export function claimBarrier(
  db: Db,
  memberId: number,
  input: { activityId: string; tier: number; idempotencyKey: string },
  now: number,
) {
  const { activityId, tier, idempotencyKey } = input;
  return runIdempotent(
    db,
    memberId,
    'activity.barrierClaim',
    idempotencyKey,
    { activityId, tier },
    now,
    async (tx) => {
      const s = await barrierState(tx, memberId, activityId, now);
      await assertEligible(tx, s.a, memberId, now);
      const t = s.tiers.find((x) => x.tier === tier);
      if (!t) throw new GatewayError(ErrorCode.notFound, msg('activity.barrierNotFound'));
      if (t.status === 'claimed')
        throw new GatewayError(ErrorCode.rewardClaimed, msg('activity.barrierClaimed'));
      if (t.status === 'locked')
        throw new GatewayError(
          ErrorCode.rewardNotClaimable,
          msg('activity.barrierTurnoverShort', {
            turnover: (s.turnover / 100).toFixed(2),
            target: (t.turnover / 100).toFixed(2),
          }),
        );
      const paid = await payActivity(
        tx,
        s.a,
        memberId,
        `barrier:${s.week}:${tier}`,
        t.reward,
        s.config.multiple,
        `${s.a.title}：第 ${tier} 关`,
      );
      return { prize: cashPrize(`barrier-${tier}`, `第 ${tier} 关`, t.reward), balance: paid.balance };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { ErrorCode, catalogue } from '@arena/protocol';
import { registerCall, type CallContext } from '../../gateway/register-call.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { birthdayInfo, claimBirthday, claimOffer, dividendInfo, setBirthday } from './benefit-service.ts';
import { redeemCoupon } from './coupon-service.ts';
import { memberGrants } from './grant-repository.ts';
import { turnoverStatus } from './grant-service.ts';
import { memberMaterials, submitMaterial } from './material-service.ts';
import { claimPoints, pointsInfo, pointsTasks } from './points-service.ts';
import { claimRebate, rebateInfo } from './rebate-service.ts';
import { registerRewardsAdminRoutes } from './rewards-admin-routes.ts';
import { startRewardJobs } from './rewards-jobs.ts';
import { claimUpgradeGift, upgradeGiftList, vipGradeConfigs } from './vip-service.ts';
import { welfareClaim, welfareInfo } from './welfare-service.ts';
import { recordDailyLogin } from './member-reward-service.ts';

const m = catalogue.member;

function memberId(ctx: CallContext): number {
  if (!ctx.member) throw new GatewayError(ErrorCode.loginRequired, 'login required');
  return ctx.member.id;
}

/**
 * VIP, welfare, points, birthday, dividend and material calls (spec §7 "Member"; docs/rewards.md).
 * Every handler acts on the session's own member; claims answer activityBlacklist for barred members.
 */
export function registerRewardsRoutes(app: FastifyInstance): void {
  const db = app.db;
  registerCall(app, m.vipGradeConfigs, (_i, ctx) => vipGradeConfigs(db, ctx.member?.id ?? null));
  registerCall(app, m.rebateInfo, (_i, ctx) => rebateInfo(db, memberId(ctx)));
  registerCall(app, m.rebateClaim, (i, ctx) => claimRebate(db, memberId(ctx), i.idempotencyKey));
  registerCall(app, m.upgradeGiftList, (_i, ctx) => upgradeGiftList(db, memberId(ctx)));
  registerCall(app, m.upgradeGiftClaim, (i, ctx) => claimUpgradeGift(db, memberId(ctx), i.id));
  registerCall(app, m.welfareInfo, async (_i, ctx) => {
    await recordDailyLogin(db, memberId(ctx), app.now());
    return welfareInfo(db, memberId(ctx), app.now());
  });
  registerCall(app, m.welfareClaim, (i, ctx) =>
    welfareClaim(db, memberId(ctx), i.id, i.idempotencyKey, app.now()),
  );
  registerCall(app, m.couponRedeem, (i, ctx) => redeemCoupon(db, memberId(ctx), i.couponCode, app.now()));
  registerCall(app, m.pointsConfig, (_i, ctx) => pointsInfo(db, ctx.member?.id ?? null));
  registerCall(app, m.pointsTasks, async (_i, ctx) => {
    await recordDailyLogin(db, memberId(ctx), app.now());
    return pointsTasks(db, memberId(ctx), app.now());
  });
  registerCall(app, m.pointsClaim, (i, ctx) => claimPoints(db, memberId(ctx), i.taskId, app.now()));
  registerCall(app, m.birthdayBonus, (_i, ctx) => birthdayInfo(db, memberId(ctx), app.now()));
  registerCall(app, m.birthdayClaim, (i, ctx) => claimBirthday(db, memberId(ctx), i.id, app.now()));
  registerCall(app, m.birthdaySet, (i, ctx) => setBirthday(db, memberId(ctx), i.birthday, app.now()));
  registerCall(app, m.monthDividend, (_i, ctx) => dividendInfo(db, memberId(ctx), 'month', app.now()));
  registerCall(app, m.monthDividendClaim, (i, ctx) =>
    claimOffer(db, memberId(ctx), i.id, 'month', app.now()),
  );
  registerCall(app, m.weekDividend, (_i, ctx) => dividendInfo(db, memberId(ctx), 'week', app.now()));
  registerCall(app, m.weekDividendClaim, (i, ctx) => claimOffer(db, memberId(ctx), i.id, 'week', app.now()));
  registerCall(app, m.turnoverStatus, (_i, ctx) => turnoverStatus(db, memberId(ctx)));
  registerCall(app, m.rewardRecords, async (_i, ctx) => ({
    list: (await memberGrants(db, memberId(ctx), 100)).map((g) => ({
      id: String(g.id),
      source: g.source,
      title: g.title,
      amount: g.amount,
      turnoverRequired: g.turnoverRequired,
      createdAt: g.createdAt,
    })),
  }));
  registerCall(app, m.materialSubmit, (i, ctx) => submitMaterial(db, memberId(ctx), i));
  registerCall(app, m.materialList, (_i, ctx) => memberMaterials(db, memberId(ctx)));
  registerRewardsAdminRoutes(app);
  startRewardJobs(app);
}

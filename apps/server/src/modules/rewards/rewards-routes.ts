import type { FastifyInstance } from 'fastify';
import { catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { birthdayInfo, claimBirthday, claimOffer, dividendInfo, setBirthday } from './benefit-service.ts';
import { redeemCoupon } from './coupon-service.ts';
import { rewardRecords, turnoverStatus } from './grant-service.ts';
import { memberMaterials, submitMaterial } from './material-service.ts';
import { claimPoints, pointsInfo, pointsTasks } from './points-service.ts';
import { claimRebate, rebateInfo } from './rebate-service.ts';
import { registerRewardsAdminRoutes } from './rewards-admin-routes.ts';
import { startRewardJobs } from './rewards-jobs.ts';
import { claimUpgradeGift, upgradeGiftList, vipGradeConfigs } from './vip-service.ts';
import { welfareClaim, welfareInfo } from './welfare-service.ts';
import { recordDailyLogin } from './member-reward-service.ts';

const m = catalogue.member;

/**
 * VIP, welfare, points, birthday, dividend and material calls (spec §7 "Member"; docs/rewards.md).
 * Every handler acts on the session's own member; claims answer activityBlacklist for barred members.
 */
export function registerRewardsRoutes(app: FastifyInstance): void {
  const db = app.db;
  registerCall(app, m.vipGradeConfigs, (_i, ctx) => vipGradeConfigs(db, ctx.member?.id ?? null));
  registerCall(app, m.rebateInfo, (_i, ctx) => rebateInfo(db, ctx.member.id));
  registerCall(app, m.rebateClaim, (i, ctx) => claimRebate(db, ctx.member.id, i.idempotencyKey));
  registerCall(app, m.upgradeGiftList, (_i, ctx) => upgradeGiftList(db, ctx.member.id));
  registerCall(app, m.upgradeGiftClaim, (i, ctx) => claimUpgradeGift(db, ctx.member.id, i.id));
  registerCall(app, m.welfareInfo, async (_i, ctx) => {
    await recordDailyLogin(db, ctx.member.id, app.now());
    return welfareInfo(db, ctx.member.id, app.now());
  });
  registerCall(app, m.welfareClaim, (i, ctx) =>
    welfareClaim(db, ctx.member.id, i.id, i.idempotencyKey, app.now()),
  );
  registerCall(app, m.couponRedeem, (i, ctx) => redeemCoupon(db, ctx.member.id, i.couponCode, app.now()));
  registerCall(app, m.pointsConfig, (_i, ctx) => pointsInfo(db, ctx.member?.id ?? null));
  registerCall(app, m.pointsTasks, async (_i, ctx) => {
    await recordDailyLogin(db, ctx.member.id, app.now());
    return pointsTasks(db, ctx.member.id, app.now());
  });
  registerCall(app, m.pointsClaim, (i, ctx) => claimPoints(db, ctx.member.id, i.taskId, app.now()));
  registerCall(app, m.birthdayBonus, (_i, ctx) => birthdayInfo(db, ctx.member.id, app.now()));
  registerCall(app, m.birthdayClaim, (i, ctx) => claimBirthday(db, ctx.member.id, i.id, app.now()));
  registerCall(app, m.birthdaySet, (i, ctx) => setBirthday(db, ctx.member.id, i.birthday, app.now()));
  registerCall(app, m.monthDividend, (_i, ctx) => dividendInfo(db, ctx.member.id, 'month', app.now()));
  registerCall(app, m.monthDividendClaim, (i, ctx) =>
    claimOffer(db, ctx.member.id, i.id, 'month', app.now()),
  );
  registerCall(app, m.weekDividend, (_i, ctx) => dividendInfo(db, ctx.member.id, 'week', app.now()));
  registerCall(app, m.weekDividendClaim, (i, ctx) => claimOffer(db, ctx.member.id, i.id, 'week', app.now()));
  registerCall(app, m.turnoverStatus, (_i, ctx) => turnoverStatus(db, ctx.member.id));
  registerCall(app, m.rewardRecords, (i, ctx) => rewardRecords(db, ctx.member.id, i));
  registerCall(app, m.materialSubmit, (i, ctx) => submitMaterial(db, ctx.member.id, i));
  registerCall(app, m.materialList, (_i, ctx) => memberMaterials(db, ctx.member.id));
  registerRewardsAdminRoutes(app);
  startRewardJobs(app);
}

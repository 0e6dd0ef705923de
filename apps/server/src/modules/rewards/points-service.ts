import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { siteDay } from '../wallet/wallet-util.ts';
import { blacklistError, isBarred, lockMemberForClaim } from './grant-service.ts';
import { claimTask, pointsConfig, tasksFor } from './points-repository.ts';
import { addPoints, memberReward } from './vip-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** member.pointsConfig: the rules; a member also gets their points balance. */
export async function pointsInfo(q: Queryable, memberId: number | null) {
  const config = await pointsConfig(q);
  const points = memberId === null ? null : (await memberReward(q, memberId)).points;
  return { enabled: config.enabled, points, exchangeRate: config.exchangeRate, rulesHtml: config.rules };
}

/** member.pointsTasks: today's tasks (site day) with progress. */
export async function pointsTasks(q: Queryable, memberId: number, now: number) {
  const tasks = await tasksFor(q, memberId, siteDay(now));
  return {
    list: tasks.map((t) => ({
      taskId: String(t.id),
      title: t.title,
      points: t.points,
      progress: Math.min(t.progress, t.target),
      target: t.target,
      status: t.claimed
        ? ('claimed' as const)
        : t.progress >= t.target
          ? ('claimable' as const)
          : ('doing' as const),
    })),
  };
}

/** member.pointsClaim: a finished task's points for today, once; barred members get the §8 alert. */
export async function claimPoints(db: Db, memberId: number, taskId: string, now: number) {
  if (!(await pointsConfig(db)).enabled)
    throw new GatewayError(ErrorCode.rewardNotClaimable, msg('rewards.pointsOff'));
  const id = /^\d{1,15}$/.test(taskId) ? Number(taskId) : -1;
  return db.transaction(async (tx) => {
    const state = await lockMemberForClaim(tx, memberId);
    if (isBarred(state)) throw blacklistError();
    const points = await claimTask(tx, memberId, id, siteDay(now));
    if (points === null) {
      const task = (await tasksFor(tx, memberId, siteDay(now))).find((t) => t.id === id);
      if (!task) throw new GatewayError(ErrorCode.notFound, msg('rewards.taskNotFound'));
      if (task.claimed) throw new GatewayError(ErrorCode.rewardClaimed, msg('rewards.taskClaimedToday'));
      throw new GatewayError(ErrorCode.rewardNotClaimable, msg('rewards.taskNotDone'));
    }
    return { points: await addPoints(tx, memberId, points) };
  });
}

import { randomInt } from 'node:crypto';
import { publishedOdds, slotForRoll } from '@arena/domain';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { lockMemberForClaim } from '../rewards/grant-service.ts';
import { creditPoints } from '../rewards/member-reward-service.ts';
import { settledDepositsBetween } from '../wallet/deposit-totals.ts';
import { walletBalance } from '../wallet/ledger.ts';
import { runIdempotent } from '../wallet/idempotent-call.ts';
import { siteDay, siteDayStart } from '../wallet/wallet-util.ts';
import type { PrizeSlot } from './activity-config.ts';
import { countDraws, insertDraw } from './activity-play-repository.ts';
import { insertSign, lastSign, signedDays } from './activity-repository.ts';
import {
  assertEligible,
  cashPrize,
  eligibility,
  loadActivity,
  payActivity,
  stateOut,
} from './activity-service.ts';
import { msg } from '../../gateway/user-messages.ts';

const DAY = 86_400_000;
const prevDay = (day: string) => siteDay(siteDayStart(day) - 1);

/** The ladder reward of streak day `n` (1-based); after the ladder's end the last step repeats. */
export const signReward = (rewards: readonly number[], n: number) =>
  rewards[Math.min(n, rewards.length) - 1] ?? 0;

/** The streak still alive today: the last sign-in was today or yesterday (site days), else 0. */
async function liveStreak(q: Queryable, activityId: string, memberId: number, today: string) {
  const last = await lastSign(q, activityId, memberId);
  if (!last) return { streak: 0, signedToday: false };
  if (last.day === today) return { streak: last.streak, signedToday: true };
  if (last.day === prevDay(today)) return { streak: last.streak, signedToday: false };
  return { streak: 0, signedToday: false };
}

/** activity.signGiftInfo: the live streak, whether today is signed and the reward ladder. */
export async function signInfo(q: Queryable, memberId: number, activityId: string, now: number) {
  const { a, config } = await loadActivity(q, activityId, 'sign');
  const e = await eligibility(q, a, memberId, now);
  const today = siteDay(now);
  const { streak, signedToday } = await liveStreak(q, a.id, memberId, today);
  return {
    ...stateOut(a, now, e.eligible),
    signedDays: streak,
    signedToday,
    rewards: config.rewards.map((amount, i) => cashPrize(`day${i + 1}`, `第 ${i + 1} 天`, amount)),
  };
}

/** The member's sign-in days of the last five weeks (the calendar). */
export const signCalendar = (q: Queryable, memberId: number, activityId: string, now: number) =>
  signedDays(q, activityId, memberId, siteDay(now - 34 * DAY), siteDay(now));

/**
 * activity.signGiftSign: signs today (site day, UTC+8) and pays the streak's reward. Once per day: the
 * sign-in row and the grant key (period = the day) both refuse a second, so concurrent sign-ins pay once.
 */
export function signToday(db: Db, memberId: number, activityId: string, key: string, now: number) {
  return runIdempotent(db, memberId, 'activity.signGiftSign', key, { activityId }, now, async (tx) => {
    const { a, config } = await loadActivity(tx, activityId, 'sign');
    await assertEligible(tx, a, memberId, now);
    const today = siteDay(now);
    await lockMemberForClaim(tx, memberId);
    const { streak, signedToday } = await liveStreak(tx, a.id, memberId, today);
    if (signedToday) throw new GatewayError(ErrorCode.rewardClaimed, msg('activity.signedToday'));
    const day = streak + 1;
    if (!(await insertSign(tx, a.id, memberId, today, day)))
      throw new GatewayError(ErrorCode.rewardClaimed, msg('activity.signedToday'));
    const amount = signReward(config.rewards, day);
    const paid = await payActivity(
      tx,
      a,
      memberId,
      `sign:${today}`,
      amount,
      config.multiple,
      `${a.title} 第${day}天`,
    );
    return {
      prize: cashPrize(`day${Math.min(day, config.rewards.length)}`, `连续签到第 ${day} 天`, amount),
      balance: paid.balance,
    };
  });
}

// ── lottery and wheel ───────────────────────────────────────────────────────────────────────────────

/** Chances earned in the activity window: one per `chanceDeposit` of settled deposits, minus draws. */
async function chancesLeft(
  q: Queryable,
  a: { id: string; startAt: number; endAt: number },
  chanceDeposit: number,
  memberId: number,
) {
  const deposits = await settledDepositsBetween(q, [memberId], new Date(a.startAt), new Date(a.endAt));
  const earned = Math.floor((deposits.get(memberId) ?? 0) / chanceDeposit);
  return Math.max(0, earned - (await countDraws(q, a.id, memberId)));
}

const prizeOut = (p: PrizeSlot, odds?: string) => ({
  prizeId: p.id,
  name: odds === undefined ? p.name : `${p.name}（${odds}%）`,
  kind: p.kind,
  amount: p.amount,
  imageUrl: '',
});

/** lotteryInfo / spinWheelInfo: chances left and the prize table with its published odds. */
export async function drawInfo(
  q: Queryable,
  memberId: number,
  activityId: string,
  kind: 'lottery' | 'wheel',
  now: number,
) {
  const { a, config } = await loadActivity(q, activityId, kind);
  const e = await eligibility(q, a, memberId, now);
  const odds = publishedOdds(config.prizes.map((p) => p.weight));
  const prizes = config.prizes.map((p, i) => prizeOut(p, odds[i]));
  const chances = await chancesLeft(q, a, config.chanceDeposit, memberId);
  return { ...stateOut(a, now, e.eligible), chances, prizes };
}

/**
 * lotteryDraw / spinWheelSpin: uses one chance and draws a slot on the server from the published
 * weights; every draw is recorded and a cash prize is paid through the rewards core. The member's
 * claim lock serialises their draws, so chances are never overspent.
 */
export function drawOnce(
  db: Db,
  memberId: number,
  activityId: string,
  kind: 'lottery' | 'wheel',
  key: string,
  now: number,
  roll: (total: number) => number = (total) => randomInt(total),
) {
  const callId = kind === 'lottery' ? 'activity.lotteryDraw' : 'activity.spinWheelSpin';
  return runIdempotent(db, memberId, callId, key, { activityId }, now, async (tx) => {
    const { a, config } = await loadActivity(tx, activityId, kind);
    await assertEligible(tx, a, memberId, now);
    await lockMemberForClaim(tx, memberId);
    if ((await chancesLeft(tx, a, config.chanceDeposit, memberId)) <= 0)
      throw new GatewayError(ErrorCode.activityNoChance, msg('activity.noDrawChance'));
    const weights = config.prizes.map((p) => p.weight);
    const slot = slotForRoll(weights, roll(weights.reduce((s, w) => s + w, 0)));
    const p = config.prizes[slot]!;
    const drawId = await insertDraw(tx, {
      activityId: a.id,
      memberId,
      key,
      slot,
      prizeId: p.id,
      amount: p.amount,
    });
    if (p.kind === 'cash' && p.amount > 0)
      await payActivity(
        tx,
        a,
        memberId,
        `draw:${drawId}`,
        p.amount,
        config.multiple,
        `${a.title}：${p.name}`,
      );
    if (p.kind === 'points' && p.amount > 0) await creditPoints(tx, memberId, p.amount);
    return { prize: prizeOut(p), balance: await walletBalance(tx, memberId, 'main'), slotIndex: slot };
  });
}

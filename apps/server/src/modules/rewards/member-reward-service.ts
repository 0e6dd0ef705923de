import type { Queryable } from '../../db/db.ts';
import { siteDay } from '../wallet/wallet-util.ts';
import { bumpTask, bumpTaskOnce, recordWatch } from './points-repository.ts';
import { addPoints, levelsOf, memberReward, setBirthdayOnce, setTags } from './vip-repository.ts';

/** Chat viewer level boundary (spec §6, §9): level 4 or below is low, above 4 is high. */
export const CHAT_LEVEL_THRESHOLD = 4;

/** What the profile shows of the rewards state: the VIP level, the §6 tags and the date of birth. */
export async function memberRewardSummary(q: Queryable, memberId: number) {
  const r = await memberReward(q, memberId);
  return { vipLevel: r.level, blackTag: r.blackTag, noLevelTag: r.noLevelTag, birthday: r.birthday };
}

/**
 * Records the date of birth given at registration, inside the registration's transaction: the one date
 * the birthday bonus reads too (set once, never changed afterwards).
 */
export async function recordBirthDate(tx: Queryable, memberId: number, birthDate: string): Promise<void> {
  await setBirthdayOnce(tx, memberId, birthDate);
}

/** The VIP level of one member (0 when never played). */
export async function vipLevelOf(q: Queryable, memberId: number): Promise<number> {
  return (await memberReward(q, memberId)).level;
}

/** VIP levels of several members at once (chat lines, gift rank). */
export function vipLevelsOf(q: Queryable, memberIds: readonly number[]): Promise<Map<number, number>> {
  return levelsOf(q, memberIds);
}

/** Counts the member's visit today for the daily-login points task (once per site day). */
export function recordDailyLogin(q: Queryable, memberId: number, now: number): Promise<void> {
  return bumpTaskOnce(q, memberId, 'daily_login', siteDay(now));
}

/** Counts a chat message for the chat-message points task (the day's progress goes up by one). */
export function recordChatMessage(q: Queryable, memberId: number, now: number): Promise<void> {
  return bumpTask(q, memberId, 'chat_message', siteDay(now));
}

/**
 * The longest time between two reports of one member's room sockets that still counts as watching:
 * two heartbeats (a socket that misses one is closed by the hub), so a member whose instance stopped
 * without a leave report gets no credit for the time nobody saw them.
 */
export const WATCH_GAP_MS = 50_000;

/**
 * Counts live-room watching for the "watch a live room" points task (docs/rewards.md "Points"), from
 * what the chat hub saw of the members' authenticated room sockets: a socket joining, each heartbeat
 * it answered, or it leaving (`left`). Time is counted between consecutive reports of a member from
 * any socket on any instance, at most {@link WATCH_GAP_MS} apart, so two tabs count one clock.
 */
export function recordLiveWatch(
  q: Queryable,
  memberIds: readonly number[],
  now: number,
  left = false,
): Promise<void> {
  if (memberIds.length === 0) return Promise.resolve();
  return recordWatch(q, memberIds, { at: now, day: siteDay(now), gapMs: WATCH_GAP_MS, left });
}

/** Operator: set or clear the activity black-tag and no-level tag (spec §6). */
export function setMemberTags(
  q: Queryable,
  memberId: number,
  tags: { blackTag?: boolean | undefined; noLevelTag?: boolean | undefined },
) {
  return setTags(q, memberId, tags);
}

/**
 * Spends points inside the caller's transaction (gift exchanges); false when the balance is short. The
 * caller has locked the member for a claim first (`lockMemberForClaim`), so the read and the spend see
 * one balance.
 */
export async function spendPoints(tx: Queryable, memberId: number, points: number): Promise<boolean> {
  const r = await memberReward(tx, memberId, true);
  if (r.points < points) return false;
  await addPoints(tx, memberId, -points);
  return true;
}

/** Adds points won by an activity draw, inside the caller's transaction; answers the new balance. */
export const creditPoints = (tx: Queryable, memberId: number, points: number) =>
  addPoints(tx, memberId, points);

/** The member's points balance. */
export async function memberPoints(q: Queryable, memberId: number): Promise<number> {
  return (await memberReward(q, memberId)).points;
}

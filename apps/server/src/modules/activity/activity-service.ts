import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { memberFacts } from '../auth/member-directory.ts';
import { blacklistError, payGrant } from '../rewards/grant-service.ts';
import { memberRewardSummary } from '../rewards/member-reward-service.ts';
import { configSchemas, type ActivityKind, type ConfigOf } from './activity-config.ts';
import { findActivity, type ActivityRow } from './activity-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Members count as new for "new members only" activities this long after registering. */
export const NEW_MEMBER_DAYS = 30;
const DAY = 86_400_000;

export type ActivityStatus = 'upcoming' | 'running' | 'ended';

export function activityStatus(
  a: Pick<ActivityRow, 'startAt' | 'endAt' | 'enabled'>,
  now: number,
): ActivityStatus {
  if (now < a.startAt) return 'upcoming';
  if (now >= a.endAt || !a.enabled) return 'ended';
  return 'running';
}

/** An activity with its parsed config, checked to be of `kind`; unknown ids answer notFound. */
export async function loadActivity<K extends ActivityKind>(
  q: Queryable,
  id: string,
  kind: K,
): Promise<{ a: ActivityRow; config: ConfigOf<K> }> {
  const a = await findActivity(q, id);
  if (!a || a.kind !== kind) throw new GatewayError(ErrorCode.notFound, msg('activity.notFound'));
  return { a, config: configSchemas[kind].parse(a.config) as ConfigOf<K> };
}

export function assertRunning(a: ActivityRow, now: number): void {
  const s = activityStatus(a, now);
  if (s === 'upcoming') throw new GatewayError(ErrorCode.activityNotRunning, msg('activity.notStarted'));
  if (s === 'ended') throw new GatewayError(ErrorCode.activityNotRunning, msg('activity.ended'));
}

export interface Eligibility {
  eligible: boolean;
  /** Black-tag or no-level (spec §6): every claim answers the §8 activity-blacklist alert. */
  barred: boolean;
  blackTag: boolean;
  noLevel: boolean;
  reason: string | null;
}

/** Whether a member may take part: not barred (§6), the level reached, new enough when the activity asks. */
export async function eligibility(q: Queryable, a: ActivityRow | null, memberId: number | null, now: number) {
  if (memberId === null)
    return {
      eligible: false,
      barred: false,
      blackTag: false,
      noLevel: false,
      reason: msg('activity.loginFirst'),
    } as Eligibility;
  const r = await memberRewardSummary(q, memberId);
  const barred = r.blackTag || r.noLevelTag;
  const base = { barred, blackTag: r.blackTag, noLevel: r.noLevelTag };
  if (barred) return { ...base, eligible: false, reason: msg('activity.accountBarred') };
  if (a && r.vipLevel < a.minLevel)
    return { ...base, eligible: false, reason: msg('activity.vipLevelNeeded', { level: a.minLevel }) };
  if (a?.newMembersOnly) {
    const facts = await memberFacts(q, memberId);
    if (!facts || now - facts.createdAt > NEW_MEMBER_DAYS * DAY)
      return { ...base, eligible: false, reason: msg('activity.newMembersOnly', { days: NEW_MEMBER_DAYS }) };
  }
  return { ...base, eligible: true, reason: null };
}

/** Refuses a claim: barred members get the activity-blacklist alert, others the reason. */
export async function assertEligible(
  q: Queryable,
  a: ActivityRow,
  memberId: number,
  now: number,
): Promise<void> {
  assertRunning(a, now);
  const e = await eligibility(q, a, memberId, now);
  if (e.barred) throw blacklistError();
  if (!e.eligible)
    throw new GatewayError(ErrorCode.activityNotEligible, e.reason ?? msg('activity.notEligible'));
}

/** The shared `activityState` of the info calls (rules are plain text, shown as text). */
export function stateOut(a: ActivityRow, now: number, eligible: boolean) {
  return {
    activityId: a.id,
    title: a.title,
    startAt: a.startAt,
    endAt: a.endAt,
    status: activityStatus(a, now),
    eligible,
    rulesHtml: a.content,
  };
}

/** The grant source of an activity: every activity reward is recorded as `act:<activityId>`. */
export const activitySource = (activityId: string) => `act:${activityId}`;

/**
 * Pays an activity reward through the rewards core in the caller's transaction: once per member,
 * activity and `period`, refused for barred members, with the activity's turnover multiple.
 */
export function payActivity(
  tx: Queryable,
  a: ActivityRow,
  memberId: number,
  period: string,
  amount: number,
  multiple: number,
  title = a.title,
) {
  return payGrant(tx, {
    memberId,
    source: activitySource(a.id),
    period,
    title,
    amount,
    turnoverMultiple: multiple,
  });
}

/** `prize` of the catalogue for a cash amount. */
export const cashPrize = (id: string, name: string, amount: number) => ({
  prizeId: id,
  name,
  kind: amount > 0 ? ('cash' as const) : ('nothing' as const),
  amount,
  imageUrl: '',
});

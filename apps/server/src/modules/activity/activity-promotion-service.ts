import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { memberNamesByIds } from '../auth/member-directory.ts';
import { lockMemberForClaim } from '../rewards/grant-service.ts';
import { memberPoints, spendPoints } from '../rewards/member-reward-service.ts';
import { depositCounters } from '../wallet/deposit-service.ts';
import { walletBalance } from '../wallet/ledger.ts';
import { runIdempotent } from '../wallet/idempotent-call.ts';
import { configSchemas, isActivityKind } from './activity-config.ts';
import {
  activityOfKind,
  decideApply,
  findActivity,
  findApply,
  insertApply,
  listActivities,
  listApplies,
  type ActivityRow,
} from './activity-repository.ts';
import { findGift, insertExchange, listGifts, takeGiftStock } from './activity-extras-repository.ts';
import { activityStatus, assertEligible, eligibility, payActivity } from './activity-service.ts';
import { msg } from '../../gateway/user-messages.ts';

/** Kinds a member applies to (opt-in or review); the others are taken part in through their own calls. */
const APPLY_KINDS = new Set(['promo', 'first_deposit', 'continuous_deposit']);

function promotionOut(a: ActivityRow) {
  return {
    promotionId: a.id,
    title: a.title,
    kind: isActivityKind(a.kind) ? a.kind : ('promo' as const),
    category: a.category as 'other',
    imageUrl: a.imageUrl,
    startAt: a.startAt,
    endAt: a.endAt,
    applicable: APPLY_KINDS.has(a.kind),
  };
}

/** activity.promotionList: enabled activities not yet ended, optionally of one category. */
export async function promotionList(q: Queryable, category: string | undefined, now: number) {
  const all = await listActivities(q);
  return {
    list: all
      .filter(
        (a) => activityStatus(a, now) !== 'ended' && (category === undefined || a.category === category),
      )
      .map(promotionOut),
  };
}

/** activity.promotionDetail: the activity, its rules (plain text) and the member's application state. */
export async function promotionDetail(q: Queryable, memberId: number | null, id: string, now: number) {
  const a = await findActivity(q, id);
  if (!a || !a.enabled) throw new GatewayError(ErrorCode.notFound, msg('activity.notFound'));
  const apply = memberId === null ? null : await findApply(q, a.id, memberId);
  const e = await eligibility(q, a, memberId, now);
  return {
    ...promotionOut(a),
    contentHtml: a.content,
    applyStatus: apply?.status ?? ('none' as const),
    status: activityStatus(a, now),
    eligible: e.eligible,
    reason: e.reason,
  };
}

/**
 * activity.promotionApply: a promotion that asks for review gets a pending application an operator
 * decides; one without review pays its bonus at once; the deposit bonuses record the opt-in that
 * settling deposits look for. One application per member and activity.
 */
export function applyPromotion(db: Db, memberId: number, id: string, key: string, now: number) {
  return runIdempotent(db, memberId, 'activity.promotionApply', key, { id }, now, async (tx) => {
    const a = await findActivity(tx, id);
    if (!a || !a.enabled) throw new GatewayError(ErrorCode.notFound, msg('activity.notFound'));
    if (!APPLY_KINDS.has(a.kind))
      throw new GatewayError(ErrorCode.activityNotEligible, msg('activity.noSignUpNeeded'));
    await assertEligible(tx, a, memberId, now);
    const before = await findApply(tx, a.id, memberId);
    if (before?.status === 'rejected')
      throw new GatewayError(ErrorCode.activityNotEligible, msg('activity.applicationRejected'));
    if (before) return { applyId: String(before.id), status: before.status };
    if (a.kind === 'first_deposit' && (await depositCounters(tx, memberId)) !== null)
      throw new GatewayError(ErrorCode.activityNotEligible, msg('activity.firstDepositSignUpFirst'));
    const status: 'pending' | 'approved' = a.kind === 'promo' && a.needsReview ? 'pending' : 'approved';
    const { row } = await insertApply(tx, a.id, memberId, status);
    if (a.kind === 'promo' && status === 'approved') await payPromoBonus(tx, a, memberId);
    return { applyId: String(row.id), status };
  });
}

async function payPromoBonus(tx: Queryable, a: ActivityRow, memberId: number) {
  const c = configSchemas.promo.parse(a.config);
  if (c.bonus > 0) await payActivity(tx, a, memberId, 'apply', c.bonus, c.multiple, `${a.title} 优惠彩金`);
}

/** Operator: approve (the bonus is paid in the same transaction) or reject a pending application. */
export function decidePromotion(db: Db, applyId: number, decision: 'approved' | 'rejected', note: string) {
  return db.transaction(async (tx) => {
    const row = await decideApply(tx, applyId, decision, note);
    if (!row) throw new GatewayError(ErrorCode.notFound, msg('common.applicationGone'));
    const a = await findActivity(tx, row.activityId);
    if (decision === 'approved' && a?.kind === 'promo') await payPromoBonus(tx, a, row.memberId);
    return row;
  });
}

/** Operator: applications, newest first (one status or all), with the member's name (the /admin list). */
export async function appliesWithNames(q: Queryable, status: 'pending' | 'approved' | 'rejected' | null) {
  const rows = await listApplies(q, status);
  const names = await memberNamesByIds(
    q,
    rows.map((r) => r.memberId),
  );
  return rows.map((r) => ({ ...r, memberName: names.get(r.memberId) ?? '' }));
}

/**
 * Operator: applications, newest first (one status or all), with the member's name and the activity's
 * title, for the review lists of /admin and the /ops console.
 */
export async function applicationList(q: Queryable, status: 'pending' | 'approved' | 'rejected' | null) {
  const [rows, activities] = await Promise.all([appliesWithNames(q, status), listActivities(q, false)]);
  const titles = new Map(activities.map((a) => [a.id, a.title]));
  return rows.map((r) => ({ ...r, activityTitle: titles.get(r.activityId) ?? r.activityId }));
}

// ── top gift exchange ───────────────────────────────────────────────────────────────────────────────

/**
 * activity.topGiftExchange: points buy gifts from a stock that cannot go negative. Points are spent
 * and stock taken in one transaction (short of either: nothing changes); a gift with cash pays it as
 * a bonus through the rewards core.
 */
export function exchangeGift(
  db: Db,
  memberId: number,
  input: { giftId: string; quantity: number; idempotencyKey: string },
  now: number,
) {
  const { idempotencyKey: key, ...req } = input;
  return runIdempotent(db, memberId, 'activity.topGiftExchange', key, req, now, async (tx) => {
    const gift = await findGift(tx, input.giftId);
    if (!gift) throw new GatewayError(ErrorCode.notFound, msg('activity.giftNotFound'));
    const a = await findActivity(tx, gift.activityId);
    if (!a) throw new GatewayError(ErrorCode.notFound, msg('activity.notFound'));
    await assertEligible(tx, a, memberId, now);
    await lockMemberForClaim(tx, memberId);
    const points = gift.costPoints * input.quantity;
    if (!(await spendPoints(tx, memberId, points)))
      throw new GatewayError(ErrorCode.pointsInsufficient, msg('activity.pointsInsufficient', { points }));
    if (!(await takeGiftStock(tx, gift.id, input.quantity)))
      throw new GatewayError(ErrorCode.giftOutOfStock, msg('activity.giftOutOfStock'));
    const exId = await insertExchange(tx, {
      giftId: gift.id,
      memberId,
      key,
      quantity: input.quantity,
      points,
    });
    if (exId === null) throw new GatewayError(ErrorCode.rewardClaimed, msg('activity.exchangeSubmitted'));
    const cash = gift.cash * input.quantity;
    if (cash > 0)
      await payActivity(
        tx,
        a,
        memberId,
        `gift:${exId}`,
        cash,
        configSchemas.top_gift.parse(a.config).multiple,
        `${a.title}：${gift.name}`,
      );
    return {
      prize: {
        prizeId: gift.id,
        name: gift.name,
        kind: cash > 0 ? ('cash' as const) : ('goods' as const),
        amount: cash,
        imageUrl: '',
      },
      balance: await walletBalance(tx, memberId, 'main'),
    };
  });
}

/** activity.topGiftList: the member's points and the gifts of running exchange activities. */
export async function giftList(q: Queryable, memberId: number, now: number) {
  const gifts = await listGifts(q);
  const running = new Set(
    (await listActivities(q)).filter((a) => activityStatus(a, now) === 'running').map((a) => a.id),
  );
  return {
    points: await memberPoints(q, memberId),
    list: gifts
      .filter((g) => running.has(g.activityId))
      .map((g) => ({ giftId: g.id, name: g.name, costPoints: g.costPoints, cash: g.cash, stock: g.stock })),
  };
}

// ── gates ───────────────────────────────────────────────────────────────────────────────────────────

/** activity.frontBarrier: may this member (or visitor) open the activity page, and if not, why. */
export async function frontBarrier(q: Queryable, memberId: number | null, activityId: string, now: number) {
  const a = await findActivity(q, activityId);
  if (!a) throw new GatewayError(ErrorCode.notFound, msg('activity.notFound'));
  const s = activityStatus(a, now);
  if (s === 'upcoming') return { pass: false, reason: 'notStarted' as const };
  if (s === 'ended') return { pass: false, reason: 'ended' as const };
  if (memberId !== null) {
    const e = await eligibility(q, a, memberId, now);
    if (e.blackTag) return { pass: false, reason: 'blackTag' as const };
    if (e.noLevel) return { pass: false, reason: 'noLevel' as const };
  }
  return { pass: true, reason: 'ok' as const };
}

/** The first-deposit activity's id (the web's deposit screen links to it). */
export const firstDepositActivity = (q: Queryable) => activityOfKind(q, 'first_deposit');

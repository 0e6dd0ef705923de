import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { memberFacts, membersByRecommenderCode } from '../auth/member-directory.ts';
import { grantPaid, grantPaidTotal, turnoverStatus } from '../rewards/grant-service.ts';
import { depositCounters } from '../wallet/deposit-service.ts';
import { settledDepositsBetween } from '../wallet/deposit-totals.ts';
import { runIdempotent } from '../wallet/idempotent-call.ts';
import { siteDay, siteDayStart } from '../wallet/wallet-util.ts';
import { configSchemas } from './activity-config.ts';
import { activityOfKind, findApply, type ActivityRow } from './activity-repository.ts';
import {
  activitySource,
  activityStatus,
  assertEligible,
  cashPrize,
  eligibility,
  loadActivity,
  payActivity,
  stateOut,
} from './activity-service.ts';
import { msg } from '../../gateway/user-messages.ts';

const DAY = 86_400_000;

// ── invite friend ───────────────────────────────────────────────────────────────────────────────────

/** A member's own invite code (the `r_code` of their link): 'R' and the member id in base 36. */
export const inviteCodeOf = (memberId: number) => `R${memberId.toString(36).toUpperCase()}`;
/** The inviter a recommender code designates, or null for codes not made by {@link inviteCodeOf}. */
export function inviterOf(code: string | null): number | null {
  const m = /^R([0-9A-Z]{1,12})$/i.exec(code ?? '');
  if (!m) return null;
  const id = parseInt(m[1]!, 36);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function inviteInfo(q: Queryable, memberId: number) {
  const code = inviteCodeOf(memberId);
  const a = await activityOfKind(q, 'invite');
  const { total } = await membersByRecommenderCode(q, code, { limit: 1, offset: 0 });
  return {
    inviteCode: code,
    inviteUrl: `/?r_code=${code}`,
    invited: total,
    earned: a ? await grantPaidTotal(q, memberId, activitySource(a.id)) : 0,
  };
}

export async function inviteRecords(q: Queryable, memberId: number, page: number, size: number) {
  const a = await activityOfKind(q, 'invite');
  const { rows, total } = await membersByRecommenderCode(q, inviteCodeOf(memberId), {
    limit: size,
    offset: (page - 1) * size,
  });
  const reward = a ? configSchemas.invite.parse(a.config).reward : 0;
  const list = [];
  for (const r of rows) {
    const paid = a ? await grantPaid(q, memberId, activitySource(a.id), `m${r.id}`) : false;
    list.push({
      member: { id: String(r.id), name: r.name, nickName: r.nickname || r.name, avatarUrl: '', vipLevel: 0 },
      registeredAt: r.createdAt,
      reward: paid ? reward : 0,
    });
  }
  return { list, total, page, size };
}

// ── deposit-driven rewards ──────────────────────────────────────────────────────────────────────────

/**
 * Runs in the transaction that settles a CNY deposit (after the deposit counters moved): the
 * first-deposit bonus and continuous-deposit tiers of members who opted in, and the inviter's reward
 * for an invitee's first deposit. It never fails the deposit: every payment is checked first (running,
 * not barred, not paid before), so the grant's own refusals cannot fire.
 */
export async function onDepositSettled(tx: Queryable, d: { memberId: number; amount: number; now: number }) {
  const counters = await depositCounters(tx, d.memberId);
  if (!counters) return;
  const first = counters.depositCount === 1;
  const mine = await eligibility(tx, null, d.memberId, d.now);
  for (const kind of ['first_deposit', 'continuous_deposit'] as const) {
    const a = await activityOfKind(tx, kind);
    if (!a || mine.barred || activityStatus(a, d.now) !== 'running') continue;
    if ((await findApply(tx, a.id, d.memberId))?.status !== 'approved') continue;
    if (kind === 'first_deposit' && first) {
      const c = configSchemas.first_deposit.parse(a.config);
      const bonus = Math.min(Math.floor((d.amount * c.rateBp) / 10_000), c.maxBonus);
      if (d.amount >= c.minDeposit && bonus > 0)
        await payOnce(tx, a, d.memberId, 'first', bonus, c.multiple, `${a.title} 首存彩金`);
    }
    if (kind === 'continuous_deposit') {
      const c = configSchemas.continuous_deposit.parse(a.config);
      const start = siteDay(siteDayStart(siteDay(d.now)) - (counters.continuousDays - 1) * DAY);
      for (const t of c.tiers.filter((x) => x.day === counters.continuousDays))
        await payOnce(
          tx,
          a,
          d.memberId,
          `cd:${start}:${t.day}`,
          t.reward,
          c.multiple,
          `${a.title} 连续${t.day}天`,
        );
    }
  }
  if (first) await rewardInviter(tx, d);
}

async function payOnce(
  tx: Queryable,
  a: ActivityRow,
  memberId: number,
  period: string,
  amount: number,
  multiple: number,
  title: string,
) {
  if (await grantPaid(tx, memberId, activitySource(a.id), period)) return;
  await payActivity(tx, a, memberId, period, amount, multiple, title);
}

async function rewardInviter(tx: Queryable, d: { memberId: number; amount: number; now: number }) {
  const a = await activityOfKind(tx, 'invite');
  const facts = await memberFacts(tx, d.memberId);
  const inviter = inviterOf(facts?.recommenderCode ?? null);
  if (!a || inviter === null || inviter === d.memberId || activityStatus(a, d.now) !== 'running') return;
  if (!(await memberFacts(tx, inviter))) return;
  const c = configSchemas.invite.parse(a.config);
  if (d.amount < c.minDeposit) return;
  if ((await eligibility(tx, a, inviter, d.now)).barred) return;
  await payOnce(tx, a, inviter, `m${d.memberId}`, c.reward, c.multiple, `${a.title}：好友首存奖励`);
}

/** activity.firstDeposit: the terms, whether the member can still take part, and an estimate. */
export async function firstDepositInfo(
  q: Queryable,
  memberId: number,
  amount: number | undefined,
  now: number,
) {
  const a = await activityOfKind(q, 'first_deposit');
  if (!a) throw new GatewayError(ErrorCode.notFound, msg('activity.notFound'));
  const c = configSchemas.first_deposit.parse(a.config);
  const e = await eligibility(q, a, memberId, now);
  const counters = await depositCounters(q, memberId);
  const est =
    amount === undefined || amount < c.minDeposit
      ? 0
      : Math.min(Math.floor((amount * c.rateBp) / 10_000), c.maxBonus);
  return {
    eligible: e.eligible && counters === null && activityStatus(a, now) === 'running',
    rate: (c.rateBp / 10_000).toString(),
    maxBonus: c.maxBonus,
    estimatedBonus: est,
    activityId: a.id,
    minDeposit: c.minDeposit,
    optedIn: (await findApply(q, a.id, memberId))?.status === 'approved',
  };
}

/** activity.continuousDeposit: the member's run of consecutive deposit days and the tiers. */
export async function continuousInfo(q: Queryable, memberId: number, activityId: string, now: number) {
  const { a, config } = await loadActivity(q, activityId, 'continuous_deposit');
  const e = await eligibility(q, a, memberId, now);
  const counters = await depositCounters(q, memberId);
  return {
    ...stateOut(a, now, e.eligible),
    days: counters?.continuousDays ?? 0,
    tiers: config.tiers.map((t) => ({ day: t.day, reward: t.reward })),
    optedIn: (await findApply(q, a.id, memberId))?.status === 'approved',
  };
}

// ── newcomer packages ───────────────────────────────────────────────────────────────────────────────

async function noviceState(q: Queryable, memberId: number) {
  const a = await activityOfKind(q, 'novice');
  if (!a) return null;
  const c = configSchemas.novice.parse(a.config);
  const facts = await memberFacts(q, memberId);
  const counters = await depositCounters(q, memberId);
  const turnover = await turnoverStatus(q, memberId);
  const done: Record<string, boolean> = {
    bind_phone: !!facts?.phoneBound,
    real_name: !!facts?.realNameSet,
    first_deposit: counters !== null,
    first_round: turnover.turnoverTotal > 0,
  };
  const list = [];
  for (const p of c.packages) {
    const claimed = await grantPaid(q, memberId, activitySource(a.id), `novice:${p.id}`);
    list.push({
      packageId: p.id,
      title: p.title,
      reward: p.reward,
      status: claimed ? 'claimed' : done[p.id] ? 'claimable' : 'locked',
    } as const);
  }
  return { a, c, list, facts };
}

export async function novicePackages(q: Queryable, memberId: number) {
  return { list: (await noviceState(q, memberId))?.list ?? [] };
}

/** activity.noviceClaim: a task done from real events (bound phone, real name, deposit, round) pays once. */
export function claimNovice(db: Db, memberId: number, packageId: string, key: string, now: number) {
  return runIdempotent(db, memberId, 'activity.noviceClaim', key, { packageId }, now, async (tx) => {
    const s = await noviceState(tx, memberId);
    if (!s) throw new GatewayError(ErrorCode.notFound, msg('activity.notFound'));
    await assertEligible(tx, s.a, memberId, now);
    if (s.facts && now - s.facts.createdAt > s.c.days * DAY)
      throw new GatewayError(
        ErrorCode.activityNotEligible,
        msg('activity.newcomerWindow', { days: s.c.days }),
      );
    const p = s.list.find((x) => x.packageId === packageId);
    if (!p) throw new GatewayError(ErrorCode.notFound, msg('activity.packNotFound'));
    if (p.status === 'claimed') throw new GatewayError(ErrorCode.rewardClaimed, msg('activity.packClaimed'));
    if (p.status === 'locked')
      throw new GatewayError(ErrorCode.rewardNotClaimable, msg('activity.packLocked'));
    const paid = await payActivity(
      tx,
      s.a,
      memberId,
      `novice:${p.packageId}`,
      p.reward,
      s.c.multiple,
      `${s.a.title}：${p.title}`,
    );
    return { prize: cashPrize(p.packageId, p.title, p.reward), balance: paid.balance };
  });
}

// ── back-flow ───────────────────────────────────────────────────────────────────────────────────────

/**
 * activity.backFlowApply: a member registered at least `idleDays` ago with no settled deposit in the
 * last `idleDays` is a returning member; the offer pays once per member for life.
 */
export function applyBackFlow(db: Db, memberId: number, activityId: string, key: string, now: number) {
  return runIdempotent(db, memberId, 'activity.backFlowApply', key, { activityId }, now, async (tx) => {
    const { a, config } = await loadActivity(tx, activityId, 'back_flow');
    await assertEligible(tx, a, memberId, now);
    const facts = await memberFacts(tx, memberId);
    const since = now - config.idleDays * DAY;
    const recent = await settledDepositsBetween(tx, [memberId], new Date(since), new Date(now + 1));
    if (!facts || facts.createdAt > since || (recent.get(memberId) ?? 0) > 0)
      throw new GatewayError(
        ErrorCode.activityNotEligible,
        msg('activity.returningOnly', { idleDays: config.idleDays }),
      );
    const paid = await payActivity(
      tx,
      a,
      memberId,
      'once',
      config.reward,
      config.multiple,
      `${a.title} 回归礼金`,
    );
    return { prize: cashPrize('backflow', '回归礼金', config.reward), balance: paid.balance };
  });
}

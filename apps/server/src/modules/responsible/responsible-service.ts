import type { ResponsibleStatus } from '@arena/protocol';
import {
  LIMIT_COOLING_OFF_MS,
  SESSION_IDLE_MS,
  SESSION_LIMIT_MINUTES,
  addMonths,
  limitChangeIsImmediate,
  periodWindow,
  type LimitPeriod,
} from '@arena/domain';
import type { Db, Queryable } from '../../db/db.ts';
import { depositValueFen, depositsPlacedSince } from '../wallet/member-activity.ts';
import { assertAgeConfirmed, birthDateNeeded } from './age-gate.ts';
import {
  activeExclusion,
  addPlay,
  insertExclusion,
  listLimits,
  lockPlayState,
  playSince,
  readPlayState,
  saveLimit,
  saveRealityMinutes,
  saveSession,
  type LimitKind,
  type LimitPeriodKey,
  type LimitRow,
  type PlayStateRow,
} from './responsible-repository.ts';
import {
  changeRefused,
  depositLimitError,
  effectiveLimit,
  excludedError,
  lossLimitError,
  sessionLimitError,
  sessionRunning,
  siteDayOf,
} from './responsible-rules.ts';
import { msg } from '../../gateway/user-messages.ts';

/*
 * Responsible play (docs/responsible-play.md): the guards other modules call inside the transaction
 * that moves the money, and the member's settings. A guard that locks takes the member's play-state
 * row before any wallet row, so it serialises with every other stake or deposit of the member.
 */

type Active = { kind: LimitKind; period: LimitPeriodKey; amount: number };

async function activeLimits(q: Queryable, memberId: number, kind: LimitKind, now: number): Promise<Active[]> {
  const out: Active[] = [];
  for (const row of await listLimits(q, memberId)) {
    if (row.kind !== kind) continue;
    const { amount } = effectiveLimit(row, now);
    if (amount !== null) out.push({ kind, period: row.period, amount });
  }
  return out;
}

async function netLoss(q: Queryable, memberId: number, period: LimitPeriod, now: number): Promise<number> {
  const play = await playSince(q, memberId, siteDayOf(periodWindow(period, now).from));
  return play.stakes - play.wins;
}

/** Refuses (playExcluded) while a time-out or self-exclusion runs. Withdrawals never call it. */
export async function assertNotExcluded(q: Queryable, memberId: number, now: number): Promise<void> {
  const e = await activeExclusion(q, memberId, now);
  if (e) throw excludedError(e.kind, e.endsAt);
}

/** Whether a time-out or self-exclusion runs now (promotion letters and offers skip such members). */
export async function isExcluded(q: Queryable, memberId: number, now: number): Promise<boolean> {
  return (await activeExclusion(q, memberId, now)) !== null;
}

/**
 * A deposit order (`amount` in minor units of `currency`): refused during an exclusion, without a
 * confirmed age of 18+ (age-gate.ts), or when it would pass a deposit limit (orders paying,
 * confirming or settled in the period count, USDT ones in yuan). Call inside the transaction that
 * inserts the order; the member's play-state lock makes two concurrent orders count each other.
 */
export async function guardDeposit(
  tx: Queryable,
  memberId: number,
  order: { amount: number; currency: string },
  now: number,
): Promise<void> {
  await lockPlayState(tx, memberId, now);
  await assertNotExcluded(tx, memberId, now);
  await assertAgeConfirmed(tx, memberId, now);
  const limits = await activeLimits(tx, memberId, 'deposit', now);
  if (limits.length === 0) return;
  // Limits are in yuan: a USDT order counts at the rate USDT is credited in yuan.
  const amount = await depositValueFen(tx, order.amount, order.currency);
  for (const limit of limits) {
    const period = limit.period as LimitPeriod;
    const used = await depositsPlacedSince(tx, memberId, periodWindow(period, now).from);
    if (used + amount > limit.amount) throw depositLimitError(period, limit.amount, used, now);
  }
}

/**
 * A transfer into a venue (by hand, one-click or auto-transfer at launch): refused during an
 * exclusion, without a confirmed age, when a net-loss limit is used up, or when the session time
 * limit is reached.
 */
export async function guardTransferIn(q: Queryable, memberId: number, now: number): Promise<void> {
  await assertNotExcluded(q, memberId, now);
  await assertAgeConfirmed(q, memberId, now);
  for (const limit of await activeLimits(q, memberId, 'loss', now)) {
    const period = limit.period as LimitPeriod;
    const used = await netLoss(q, memberId, period, now);
    if (used >= limit.amount) throw lossLimitError(period, limit.amount, used, now);
  }
  await assertSessionTime(q, await readPlayState(q, memberId), memberId, now);
}

async function assertSessionTime(q: Queryable, s: PlayStateRow | null, memberId: number, now: number) {
  if (!sessionRunning(s, now)) return;
  const limit = (await activeLimits(q, memberId, 'session', now))[0];
  if (limit && now - s.sessionStartedAt >= limit.amount * 60_000)
    throw sessionLimitError(limit.amount, s.sessionLastAt + SESSION_IDLE_MS);
}

/**
 * Admits one stake of `stake` fen and counts it, inside the transaction that debits it: refused during
 * an exclusion, without a confirmed age, past the session time limit, or when losing the stake could
 * pass a net-loss limit (stakes minus wins of the period; the stake counts as lost until its win is
 * recorded). Starts a new play session after {@link SESSION_IDLE_MS} without a stake.
 */
export async function admitStake(tx: Queryable, memberId: number, stake: number, now: number): Promise<void> {
  const s = await lockPlayState(tx, memberId, now);
  await assertNotExcluded(tx, memberId, now);
  await assertAgeConfirmed(tx, memberId, now);
  await assertSessionTime(tx, s, memberId, now);
  for (const limit of await activeLimits(tx, memberId, 'loss', now)) {
    const period = limit.period as LimitPeriod;
    const used = await netLoss(tx, memberId, period, now);
    if (used + stake > limit.amount) throw lossLimitError(period, limit.amount, used, now);
  }
  await addPlay(tx, memberId, siteDayOf(now), stake, 0);
  const running = sessionRunning(s, now);
  await saveSession(
    tx,
    memberId,
    {
      sessionStartedAt: running ? s.sessionStartedAt : now,
      sessionLastAt: now,
      sessionStakes: (running ? s.sessionStakes : 0) + stake,
      sessionWins: running ? s.sessionWins : 0,
      realityAckAt: running ? s.realityAckAt : now,
    },
    now,
  );
}

/** Counts a win (payout, stake included) of a stake admitted before, in the transaction that pays it. */
export async function recordWin(tx: Queryable, memberId: number, payout: number, now: number): Promise<void> {
  if (payout <= 0) return;
  const s = await lockPlayState(tx, memberId, now);
  await addPlay(tx, memberId, siteDayOf(now), 0, payout);
  if (sessionRunning(s, now))
    await saveSession(tx, memberId, { ...s, sessionWins: s.sessionWins + payout }, now);
}

// ---- the member's settings and view ----

const ORDER: Record<string, number> = { deposit: 0, loss: 1, session: 2, day: 0, week: 1, month: 2 };

export async function responsibleStatus(
  q: Queryable,
  memberId: number,
  now: number,
): Promise<ResponsibleStatus> {
  const s = await readPlayState(q, memberId);
  const running = sessionRunning(s, now) ? s : null;
  const limits = [];
  for (const row of await listLimits(q, memberId)) {
    const { amount, pending } = effectiveLimit(row, now);
    if (amount === null && pending === null) continue;
    let used: number;
    let resetsAt: number | null = null;
    if (row.kind === 'session') {
      used = running ? Math.floor((now - running.sessionStartedAt) / 60_000) : 0;
    } else {
      const period = row.period as LimitPeriod;
      resetsAt = periodWindow(period, now).to;
      used =
        row.kind === 'deposit'
          ? await depositsPlacedSince(q, memberId, periodWindow(period, now).from)
          : await netLoss(q, memberId, period, now);
    }
    limits.push({
      kind: row.kind,
      period: row.period,
      amount,
      pending: pending === null ? null : { amount: row.pendingAmount, effectiveAt: pending },
      used,
      resetsAt,
    });
  }
  limits.sort(
    (a, b) => (ORDER[a.kind] ?? 0) - (ORDER[b.kind] ?? 0) || (ORDER[a.period] ?? 0) - (ORDER[b.period] ?? 0),
  );
  const e = await activeExclusion(q, memberId, now);
  const realityMinutes = s?.realityMinutes ?? null;
  return {
    limits,
    realityMinutes,
    session: running
      ? {
          startedAt: running.sessionStartedAt,
          elapsedMs: now - running.sessionStartedAt,
          stakes: running.sessionStakes,
          wins: running.sessionWins,
          net: running.sessionWins - running.sessionStakes,
        }
      : null,
    realityDueAt:
      running && realityMinutes !== null
        ? (running.realityAckAt ?? running.sessionStartedAt) + realityMinutes * 60_000
        : null,
    exclusion: e ? { kind: e.kind, startsAt: e.startsAt, endsAt: e.endsAt, setBy: e.setBy } : null,
    birthDateNeeded: await birthDateNeeded(q, memberId),
  };
}

/**
 * Sets one limit: a tighter one (or a first one) applies at once and drops any pending raise; a looser
 * one, or removing it, waits {@link LIMIT_COOLING_OFF_MS} as pending. Setting the value in force again
 * cancels what is pending.
 */
export async function setLimit(
  db: Db,
  memberId: number,
  input: { kind: LimitKind; period: LimitPeriodKey; amount: number | null },
  now: number,
): Promise<ResponsibleStatus> {
  if ((input.kind === 'session') !== (input.period === 'session'))
    throw changeRefused(
      input.kind === 'session' ? msg('responsible.sessionLimitPerSession') : msg('responsible.limitPeriod'),
    );
  if (
    input.kind === 'session' &&
    input.amount !== null &&
    (input.amount < SESSION_LIMIT_MINUTES.min || input.amount > SESSION_LIMIT_MINUTES.max)
  )
    throw changeRefused(
      msg('responsible.sessionLimitRange', {
        min: SESSION_LIMIT_MINUTES.min,
        max: SESSION_LIMIT_MINUTES.max,
      }),
    );
  await db.transaction(async (tx) => {
    await lockPlayState(tx, memberId, now);
    const row = (await listLimits(tx, memberId)).find(
      (r) => r.kind === input.kind && r.period === input.period,
    );
    const current = row ? effectiveLimit(row, now).amount : null;
    const next: LimitRow = {
      kind: input.kind,
      period: input.period,
      amount: current,
      pendingAmount: null,
      pendingAt: null,
    };
    if (limitChangeIsImmediate(current, input.amount)) next.amount = input.amount;
    else if (input.amount !== current) {
      next.pendingAmount = input.amount;
      next.pendingAt = now + LIMIT_COOLING_OFF_MS;
    }
    await saveLimit(tx, memberId, next, now);
  });
  return responsibleStatus(db, memberId, now);
}

/** Drops a raise or removal still waiting out its cooling-off (the limit in force stays). */
export async function cancelPending(
  db: Db,
  memberId: number,
  input: { kind: LimitKind; period: LimitPeriodKey },
  now: number,
): Promise<ResponsibleStatus> {
  await db.transaction(async (tx) => {
    await lockPlayState(tx, memberId, now);
    const row = (await listLimits(tx, memberId)).find(
      (r) => r.kind === input.kind && r.period === input.period,
    );
    if (!row || effectiveLimit(row, now).pending === null)
      throw changeRefused(msg('responsible.noPendingChange'));
    await saveLimit(tx, memberId, { ...row, pendingAmount: null, pendingAt: null }, now);
  });
  return responsibleStatus(db, memberId, now);
}

export async function setRealityCheck(db: Db, memberId: number, minutes: number | null, now: number) {
  await db.transaction(async (tx) => {
    await lockPlayState(tx, memberId, now);
    await saveRealityMinutes(tx, memberId, minutes, now);
  });
  return responsibleStatus(db, memberId, now);
}

/** continue: the next check comes N minutes from now; stop: the session ends here. */
export async function answerRealityCheck(db: Db, memberId: number, action: 'continue' | 'stop', now: number) {
  await db.transaction(async (tx) => {
    const s = await lockPlayState(tx, memberId, now);
    if (!sessionRunning(s, now)) return;
    if (action === 'continue') await saveSession(tx, memberId, { ...s, realityAckAt: now }, now);
    else
      await saveSession(
        tx,
        memberId,
        { sessionStartedAt: null, sessionLastAt: null, sessionStakes: 0, sessionWins: 0, realityAckAt: null },
        now,
      );
  });
  return responsibleStatus(db, memberId, now);
}

export type ExcludeInput = { kind: 'timeout'; days: number } | { kind: 'self_exclusion'; months: number };

/**
 * Starts a time-out or self-exclusion now. A new one may only reach further than the one running: an
 * exclusion is never shortened (neither by the member nor by an operator).
 */
export async function exclude(
  db: Db,
  memberId: number,
  input: ExcludeInput,
  by: 'member' | 'operator',
  now: number,
  note: string | null = null,
): Promise<ResponsibleStatus> {
  const endsAt = input.kind === 'timeout' ? now + input.days * 86_400_000 : addMonths(now, input.months);
  await db.transaction(async (tx) => {
    await lockPlayState(tx, memberId, now);
    const running = await activeExclusion(tx, memberId, now);
    if (running && running.endsAt >= endsAt) throw changeRefused(msg('responsible.cannotShorten'));
    await insertExclusion(tx, memberId, { kind: input.kind, startsAt: now, endsAt, setBy: by, note }, now);
    // A running play session ends with the exclusion.
    await saveSession(
      tx,
      memberId,
      { sessionStartedAt: null, sessionLastAt: null, sessionStakes: 0, sessionWins: 0, realityAckAt: null },
      now,
    );
  });
  return responsibleStatus(db, memberId, now);
}

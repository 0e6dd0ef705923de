import { randomInt } from 'node:crypto';
import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Db, Queryable } from '../../db/db.ts';
import { runIdempotent } from '../wallet/idempotent-call.ts';
import type { ConfigOf } from './activity-config.ts';
import type { ActivityRow } from './activity-repository.ts';
import { envelopeGrabs, envelopeRound, lockEnvelopeRound, takeEnvelope } from './activity-play-repository.ts';
import {
  assertEligible,
  cashPrize,
  eligibility,
  loadActivity,
  payActivity,
  stateOut,
} from './activity-service.ts';
import { msg } from '../../gateway/user-messages.ts';

const MIN = 60_000;

/**
 * Red-envelope rounds start every `everyMinutes` from the activity's start and last `roundMinutes`.
 * Answers the round containing `now` (null between rounds) and the next round's start.
 */
export function roundAt(a: Pick<ActivityRow, 'startAt' | 'endAt'>, c: ConfigOf<'envelope'>, now: number) {
  const every = c.everyMinutes * MIN;
  if (now < a.startAt) return { current: null, next: a.startAt };
  const start = a.startAt + Math.floor((now - a.startAt) / every) * every;
  const next = start + every < a.endAt ? start + every : null;
  const current = now < start + c.roundMinutes * MIN && now < a.endAt ? start : null;
  return { current, next };
}

/** activity.redEnvelopeInfo: the next round's start and whether the member grabbed in this one. */
export async function envelopeInfo(q: Queryable, memberId: number, activityId: string, now: number) {
  const { a, config } = await loadActivity(q, activityId, 'envelope');
  const e = await eligibility(q, a, memberId, now);
  const { current, next } = roundAt(a, config, now);
  const grabbed = current === null ? [] : await envelopeGrabs(q, a.id, current, memberId);
  const round = current === null ? null : await envelopeRound(q, a.id, current);
  return {
    ...stateOut(a, now, e.eligible),
    nextRoundAt: current ?? next,
    grabbedThisRound: grabbed.length > 0,
    round: {
      running: current !== null,
      endsAt: current === null ? null : current + config.roundMinutes * MIN,
      pool: config.pool,
      remaining: round?.remaining ?? (current === null ? 0 : config.pool),
      grabbed: grabbed.length,
      perMember: config.perMember,
    },
  };
}

/**
 * activity.redEnvelopeGrab: takes a random amount in [min, max] (the last crumbs when less is left)
 * from the running round's pool. The round row is locked for the whole grab, so the per-member count
 * and the pool are read and changed by one grab at a time: the pool is never exceeded and nobody grabs
 * more than `perMember`, however many grab at once.
 */
export function grabEnvelope(db: Db, memberId: number, activityId: string, key: string, now: number) {
  return runIdempotent(db, memberId, 'activity.redEnvelopeGrab', key, { activityId }, now, async (tx) => {
    const { a, config } = await loadActivity(tx, activityId, 'envelope');
    await assertEligible(tx, a, memberId, now);
    const { current } = roundAt(a, config, now);
    if (current === null) throw new GatewayError(ErrorCode.envelopeEmpty, msg('activity.envelopeNotStarted'));
    const remaining = await lockEnvelopeRound(tx, a.id, current, config.pool);
    const mine = await envelopeGrabs(tx, a.id, current, memberId);
    if (mine.length >= config.perMember)
      throw new GatewayError(
        ErrorCode.envelopeCapReached,
        msg('activity.envelopeCapReached', { perMember: config.perMember }),
      );
    if (remaining <= 0) throw new GatewayError(ErrorCode.envelopeEmpty, msg('activity.envelopeEmpty'));
    const drawn = randomInt(config.min, Math.max(config.min, config.max) + 1);
    const amount = Math.min(remaining, drawn);
    const grabId = await takeEnvelope(tx, { activityId: a.id, roundStart: current, memberId, key, amount });
    if (grabId === null) throw new GatewayError(ErrorCode.envelopeEmpty, msg('activity.envelopeEmpty'));
    const paid = await payActivity(tx, a, memberId, `env:${grabId}`, amount, config.multiple, `${a.title}`);
    return { prize: cashPrize(`env${grabId}`, '红包', amount), balance: paid.balance };
  });
}

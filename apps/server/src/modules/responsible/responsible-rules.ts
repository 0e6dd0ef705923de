import { ErrorCode, GatewayError } from '@arena/protocol';
import { SESSION_IDLE_MS, formatDateTime, periodWindow, siteDay, type LimitPeriod } from '@arena/domain';
import type { LimitRow, PlayStateRow } from './responsible-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

/** The value in force at `now`: a pending change whose cooling-off is over has taken effect. */
export function effectiveLimit(
  row: LimitRow,
  now: number,
): { amount: number | null; pending: LimitRow['pendingAt'] } {
  if (row.pendingAt !== null && row.pendingAt <= now) return { amount: row.pendingAmount, pending: null };
  return { amount: row.amount, pending: row.pendingAt };
}

/** The session is running: it has a stake no longer ago than the idle gap. */
export function sessionRunning(
  s: PlayStateRow | null,
  now: number,
): s is PlayStateRow & {
  sessionStartedAt: number;
  sessionLastAt: number;
} {
  return (
    s !== null &&
    s.sessionStartedAt !== null &&
    s.sessionLastAt !== null &&
    now - s.sessionLastAt < SESSION_IDLE_MS
  );
}

/** 'YYYY-MM-DD HH:mm' in site time (UTC+8), for messages. */
export const siteClock = (ms: number) => formatDateTime(ms).slice(0, 16);
/** The site day 'YYYY-MM-DD' (UTC+8) of an instant. */
export const siteDayOf = (ms: number) => siteDay(ms);

const yuan = (fen: number) => (fen / 100).toFixed(2);

export function depositLimitError(period: LimitPeriod, limit: number, used: number, now: number) {
  const { to } = periodWindow(period, now);
  return new GatewayError(
    ErrorCode.depositLimitReached,
    msg('responsible.depositLimit', {
      period,
      limit: yuan(limit),
      used: yuan(used),
      resetsAt: siteClock(to),
    }),
    { period, limit, used, resetsAt: to },
  );
}

export function lossLimitError(period: LimitPeriod, limit: number, used: number, now: number) {
  const { to } = periodWindow(period, now);
  return new GatewayError(
    ErrorCode.lossLimitReached,
    msg('responsible.lossLimit', {
      period,
      limit: yuan(limit),
      used: yuan(Math.max(0, used)),
      resetsAt: siteClock(to),
    }),
    { period, limit, used, resetsAt: to },
  );
}

export function sessionLimitError(limitMinutes: number, resetsAt: number) {
  return new GatewayError(
    ErrorCode.sessionLimitReached,
    msg('responsible.sessionLimit', { minutes: limitMinutes, resetsAt: siteClock(resetsAt) }),
    { limit: limitMinutes, resetsAt },
  );
}

export function excludedError(kind: 'timeout' | 'self_exclusion', endsAt: number) {
  return new GatewayError(
    ErrorCode.playExcluded,
    msg('responsible.excluded', { kind, endsAt: siteClock(endsAt) }),
    { kind, endsAt },
  );
}

export const changeRefused = (msg: string) => new GatewayError(ErrorCode.responsibleChangeRefused, msg);

import { ErrorCode, GatewayError } from '@arena/protocol';
import { SESSION_IDLE_MS, formatDateTime, periodWindow, siteDay, type LimitPeriod } from '@arena/domain';
import type { LimitRow, PlayStateRow } from './responsible-repository.ts';

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

const PERIOD_NAME: Record<LimitPeriod, string> = { day: '每日', week: '每周', month: '每月' };
const yuan = (fen: number) => (fen / 100).toFixed(2);

export function depositLimitError(period: LimitPeriod, limit: number, used: number, now: number) {
  const { to } = periodWindow(period, now);
  return new GatewayError(
    ErrorCode.depositLimitReached,
    `已达到您设置的${PERIOD_NAME[period]}存款限额 ${yuan(limit)} 元（已用 ${yuan(used)} 元），将于 ${siteClock(to)} 重置`,
    { period, limit, used, resetsAt: to },
  );
}

export function lossLimitError(period: LimitPeriod, limit: number, used: number, now: number) {
  const { to } = periodWindow(period, now);
  return new GatewayError(
    ErrorCode.lossLimitReached,
    `本次投注可能超过您设置的${PERIOD_NAME[period]}净亏损限额 ${yuan(limit)} 元（已亏损 ${yuan(Math.max(0, used))} 元），将于 ${siteClock(to)} 重置`,
    { period, limit, used, resetsAt: to },
  );
}

export function sessionLimitError(limitMinutes: number, resetsAt: number) {
  return new GatewayError(
    ErrorCode.sessionLimitReached,
    `本次游戏时长已达到您设置的 ${limitMinutes} 分钟上限，请休息片刻，${siteClock(resetsAt)} 后可再开始`,
    { limit: limitMinutes, resetsAt },
  );
}

export function excludedError(kind: 'timeout' | 'self_exclusion', endsAt: number) {
  const name = kind === 'timeout' ? '冷静期' : '自我禁入';
  return new GatewayError(
    ErrorCode.playExcluded,
    `您正处于${name}，至 ${siteClock(endsAt)} 结束；期间只能提款、查看消息和记录`,
    { kind, endsAt },
  );
}

export const changeRefused = (msg: string) => new GatewayError(ErrorCode.responsibleChangeRefused, msg);

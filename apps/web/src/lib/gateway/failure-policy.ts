import { classifyLineError } from '@arena/domain';
import { ErrorCode } from '@arena/protocol';
import type { zhCN } from '@/locales/zh-CN.ts';

/** Catalogue keys the gateway speaks with (typed from zh-CN, so a missing key fails the build). */
export type GatewayMessageKey = `gateway.${keyof (typeof zhCN)['gateway']}` | 'common.ok' | 'verify.closed';

/**
 * What the client does about a failed call: one entry per row of the spec §8 error catalogue.
 * Pure data, so each row is a unit test; `failure-effects.ts` carries the actions out.
 */
export type FailureAction =
  /** 10402 / 10403: ignored (spec §5, §8). */
  | { kind: 'ignore' }
  /** A toast with a catalogue message key; `suffix` is appended (the HTTP status of a network error). */
  | { kind: 'toast'; key: FailureMessageKey; durationMs?: number; suffix?: string }
  /** Warm-reminder prompt with one OK button to /login, plus the toast (spec §8 "Login required"). */
  | { kind: 'login-required' }
  /** HTTP 401: the logout event (spec §8). */
  | { kind: 'logout-event' }
  /** Session end: clear, reset flags, drop prompts, alert the server's message, /login (spec §4). */
  | { kind: 'session-end'; message: string; dedupe: boolean }
  /** Maintenance (status 0) or alert page with the data, unless the go flag is set or on /cs. */
  | { kind: 'access-caveat'; data: unknown }
  /** Clear the session and go to /access-restriction. */
  | { kind: 'access-restriction' }
  /** /maintenance with the maintenance data: only for the per-info call (spec §8). */
  | { kind: 'maintenance'; data: unknown }
  /** Robot check: jump to the check page and show the generic error. */
  | { kind: 'robot-check'; data: unknown }
  /** Warm-tip alert whose OK returns to /app/home (spec §8 "Activity blacklist"). */
  | { kind: 'activity-blacklist'; message: string }
  /** Not a §8 row: the caller shows the server's message where it fits (a form field, a toast). */
  | { kind: 'caller' };

/** i18n keys of the §8 messages (zh-CN catalogue `gateway.*`). */
export type FailureMessageKey = GatewayMessageKey;

/** Toast durations of spec §8 / §9: timeout 1.5 s, other network errors 1 s. */
export const TIMEOUT_TOAST_MS = 1500;
export const NETWORK_ERROR_TOAST_MS = 1000;

const SESSION_END = new Set<number>([
  ErrorCode.authError,
  ErrorCode.loginElsewhere,
  ErrorCode.accountBlocked,
  ErrorCode.passwordChanged,
]);
const GENERIC = new Set<number>([
  ErrorCode.rateLimitedIp,
  ErrorCode.rateLimitedMember,
  ErrorCode.rateLimitedCall,
  ErrorCode.degraded,
]);

/** Context a decision needs: which call failed (the per-info rule) and the server's message. */
export interface FailureContext {
  callId: string;
  message: string;
  data: unknown;
}

/** Decides the §8 behaviour for a server answer with a non-zero code. */
export function decideFailure(code: number, ctx: FailureContext): FailureAction {
  if (code === ErrorCode.ignoredA || code === ErrorCode.ignoredB) return { kind: 'ignore' };
  if (code === ErrorCode.unauthorized) return { kind: 'logout-event' };
  if (code === ErrorCode.loginRequired) return { kind: 'login-required' };
  if (code === ErrorCode.tooManyVisitors) return { kind: 'toast', key: 'gateway.tooManyVisitors' };
  if (code === ErrorCode.verificationCode) return { kind: 'toast', key: 'gateway.verificationCode' };
  if (code === ErrorCode.robotCheck) return { kind: 'robot-check', data: ctx.data };
  if (GENERIC.has(code)) return { kind: 'toast', key: 'gateway.generic' };
  if (SESSION_END.has(code)) return { kind: 'session-end', message: ctx.message, dedupe: false };
  if (code === ErrorCode.ipBlocked || code === ErrorCode.deviceBlocked)
    return { kind: 'session-end', message: ctx.message, dedupe: true };
  if (code === ErrorCode.accessCaveat) return { kind: 'access-caveat', data: ctx.data };
  if (code === ErrorCode.accessRestricted) return { kind: 'access-restriction' };
  if (code === ErrorCode.systemMaintenance)
    return ctx.callId === 'site.perInfoV5Get'
      ? { kind: 'maintenance', data: ctx.data }
      : { kind: 'toast', key: 'gateway.generic' };
  if (code === ErrorCode.activityBlacklist) return { kind: 'activity-blacklist', message: ctx.message };
  return { kind: 'caller' };
}

/** Where an access caveat sends the user (spec §4): status 0 → /maintenance, else /access-alert. */
export function caveatTarget(data: unknown): 'maintenance' | 'access-alert' {
  const status = typeof data === 'object' && data !== null && 'status' in data ? data.status : 1;
  return status === 0 ? 'maintenance' : 'access-alert';
}

/**
 * Line errors of credentials-off calls (spec §8): after `threshold` consecutive network failures the
 * client switches line and says 1000022 "line abnormal, switching"; below it, 1000023 "network abnormal".
 * The rule itself is the domain's `classifyLineError`, so there is one definition of it.
 */
export function lineErrorCode(consecutiveFailures: number, threshold: number): number {
  return ErrorCode[classifyLineError(consecutiveFailures, threshold)];
}

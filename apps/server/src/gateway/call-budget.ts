import { ErrorCode } from '@arena/protocol';
import type { Queryable } from '../db/db.ts';
import type { WindowCounter } from '../cluster/cluster.ts';
import { GatewayError } from './gateway-error.ts';
import { spendBudgetHit, sweepBudgets } from './budget-repository.ts';
import { msg } from './user-messages.ts';

/** One budget: at most `limit` calls per `windowMs`, counted per client address and per device. */
export interface CallBudget {
  /** Calls sharing a bucket share the count (the three name checks are one budget). */
  bucket: string;
  windowMs: number;
  perIp: number;
  /** Omitted: the device is not counted (the address budget alone applies). */
  perDevice?: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Budgets of the calls that cost something or tell something when repeated (docs/protocol.md "Call
 * budgets"): registering (scrypt, a new account), the name checks (enumeration), sending a code (an
 * SMS or mail with a real provider), click reports and short URLs (write amplification), verification
 * pictures (raster work). Sized so a family behind one address never meets them; an address shared
 * by many (a carrier NAT) still gets dozens an hour.
 */
export const CALL_BUDGETS: Readonly<Record<string, CallBudget>> = {
  'auth.registerV4': { bucket: 'register', windowMs: HOUR, perIp: 20, perDevice: 5 },
  'auth.checkNameV1': { bucket: 'checkName', windowMs: MINUTE, perIp: 60, perDevice: 30 },
  'auth.checkNameV2': { bucket: 'checkName', windowMs: MINUTE, perIp: 60, perDevice: 30 },
  'auth.checkNameV3': { bucket: 'checkName', windowMs: MINUTE, perIp: 60, perDevice: 30 },
  'auth.sendCodeV3': { bucket: 'sendCode', windowMs: HOUR, perIp: 20, perDevice: 10 },
  'member.withdrawPasswordReset': { bucket: 'sendCode', windowMs: HOUR, perIp: 20, perDevice: 10 },
  'tracking.clickReport': { bucket: 'tracking', windowMs: MINUTE, perIp: 120, perDevice: 60 },
  'site.shortUrlGet': { bucket: 'shortUrl', windowMs: MINUTE, perIp: 60 },
  // Drawing a verification picture costs milliseconds of raster work: a person needs a few a minute.
  'site.captchaImage': { bucket: 'captchaPicture', windowMs: MINUTE, perIp: 60, perDevice: 20 },
  'auth.captchaExGet': { bucket: 'captchaPicture', windowMs: MINUTE, perIp: 60, perDevice: 20 },
};

/** Counts one hit of a budget's window for one client; answers the window's hits and start. */
export type BudgetHits = (
  bucket: string,
  clientKey: string,
  windowMs: number,
  now: Date,
) => Promise<{ hits: number; windowStart: Date }>;

/**
 * Where budget hits are counted, shared by every instance either way: the cluster's Redis when it
 * has one (an expiring counter per window), else the database (one upsert per hit).
 */
export function budgetHitsOf(db: Queryable, windows: WindowCounter | undefined): BudgetHits {
  if (windows)
    return async (bucket, clientKey, windowMs, now) => {
      const hit = await windows.hit(`budget:${bucket}:${clientKey}`, windowMs, now.getTime());
      return { hits: hit.hits, windowStart: new Date(hit.windowStart) };
    };
  return async (bucket, clientKey, windowMs, now) => {
    if (Math.random() < 0.01) await sweepBudgets(db, now);
    return spendBudgetHit(db, bucket, clientKey, windowMs, now);
  };
}

/**
 * Spends one call of the call's budget for this address and device; over budget answers the spec §8
 * "IP rate limited" code with the seconds until the window ends. Counted where every instance sees
 * the same hits ({@link budgetHitsOf}).
 */
export async function spendCallBudget(
  spend: BudgetHits,
  callId: string,
  client: { ip: string; deviceId: string | undefined },
  now: Date = new Date(),
  budgets: Readonly<Record<string, CallBudget>> = CALL_BUDGETS,
): Promise<void> {
  const budget = budgets[callId];
  if (!budget) return;
  const checks: [string, number][] = [[`ip:${client.ip}`, budget.perIp]];
  if (budget.perDevice !== undefined && client.deviceId)
    checks.push([`dev:${client.deviceId}`, budget.perDevice]);
  for (const [key, limit] of checks) {
    const { hits, windowStart } = await spend(budget.bucket, key, budget.windowMs, now);
    if (hits > limit) {
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((windowStart.getTime() + budget.windowMs - now.getTime()) / 1000),
      );
      throw new GatewayError(ErrorCode.rateLimitedIp, msg('gateway.tooFrequent'), { retryAfterSeconds });
    }
  }
}

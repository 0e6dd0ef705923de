import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';

/** From this many consecutive wrong passwords on, a login needs the verification dialog (issue 5). */
export const NEED_SAFE_AFTER_MISSES = 3;
/** At most this many login attempts per IP per minute; the next ones answer rateLimitedIp. */
export const LOGIN_ATTEMPTS_PER_IP_PER_MINUTE = 20;
const WINDOW_MS = 60 * 1000;

/** The need-safe answer of a login (spec §4): all three dialog types offered. */
export const needSafe = () =>
  new GatewayError(ErrorCode.needSafe, '请完成安全验证', { imageCode: 1, afs: 1, anji: 1 });

/**
 * Records one login attempt from `ip` and refuses it when the IP made more than the limit in the last
 * minute (refused attempts count too, so hammering keeps the door shut).
 */
export async function guardLoginRate(db: Queryable, ip: string, now: Date = new Date()): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  await db.query('delete from login_attempt where attempted_at < $1', [since]);
  await db.query('insert into login_attempt (ip, attempted_at) values ($1, $2)', [ip, now]);
  const { rows } = await db.query<{ n: number; first: Date }>(
    'select count(*)::int as n, min(attempted_at) as first from login_attempt where ip = $1',
    [ip],
  );
  const row = rows[0];
  if (row && row.n > LOGIN_ATTEMPTS_PER_IP_PER_MINUTE) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((new Date(row.first).getTime() + WINDOW_MS - now.getTime()) / 1000),
    );
    throw new GatewayError(ErrorCode.rateLimitedIp, '登录尝试过于频繁，请稍后再试', { retryAfterSeconds });
  }
}

/** Login names are counted in lower case, known or not, so the count never tells whether one exists. */
const nameKey = (name: string) => name.toLowerCase();

/** Consecutive wrong passwords for this login name. */
export async function missCount(db: Queryable, name: string): Promise<number> {
  const { rows } = await db.query<{ misses: number }>(
    'select misses from login_failure where name_key = $1',
    [nameKey(name)],
  );
  return rows[0]?.misses ?? 0;
}

/** Counts one more wrong password and answers the new count. */
export async function recordMiss(db: Queryable, name: string, now: Date = new Date()): Promise<number> {
  const { rows } = await db.query<{ misses: number }>(
    `insert into login_failure (name_key, misses, last_miss_at) values ($1, 1, $2)
     on conflict (name_key) do update set misses = login_failure.misses + 1, last_miss_at = $2
     returning misses`,
    [nameKey(name), now],
  );
  return rows[0]?.misses ?? 1;
}

/** A successful login clears the count. */
export async function clearMisses(db: Queryable, name: string): Promise<void> {
  await db.query('delete from login_failure where name_key = $1', [nameKey(name)]);
}

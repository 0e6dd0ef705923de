import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';

/** From this many consecutive wrong passwords on, a login needs the verification dialog (issue 5). */
export const NEED_SAFE_AFTER_MISSES = 3;
/** At most this many login attempts per IP per minute; the next ones answer rateLimitedIp. */
export const LOGIN_ATTEMPTS_PER_IP_PER_MINUTE = 20;
const WINDOW_MS = 60 * 1000;
/** Wrong passwords are forgotten this long after the last one, so an old typo never haunts a member. */
export const MISS_MEMORY_MS = 30 * 60 * 1000;
/**
 * Per-account limit: from this many consecutive misses on, the name refuses logins (even with a solved
 * dialog) until MISS_MEMORY_MS after the last miss. Counted per name, known or not.
 */
export const LOCK_AFTER_MISSES = 10;

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

/** Consecutive wrong passwords for this login name within MISS_MEMORY_MS of the last one. */
export async function missCount(db: Queryable, name: string, now: Date = new Date()): Promise<number> {
  const { rows } = await db.query<{ misses: number }>(
    'select misses from login_failure where name_key = $1 and last_miss_at >= $2',
    [nameKey(name), new Date(now.getTime() - MISS_MEMORY_MS)],
  );
  return rows[0]?.misses ?? 0;
}

/**
 * The misses that gate a login (need-safe from 3 on); refuses the login outright once the name has
 * LOCK_AFTER_MISSES, with the time left, so guessing stays slow even for someone who solves dialogs.
 */
export async function guardAccountMisses(
  db: Queryable,
  name: string,
  now: Date = new Date(),
): Promise<number> {
  const misses = await missCount(db, name, now);
  if (misses < LOCK_AFTER_MISSES) return misses;
  const { rows } = await db.query<{ last: Date }>(
    'select last_miss_at as last from login_failure where name_key = $1',
    [nameKey(name)],
  );
  const last = rows[0] ? new Date(rows[0].last).getTime() : now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((last + MISS_MEMORY_MS - now.getTime()) / 1000));
  throw new GatewayError(ErrorCode.rateLimitedMember, '该账号密码错误次数过多，请稍后再试', {
    retryAfterSeconds,
  });
}

/** Counts one more wrong password and answers the new count. */
export async function recordMiss(db: Queryable, name: string, now: Date = new Date()): Promise<number> {
  const { rows } = await db.query<{ misses: number }>(
    `insert into login_failure (name_key, misses, last_miss_at) values ($1, 1, $2)
     on conflict (name_key) do update
       set misses = case when login_failure.last_miss_at < $3 then 1 else login_failure.misses + 1 end,
           last_miss_at = $2
     returning misses`,
    [nameKey(name), now, new Date(now.getTime() - MISS_MEMORY_MS)],
  );
  return rows[0]?.misses ?? 1;
}

/** A successful login clears the count. */
export async function clearMisses(db: Queryable, name: string): Promise<void> {
  await db.query('delete from login_failure where name_key = $1', [nameKey(name)]);
}

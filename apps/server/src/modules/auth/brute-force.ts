import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';

/** From this many consecutive wrong passwords on, a login needs the verification dialog. */
export const NEED_SAFE_AFTER_MISSES = 3;
/** At most this many login attempts per IP per minute; the next ones answer rateLimitedIp. */
export const LOGIN_ATTEMPTS_PER_IP_PER_MINUTE = 20;
const WINDOW_MS = 60 * 1000;
/** Wrong passwords are forgotten this long after the last one, so an old typo never haunts a member. */
export const MISS_MEMORY_MS = 30 * 60 * 1000;
/**
 * Per-client limit: from this many consecutive misses on one name from one client address, that client
 * is refused on that name (even with a solved dialog) for a back-off that doubles with each further
 * miss, from {@link LOCK_BASE_MS} up to MISS_MEMORY_MS. Other clients only ever meet the dialog, so
 * nobody can lock a member out by guessing at their name.
 */
export const LOCK_AFTER_MISSES = 10;
/** The first lock of a client on a name; each further miss doubles it. */
export const LOCK_BASE_MS = 60 * 1000;

/** How long a client with `misses` consecutive misses on a name stays locked after the last one. */
export function lockMsFor(misses: number): number {
  if (misses < LOCK_AFTER_MISSES) return 0;
  return Math.min(MISS_MEMORY_MS, LOCK_BASE_MS * 2 ** (misses - LOCK_AFTER_MISSES));
}

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
 * The name-wide misses that gate a login (need-safe from 3 on, whoever missed); refuses the login
 * outright while this client is locked on this name (see {@link lockMsFor}), with the time left, so
 * guessing stays slow even for someone who solves dialogs.
 */
export async function guardAccountMisses(
  db: Queryable,
  name: string,
  now: Date = new Date(),
  client = '',
): Promise<number> {
  const { rows } = await db.query<{ misses: number; last: Date }>(
    `select misses, last_miss_at as last from login_failure_client
      where name_key = $1 and client_key = $2 and last_miss_at >= $3`,
    [nameKey(name), client, new Date(now.getTime() - MISS_MEMORY_MS)],
  );
  const own = rows[0];
  if (own) {
    const until = new Date(own.last).getTime() + lockMsFor(own.misses);
    if (until > now.getTime()) {
      const retryAfterSeconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      throw new GatewayError(ErrorCode.rateLimitedMember, '该账号密码错误次数过多，请稍后再试', {
        retryAfterSeconds,
      });
    }
  }
  return missCount(db, name, now);
}

/** Counts one more wrong password, name-wide and for this client, and answers the name-wide count. */
export async function recordMiss(
  db: Queryable,
  name: string,
  now: Date = new Date(),
  client = '',
): Promise<number> {
  await db.query(
    `insert into login_failure_client (name_key, client_key, misses, last_miss_at) values ($1, $2, 1, $3)
     on conflict (name_key, client_key) do update
       set misses = case when login_failure_client.last_miss_at < $4 then 1
                         else login_failure_client.misses + 1 end,
           last_miss_at = $3`,
    [nameKey(name), client, now, new Date(now.getTime() - MISS_MEMORY_MS)],
  );
  if (Math.random() < 0.01) {
    await db.query('delete from login_failure_client where last_miss_at < $1', [
      new Date(now.getTime() - MISS_MEMORY_MS),
    ]);
  }
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

/**
 * A successful login (or a password reset) clears the name-wide count and this client's; other
 * clients that guessed at the name stay locked.
 */
export async function clearMisses(db: Queryable, name: string, client = ''): Promise<void> {
  await db.query('delete from login_failure where name_key = $1', [nameKey(name)]);
  await db.query('delete from login_failure_client where name_key = $1 and client_key = $2', [
    nameKey(name),
    client,
  ]);
}

/** Wrong old passwords on a signed-in password change before it is refused for MISS_MEMORY_MS. */
export const PASSWORD_CHANGE_MISSES = 5;

/**
 * Refuses a password change while the member has PASSWORD_CHANGE_MISSES wrong old passwords within
 * MISS_MEMORY_MS of the last one: a stolen session cannot guess the password through this form.
 */
export async function guardPasswordChange(
  db: Queryable,
  memberId: number,
  now: Date = new Date(),
): Promise<void> {
  const { rows } = await db.query<{ misses: number; last: Date }>(
    'select misses, last_miss_at as last from password_change_miss where member_id = $1 and last_miss_at >= $2',
    [memberId, new Date(now.getTime() - MISS_MEMORY_MS)],
  );
  const row = rows[0];
  if (!row || row.misses < PASSWORD_CHANGE_MISSES) return;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((new Date(row.last).getTime() + MISS_MEMORY_MS - now.getTime()) / 1000),
  );
  throw new GatewayError(ErrorCode.rateLimitedMember, '原密码错误次数过多，请稍后再试', {
    retryAfterSeconds,
  });
}

/** Counts one wrong old password on a password change. */
export async function recordPasswordChangeMiss(
  db: Queryable,
  memberId: number,
  now: Date = new Date(),
): Promise<void> {
  await db.query(
    `insert into password_change_miss (member_id, misses, last_miss_at) values ($1, 1, $2)
     on conflict (member_id) do update
       set misses = case when password_change_miss.last_miss_at < $3 then 1
                         else password_change_miss.misses + 1 end,
           last_miss_at = $2`,
    [memberId, now, new Date(now.getTime() - MISS_MEMORY_MS)],
  );
}

/** A password change that verified clears the count. */
export async function clearPasswordChangeMisses(db: Queryable, memberId: number): Promise<void> {
  await db.query('delete from password_change_miss where member_id = $1', [memberId]);
}

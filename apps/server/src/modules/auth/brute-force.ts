import { ErrorCode, GatewayError } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import type { Cluster, StreakCounter, TimeLog } from '../../cluster/cluster.ts';
import {
  addMiss,
  deleteMissRows,
  clearPasswordChangeMissRow,
  countPasswordChangeTry,
  missesSince,
  noteAttempt,
  passwordChangeMissesSince,
} from './login-failure-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

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
  new GatewayError(ErrorCode.needSafe, msg('common.needSafe'), { imageCode: 1, afs: 1, anji: 1 });

/**
 * Where login attempts and misses are counted (docs/scaling.md "What lives where"): the database, or
 * the cluster's Redis. Either way every instance counts the same attempts.
 */
export interface LoginFailureStore {
  /** Notes one login attempt from `ip`; answers the attempts of the last minute and when the oldest was. */
  attempt(ip: string, now: Date): Promise<{ count: number; first: Date }>;
  /**
   * Consecutive misses on the name (name-wide with `client` null, else this client's) within
   * MISS_MEMORY_MS of the last, with the last one's time; null when there are none.
   */
  misses(name: string, client: string | null, now: Date): Promise<{ misses: number; last: Date } | null>;
  /** Counts one miss name-wide and for this client; answers the name-wide count. */
  recordMiss(name: string, client: string, now: Date): Promise<number>;
  /** Clears the name-wide count and this client's. */
  clear(name: string, client: string): Promise<void>;
}

/** Login names are counted in lower case, known or not, so the count never tells whether one exists. */
const nameKey = (name: string) => name.toLowerCase();

/** The counts as rows (login-failure-repository.ts). */
export function databaseLoginFailures(db: Queryable): LoginFailureStore {
  return {
    attempt: (ip, now) => noteAttempt(db, ip, now, new Date(now.getTime() - WINDOW_MS)),
    misses: (name, client, now) =>
      missesSince(db, nameKey(name), client, new Date(now.getTime() - MISS_MEMORY_MS)),
    recordMiss: (name, client, now) =>
      addMiss(db, nameKey(name), client, now, new Date(now.getTime() - MISS_MEMORY_MS)),
    clear: (name, client) => deleteMissRows(db, nameKey(name), client),
  };
}

/**
 * The counts in the cluster's Redis: the attempts of an address as a time log keeping one more than
 * the limit (enough to decide), the misses as runs that Redis forgets MISS_MEMORY_MS after the last.
 */
export function sharedLoginFailures(timeLog: TimeLog, streaks: StreakCounter): LoginFailureStore {
  const nameRun = (name: string) => `login-miss:${nameKey(name)}`;
  const clientRun = (name: string, client: string) =>
    `login-miss-by:${JSON.stringify([client, nameKey(name)])}`;
  return {
    async attempt(ip, now) {
      const key = `login-ip:${ip}`;
      await timeLog.add(key, now.getTime(), LOGIN_ATTEMPTS_PER_IP_PER_MINUTE + 1, WINDOW_MS);
      const recent = (await timeLog.recent(key)).filter((at) => at > now.getTime() - WINDOW_MS);
      return { count: recent.length, first: new Date(recent[0] ?? now.getTime()) };
    },
    async misses(name, client) {
      const run = await streaks.read(client === null ? nameRun(name) : clientRun(name, client));
      return run ? { misses: run.count, last: new Date(run.last) } : null;
    },
    async recordMiss(name, client, now) {
      await streaks.add(clientRun(name, client), now.getTime(), MISS_MEMORY_MS);
      return streaks.add(nameRun(name), now.getTime(), MISS_MEMORY_MS);
    },
    async clear(name, client) {
      await streaks.clear(nameRun(name));
      await streaks.clear(clientRun(name, client));
    },
  };
}

/** The instance's store: the cluster's Redis counters when it has them, else the database. */
export function loginFailuresOf(db: Queryable, cluster: Cluster): LoginFailureStore {
  return cluster.counters
    ? sharedLoginFailures(cluster.timeLog, cluster.counters.streaks)
    : databaseLoginFailures(db);
}

/** A store, or the database itself (its rows). */
export type LoginFailures = LoginFailureStore | Queryable;
const storeOf = (where: LoginFailures): LoginFailureStore =>
  'attempt' in where ? where : databaseLoginFailures(where);

/**
 * Records one login attempt from `ip` and refuses it when the IP made more than the limit in the last
 * minute (refused attempts count too, so hammering keeps the door shut).
 */
export async function guardLoginRate(
  where: LoginFailures,
  ip: string,
  now: Date = new Date(),
): Promise<void> {
  const { count, first } = await storeOf(where).attempt(ip, now);
  if (count > LOGIN_ATTEMPTS_PER_IP_PER_MINUTE) {
    const retryAfterSeconds = Math.max(1, Math.ceil((first.getTime() + WINDOW_MS - now.getTime()) / 1000));
    throw new GatewayError(ErrorCode.rateLimitedIp, msg('auth.loginTooFrequent'), { retryAfterSeconds });
  }
}

/** Consecutive wrong passwords for this login name within MISS_MEMORY_MS of the last one. */
export async function missCount(where: LoginFailures, name: string, now: Date = new Date()): Promise<number> {
  return (await storeOf(where).misses(name, null, now))?.misses ?? 0;
}

/**
 * The name-wide misses that gate a login (need-safe from 3 on, whoever missed); refuses the login
 * outright while this client is locked on this name (see {@link lockMsFor}), with the time left, so
 * guessing stays slow even for someone who solves dialogs.
 */
export async function guardAccountMisses(
  where: LoginFailures,
  name: string,
  now: Date = new Date(),
  client = '',
): Promise<number> {
  const store = storeOf(where);
  const own = await store.misses(name, client, now);
  if (own) {
    const until = own.last.getTime() + lockMsFor(own.misses);
    if (until > now.getTime()) {
      const retryAfterSeconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      throw new GatewayError(ErrorCode.rateLimitedMember, msg('auth.accountPasswordLocked'), {
        retryAfterSeconds,
      });
    }
  }
  return missCount(store, name, now);
}

/** Counts one more wrong password, name-wide and for this client, and answers the name-wide count. */
export function recordMiss(
  where: LoginFailures,
  name: string,
  now: Date = new Date(),
  client = '',
): Promise<number> {
  return storeOf(where).recordMiss(name, client, now);
}

/**
 * A successful login (or a password reset) clears the name-wide count and this client's; other
 * clients that guessed at the name stay locked.
 */
export function clearMisses(where: LoginFailures, name: string, client = ''): Promise<void> {
  return storeOf(where).clear(name, client);
}

/** Wrong old passwords on a signed-in password change before it is refused for MISS_MEMORY_MS. */
export const PASSWORD_CHANGE_MISSES = 5;

/**
 * Counts this try of the old password on a password change, or refuses it while the member has
 * PASSWORD_CHANGE_MISSES tries within MISS_MEMORY_MS of the last one: a stolen session cannot guess
 * the password through this form. The try counts before the password is checked (a right one then
 * clears the count), so tries sent at once, to one instance or to several, cannot all pass the check
 * before any of them is counted.
 */
export async function guardPasswordChange(
  db: Queryable,
  memberId: number,
  now: Date = new Date(),
): Promise<void> {
  const forgotten = new Date(now.getTime() - MISS_MEMORY_MS);
  if (await countPasswordChangeTry(db, memberId, now, forgotten, PASSWORD_CHANGE_MISSES)) return;
  const row = await passwordChangeMissesSince(db, memberId, forgotten);
  const last = row ? new Date(row.last).getTime() : now.getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((last + MISS_MEMORY_MS - now.getTime()) / 1000));
  throw new GatewayError(ErrorCode.rateLimitedMember, msg('auth.oldPasswordLocked'), {
    retryAfterSeconds,
  });
}

/** A password change that verified clears the count. */
export async function clearPasswordChangeMisses(db: Queryable, memberId: number): Promise<void> {
  await clearPasswordChangeMissRow(db, memberId);
}

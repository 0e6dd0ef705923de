import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { msg } from '../../gateway/user-messages.ts';

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;

/**
 * scrypt at OWASP's Password Storage recommendation: N=2^17, r=8, p=1, or an equal-cost variant. We
 * take the variant N=2^15, r=8, p=3 (same work, a quarter of the memory: 32 MiB, not 128 MiB, per hash
 * in flight). Stored hashes carry their own parameters, so older ones keep verifying.
 */
export const SCRYPT_PARAMS = { N: 1 << 15, r: 8, p: 3 } as const;

/**
 * The cost test servers hash at (ARENA_WEAK_HASH_FOR_TESTS=1): the suites register hundreds of members,
 * and at the production cost those hashes alone were minutes of a 2-core run. Never in production: the
 * variable is ignored when NODE_ENV=production, and main.ts refuses to start with it there.
 */
export const TEST_SCRYPT_PARAMS = { N: 1 << 10, r: 8, p: 1 } as const;

/** The cost new hashes are made at, read per call so a test file can switch back to production's. */
export function hashCost(): { N: number; r: number; p: number } {
  const weak = process.env.ARENA_WEAK_HASH_FOR_TESTS === '1' && process.env.NODE_ENV !== 'production';
  return weak ? TEST_SCRYPT_PARAMS : SCRYPT_PARAMS;
}
const MAXMEM = 256 * 1024 * 1024;
const KEY_LEN = 32;

/** Hashes running at once: one per core; more would only queue inside libuv's pool. */
export const SCRYPT_CONCURRENCY = Math.max(1, availableParallelism());
/** Hashes waiting beyond those running; past this, the call is refused rather than queued. */
export const SCRYPT_QUEUE_MAX = 64;

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs one scrypt within the bounded queue (login, register, password change and reset all pass
 * here): a burst of them cannot grow the backlog without bound or starve everything else of the
 * thread pool. A full queue answers "busy, try again" at once.
 */
async function withinQueue<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SCRYPT_CONCURRENCY) {
    if (waiting.length >= SCRYPT_QUEUE_MAX)
      throw new GatewayError(ErrorCode.rateLimitedCall, msg('auth.systemBusy'), { retryAfterSeconds: 1 });
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Hashes in flight and waiting (for tests and the health view). */
export const scryptLoad = () => ({ running, waiting: waiting.length });

/** Hashes a password with scrypt; the result carries its own parameters and salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = hashCost();
  const key = await withinQueue(() => scryptAsync(password, salt, KEY_LEN, { N, r, p, maxmem: MAXMEM }));
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * A hash of a random password at the current cost: verifying against it spends the same time as a real
 * member's, so an unknown login name cannot be told apart by timing.
 */
export function dummyPasswordHash(): string {
  const { N, r, p } = hashCost();
  return `scrypt$${N}$${r}$${p}$c2FsdHNhbHRzYWx0c2FsdA==$3q2+7wAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
}

/** Verifies a password against a stored scrypt hash in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await withinQueue(() =>
    scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAXMEM,
    }),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

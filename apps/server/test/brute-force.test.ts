import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import {
  LOCK_AFTER_MISSES,
  MISS_MEMORY_MS,
  lockMsFor,
  missCount,
  recordMiss,
} from '../src/modules/auth/brute-force.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { ipSource, loginInput } from './account-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const freshIp = ipSource(7);
const login = (name: string, password: string) =>
  t.call(catalogue.auth.loginV3, loginInput(name, password), { remoteAddress: freshIp() });

/** Puts `misses` wrong passwords on a name, the last one `agoMs` before now. */
async function setMisses(name: string, misses: number, agoMs: number) {
  await t.db.query(
    `insert into login_failure (name_key, misses, last_miss_at) values ($1, $2, $3)
     on conflict (name_key) do update set misses = $2, last_miss_at = $3`,
    [name.toLowerCase(), misses, new Date(Date.now() - agoMs)],
  );
}

/** Puts `misses` wrong passwords on a name from one client address, the last one `agoMs` before now. */
async function setClientMisses(name: string, client: string, misses: number, agoMs: number) {
  await t.db.query(
    `insert into login_failure_client (name_key, client_key, misses, last_miss_at) values ($1, $2, $3, $4)
     on conflict (name_key, client_key) do update set misses = $3, last_miss_at = $4`,
    [name.toLowerCase(), client, misses, new Date(Date.now() - agoMs)],
  );
}

// Brute force: per-account limits; spec §4 need-safe after wrong passwords.
describe('per-account wrong-password memory', () => {
  it('forgets misses 30 minutes after the last one', async () => {
    const now = new Date();
    await recordMiss(t.db, 'decay-a', new Date(now.getTime() - MISS_MEMORY_MS - 1000));
    expect(await missCount(t.db, 'decay-a', now)).toBe(0);
    // A new miss after the memory starts counting from one again, not from two.
    expect(await recordMiss(t.db, 'decay-a', now)).toBe(1);
    expect(await recordMiss(t.db, 'DECAY-A', now)).toBe(2);
    expect(await missCount(t.db, 'decay-a', now)).toBe(2);
  });

  it('lets the demo member in without a dialog once old misses are forgotten', async () => {
    await setMisses('demo', 5, MISS_MEMORY_MS + 60_000);
    expect((await login('demo', 'arena2026')).code).toBe(ErrorCode.ok);
  });

  it('still asks for the dialog while recent misses are remembered', async () => {
    await setMisses('demo', 3, 60_000);
    expect((await login('demo', 'arena2026')).code).toBe(ErrorCode.needSafe);
    await setMisses('demo', 0, MISS_MEMORY_MS * 2);
  });

  it('locks the client that missed 10 times on a name, even for the right password, and says when to retry', async () => {
    const ip = freshIp();
    const from = (name: string, password: string) =>
      t.call(catalogue.auth.loginV3, loginInput(name, password), { remoteAddress: ip });
    await setClientMisses('demo', ip, LOCK_AFTER_MISSES + 5, 5 * 60_000);
    const locked = await from('demo', 'arena2026');
    expect(locked.code).toBe(ErrorCode.rateLimitedMember);
    const retry = (locked.data as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(retry).toBeGreaterThan(24 * 60);
    expect(retry).toBeLessThanOrEqual(25 * 60);
    // An unknown name with the same history answers the same way (no name enumeration).
    await setClientMisses('nobody-such', ip, LOCK_AFTER_MISSES + 5, 5 * 60_000);
    expect((await from('nobody-such', 'whatever1')).code).toBe(ErrorCode.rateLimitedMember);
    await t.db.query('delete from login_failure_client where client_key = $1', [ip]);
    expect((await from('demo', 'arena2026')).code).toBe(ErrorCode.ok);
  });

  it('backs off: the lock doubles with each miss past 10, from 1 minute up to 30', () => {
    expect(lockMsFor(LOCK_AFTER_MISSES - 1)).toBe(0);
    expect(lockMsFor(LOCK_AFTER_MISSES)).toBe(60_000);
    expect(lockMsFor(LOCK_AFTER_MISSES + 1)).toBe(120_000);
    expect(lockMsFor(LOCK_AFTER_MISSES + 4)).toBe(16 * 60_000);
    expect(lockMsFor(LOCK_AFTER_MISSES + 20)).toBe(MISS_MEMORY_MS);
  });

  it('never locks the member out for others: 50 misses from many addresses only ask for the dialog', async () => {
    for (let i = 0; i < 50; i++) expect((await login('demo', `wrong-${i}x`)).code).not.toBe(ErrorCode.ok);
    const owner = await login('demo', 'arena2026');
    expect(owner.code).toBe(ErrorCode.needSafe); // a dialog, not a lock
    // The guessing client itself is locked once it passes 10 misses on the name.
    const ip = freshIp();
    for (let i = 0; i < LOCK_AFTER_MISSES; i++) {
      await recordMiss(t.db, 'demo', new Date(), ip);
    }
    const guesser = await t.call(catalogue.auth.loginV3, loginInput('demo', 'arena2026'), {
      remoteAddress: ip,
    });
    expect(guesser.code).toBe(ErrorCode.rateLimitedMember);
    await setMisses('demo', 0, MISS_MEMORY_MS * 2);
    await t.db.query('delete from login_failure_client where name_key = $1', ['demo']);
  });
});

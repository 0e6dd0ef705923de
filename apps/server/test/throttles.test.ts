import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createHash } from 'node:crypto';
import { isStaffLikeNickname } from '../src/modules/member/profile-service.ts';
import { ErrorCode, catalogue } from '@arena/protocol';
import { buildApp } from '../src/app.ts';
import { openMigratedMemoryDb } from './test-db.ts';
import { seed } from '../seed/seed.ts';
import { callApi } from './gateway-test-client.ts';
import { TEST_ADMIN_TOKEN, type TestApp } from './test-app.ts';
import { CALL_BUDGETS } from '../src/gateway/call-budget.ts';
import { PASSWORD_CHANGE_MISSES } from '../src/modules/auth/brute-force.ts';
import {
  SCRYPT_CONCURRENCY,
  SCRYPT_QUEUE_MAX,
  SCRYPT_PARAMS,
  hashPassword,
  verifyPassword,
} from '../src/modules/auth/password-hash.ts';
import { GatewayError } from '@arena/protocol';

/** A test gateway with the call budgets on, as `npm start` runs it. */
let t: TestApp;
beforeAll(async () => {
  const db = await openMigratedMemoryDb();
  await seed(db);
  const app = await buildApp({
    config: { webDist: '/nonexistent', logLevel: 'silent', adminToken: TEST_ADMIN_TOKEN, callBudgets: true },
    db,
  });
  await app.ready();
  t = {
    app,
    db,
    call: (call, input, opts) => callApi(app, call, input, opts),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}, 180_000);
afterAll(async () => t.close());

let serial = 0;
/** A fresh member from its own address and device, so the budgets under test never refuse the setup. */
async function newMember(_t: TestApp, prefix: string): Promise<{ id: number; name: string; token: string }> {
  serial++;
  const name = `${prefix}${serial}x${Math.floor(Math.random() * 1e6).toString(36)}`.slice(0, 16);
  const res = await t.call(
    catalogue.auth.registerV4,
    { name, password: 'abc12345', timewd: 'encoded', birthDate: '1990-01-01' },
    { remoteAddress: `10.90.${serial % 250}.1`, headers: { deviceId: `setup-${serial}` } },
  );
  expect(res.code, res.msg).toBe(ErrorCode.ok);
  const data = res.data as { token: string; member: { id: string } };
  return { id: Number(data.member.id), name, token: data.token };
}

// docs/protocol.md "Call budgets": name checks, codes and registering are budgeted per address and device.
describe('call budgets', () => {
  it('refuses the name checks past the per-address budget, shared by v1-v3, and not for another address', async () => {
    const budget = CALL_BUDGETS['auth.checkNameV1']!;
    const ip = '10.77.0.1';
    const probe = (i: number, remoteAddress: string) => {
      const opts = { remoteAddress, headers: { deviceId: `dev-${i}` } };
      if (i % 3 === 0) return t.call(catalogue.auth.checkNameV1, { name: `probe${i}` }, opts);
      if (i % 3 === 1)
        return t.call(
          catalogue.auth.checkNameV2,
          { phone: `1380013${String(i).padStart(4, '0')}`, areaCode: '86' },
          opts,
        );
      return t.call(catalogue.auth.checkNameV3, { email: `probe${i}@example.com` }, opts);
    };
    for (let i = 0; i < budget.perIp; i++) {
      const res = await probe(i, ip);
      expect(res.code, res.msg).not.toBe(ErrorCode.rateLimitedIp);
    }
    const over = await probe(1, ip);
    expect(over.code).toBe(ErrorCode.rateLimitedIp);
    expect((over.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    const elsewhere = await probe(2, '10.77.0.2');
    expect(elsewhere.code).not.toBe(ErrorCode.rateLimitedIp);
  });

  it('refuses registering past the per-device budget, whatever address the device comes from', async () => {
    const budget = CALL_BUDGETS['auth.registerV4']!;
    const device = 'one-phone';
    for (let i = 0; i < budget.perDevice!; i++) {
      const res = await t.call(
        catalogue.auth.registerV4,
        {
          name: `bud${i}x${Date.now() % 100000}`,
          password: 'abc12345',
          timewd: 'encoded',
          birthDate: '1990-01-01',
        },
        { remoteAddress: `10.78.0.${i + 1}`, headers: { deviceId: device } },
      );
      expect(res.code, res.msg).toBe(ErrorCode.ok);
    }
    const over = await t.call(
      catalogue.auth.registerV4,
      {
        name: `budover${Date.now() % 100000}`,
        password: 'abc12345',
        timewd: 'encoded',
        birthDate: '1990-01-01',
      },
      { remoteAddress: '10.78.1.1', headers: { deviceId: device } },
    );
    expect(over.code).toBe(ErrorCode.rateLimitedIp);
  });

  it('refuses drawing verification pictures past the per-device budget, shared by both picture calls', async () => {
    const budget = CALL_BUDGETS['auth.captchaExGet']!;
    const device = 'picture-phone';
    const opts = (i: number) => ({ remoteAddress: `10.79.0.${i + 1}`, headers: { deviceId: device } });
    const open = await t.call(catalogue.auth.captchaExRegister, {}, opts(0));
    const { captchaId } = open.data as { captchaId: string };
    for (let i = 0; i < budget.perDevice!; i++) {
      const res =
        i % 2 === 0
          ? await t.call(catalogue.auth.captchaExGet, { captchaId, captchaType: 'blockPuzzle' }, opts(i))
          : await t.call(catalogue.site.captchaImage, { uuid: captchaId }, opts(i));
      expect(res.code, res.msg).not.toBe(ErrorCode.rateLimitedIp);
    }
    const over = await t.call(catalogue.site.captchaImage, { uuid: captchaId }, opts(99));
    expect(over.code).toBe(ErrorCode.rateLimitedIp);
  });
});

describe('password change', () => {
  it(`refuses the change after ${PASSWORD_CHANGE_MISSES} wrong old passwords, even with the right one`, async () => {
    const m = await newMember(t, 'pwc');
    const change = (oldPassword: string) =>
      t.call(
        catalogue.auth.updatePass,
        { oldPassword, password: 'new12345', timewd: 'encoded' },
        { token: m.token },
      );
    for (let i = 0; i < PASSWORD_CHANGE_MISSES; i++) {
      expect((await change(`wrong${i}abc`)).code).toBe(ErrorCode.badCredentials);
    }
    const refused = await change('abc12345');
    expect(refused.code).toBe(ErrorCode.rateLimitedMember);
    await t.db.query('delete from password_change_miss where member_id = $1', [m.id]);
    expect((await change('abc12345')).code).toBe(ErrorCode.ok);
  });

  it(`checks only ${PASSWORD_CHANGE_MISSES} of many wrong old passwords sent at once`, async () => {
    // Each try counts before its password is checked, so a burst cannot slip past the count.
    const m = await newMember(t, 'pwb');
    const tries = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.call(
          catalogue.auth.updatePass,
          { oldPassword: `wrong${i}abc`, password: 'new12345', timewd: 'encoded' },
          { token: m.token },
        ),
      ),
    );
    const codes = tries.map((r) => r.code);
    expect(codes.filter((c) => c === ErrorCode.badCredentials)).toHaveLength(PASSWORD_CHANGE_MISSES);
    expect(codes.filter((c) => c === ErrorCode.rateLimitedMember)).toHaveLength(12 - PASSWORD_CHANGE_MISSES);
  });
});

describe('password hashing', () => {
  it('hashes at the OWASP cost (N=2^15, r=8, p=3) and still verifies older hashes', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 3 });
    // The suites hash cheaply; this test hashes at the production cost.
    const weak = process.env.ARENA_WEAK_HASH_FOR_TESTS;
    delete process.env.ARENA_WEAK_HASH_FOR_TESTS;
    onTestFinished(() => {
      process.env.ARENA_WEAK_HASH_FOR_TESTS = weak;
    });
    const hash = await hashPassword('abc12345');
    expect(hash.startsWith('scrypt$32768$8$3$')).toBe(true);
    expect(await verifyPassword('abc12345', hash)).toBe(true);
    const seeded = await t.db.query<{ password_hash: string }>(
      "select password_hash from member where name = 'demo'",
    );
    expect(await verifyPassword('arena2026', seeded.rows[0]!.password_hash)).toBe(true);
  });

  it('bounds the scrypt backlog: a burst beyond the queue is refused at once, not queued', async () => {
    const burst = SCRYPT_CONCURRENCY + SCRYPT_QUEUE_MAX + 10;
    const results = await Promise.allSettled(Array.from({ length: burst }, () => hashPassword('x1234567')));
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' &&
        r.reason instanceof GatewayError &&
        r.reason.code === ErrorCode.rateLimitedCall,
    );
    expect(refused).toHaveLength(10);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(
      SCRYPT_CONCURRENCY + SCRYPT_QUEUE_MAX,
    );
  }, 120_000);
});

describe('sessions at rest', () => {
  it('keeps only the SHA-256 of a session token, and the token still signs in', async () => {
    const m = await newMember(t, 'tok');
    const { rows } = await t.db.query<{ token: string }>('select token from session where member_id = $1', [
      m.id,
    ]);
    expect(rows.map((r) => r.token)).toEqual([createHash('sha256').update(m.token).digest('hex')]);
    expect(rows[0]!.token).not.toContain(m.token);
    const me = await t.call(catalogue.auth.changePasswordCheck, {}, { token: m.token });
    expect(me.code).toBe(ErrorCode.ok);
  });
});

describe('staff words in nicknames', () => {
  it.each([['官方客服'], ['客 服 小美'], ['ＡＤＭＩＮ'], ['a.d.m.i.n'], ['Support-01']])(
    'refuses %s as a nickname',
    async (nickName) => {
      const a = await newMember(t, 'nick');
      const res = await t.call(catalogue.member.updateNickName, { nickName }, { token: a.token });
      expect(res.code).toBe(ErrorCode.badInput);
      expect(res.data).toMatchObject({ field: 'nickName' });
    },
  );

  it('still takes ordinary names', () => {
    expect(isStaffLikeNickname('小明')).toBe(false);
    expect(isStaffLikeNickname('球迷老王')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isLoopbackHost, loadConfig, parseTrustProxy, readDotEnv } from '../src/config.ts';
import { openDb } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { localAdminToken, localPinPepper } from '../src/plugins/admin-token-file.ts';
import { redactUrl } from '../src/plugins/server-options.ts';

const TOKEN = 'x'.repeat(32);
const PEPPER = 'p'.repeat(32);
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'arena-config-'));

describe('configuration', () => {
  it('requires an operator token of at least 32 characters when HOST is not loopback', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/ADMIN_TOKEN: required/);
    expect(() => loadConfig({ HOST: '0.0.0.0', ADMIN_TOKEN: 'short-token-of-20chr' })).toThrow(/32/);
    expect(loadConfig({ HOST: '0.0.0.0', ADMIN_TOKEN: TOKEN, WITHDRAW_PIN_PEPPER: PEPPER }).adminToken).toBe(
      TOKEN,
    );
    expect(loadConfig({ HOST: '127.0.0.1' }).adminToken).toBeUndefined();
    expect(isLoopbackHost('::1') && isLoopbackHost('localhost') && !isLoopbackHost('10.0.0.1')).toBe(true);
  });

  // docs/scaling.md "Security", docs/decisions.md "Security verification".
  it('requires a Redis secret with Redis, and keeps the geetest stand-in off and out of production', () => {
    const redis = { REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(() => loadConfig(redis)).toThrow(/REDIS_SECRET: required/);
    expect(() => loadConfig({ ...redis, REDIS_SECRET: 'short' })).toThrow(/32/);
    expect(loadConfig({ ...redis, REDIS_SECRET: PEPPER }).redisSecret).toBe(PEPPER);
    expect(loadConfig({}).geetestStandIn).toBe(false);
    expect(loadConfig({ GEETEST_STANDIN: 'on' }).geetestStandIn).toBe(true);
    expect(() => loadConfig({ GEETEST_STANDIN: 'on', NODE_ENV: 'production' })).toThrow(/GEETEST_STANDIN/);
  });

  it('requires a withdraw PIN pepper of at least 32 characters when HOST is not loopback', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0', ADMIN_TOKEN: TOKEN })).toThrow(
      /WITHDRAW_PIN_PEPPER: required/,
    );
    expect(() => loadConfig({ HOST: '0.0.0.0', ADMIN_TOKEN: TOKEN, WITHDRAW_PIN_PEPPER: 'short' })).toThrow(
      /32/,
    );
    expect(loadConfig({ HOST: '0.0.0.0', ADMIN_TOKEN: TOKEN, WITHDRAW_PIN_PEPPER: PEPPER }).pinPepper).toBe(
      PEPPER,
    );
    expect(loadConfig({ HOST: '127.0.0.1' }).pinPepper).toBeUndefined();
  });

  it('seeds the demo by default only for PGlite on loopback, unless DEMO_SEED says otherwise', () => {
    expect(loadConfig({}).demoSeed).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db' }).demoSeed).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', ADMIN_TOKEN: TOKEN, WITHDRAW_PIN_PEPPER: PEPPER }).demoSeed).toBe(
      false,
    );
    expect(
      loadConfig({ HOST: '0.0.0.0', ADMIN_TOKEN: TOKEN, WITHDRAW_PIN_PEPPER: PEPPER, DEMO_SEED: 'on' })
        .demoSeed,
    ).toBe(true);
    expect(loadConfig({ DEMO_SEED: 'off' }).demoSeed).toBe(false);
  });

  it('reads TRUST_PROXY as off, all hops, a hop count or addresses', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('reads .env without overriding the real environment, and refuses unknown keys', () => {
    const dir = tmp();
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, 'PORT=9191\nLOG_LEVEL=warn\n# a comment\nTRUST_PROXY=1\n');
    const env: NodeJS.ProcessEnv = { LOG_LEVEL: 'error' };
    readDotEnv(env, file);
    expect(env).toMatchObject({ PORT: '9191', LOG_LEVEL: 'error', TRUST_PROXY: '1' });
    expect(loadConfig(env).port).toBe(9191);
    fs.writeFileSync(file, 'PORTT=1\n');
    expect(() => readDotEnv({}, file)).toThrow(/unknown key PORTT/);
  });
});

describe('operator token', () => {
  it('is made once per data directory into a file only its owner can read', () => {
    const dir = tmp();
    const first = localAdminToken(dir);
    expect(first.token.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(first.file).mode & 0o777).toBe(0o600);
    expect(localAdminToken(dir).token).toBe(first.token);
  });

  it('the withdraw PIN pepper likewise: made once per data directory, owner-only, never the token', () => {
    const dir = tmp();
    const pepper = localPinPepper(dir);
    expect(pepper.secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(pepper.file).mode & 0o777).toBe(0o600);
    expect(localPinPepper(dir).secret).toBe(pepper.secret);
    expect(pepper.secret).not.toBe(localAdminToken(dir).token);
  });
});

describe('request logs', () => {
  it('redacts tickets, tokens and codes from logged URLs', () => {
    expect(redactUrl('/chat/ws?ticket=abc&room=1')).toBe('/chat/ws?ticket=[redacted]&room=1');
    expect(redactUrl('/launch?launchToken=t0k&game=slots&sign=s1')).toBe(
      '/launch?launchToken=[redacted]&game=slots&sign=[redacted]',
    );
    expect(redactUrl('/api/live/list?page=1')).toBe('/api/live/list?page=1');
  });
});

describe('migrations', () => {
  it('applies each file once when two instances migrate the same database at once', async () => {
    const db = await openDb({ dataDir: 'memory' });
    try {
      const [a, b] = await Promise.all([migrate(db), migrate(db)]);
      const files = fs
        .readdirSync(path.resolve(import.meta.dirname, '../migrations'))
        .filter((f) => f.endsWith('.sql'));
      expect([...a, ...b].sort()).toEqual(files.sort());
      const { rows } = await db.query<{ n: number }>('select count(*)::int as n from schema_migrations');
      expect(rows[0]?.n).toBe(files.length);
    } finally {
      await db.close();
    }
  }, 180_000);
});

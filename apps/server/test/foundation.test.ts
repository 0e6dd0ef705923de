import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../src/db/db.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_MEMBER, seed } from '../seed/seed.ts';
import { verifyPassword } from '../src/modules/auth/password-hash.ts';
import { defaultChatEdge, defaultChatEdgeProcesses, loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './test-app.ts';

describe('gateway foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'pglite' });
  });

  it('answers an unknown API path with a JSON not-found, not the SPA', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 10200 });
  });

  it('stores the demo member with a scrypt hash, never the password', async () => {
    const { rows } = await t.db.query<{ password_hash: string }>(
      'select password_hash from member where name = $1',
      [DEMO_MEMBER.name],
    );
    const hash = rows[0]?.password_hash ?? '';
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain(DEMO_MEMBER.password);
    expect(await verifyPassword(DEMO_MEMBER.password, hash)).toBe(true);
    expect(await verifyPassword('wrong0pass', hash)).toBe(false);
  });
});

describe('migrations and seed on disk', () => {
  it('are idempotent and keep data across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-db-'));
    const first = await openDb({ dataDir: dir });
    expect((await migrate(first)).length).toBeGreaterThan(0);
    await seed(first);
    await first.query("update site_config set value = '\"USDT\"' where key = 'settlementUnit'");
    await first.close();

    const second = await openDb({ dataDir: dir });
    expect(await migrate(second)).toEqual([]);
    await seed(second);
    const { rows } = await second.query<{ value: string; n: number }>(
      "select value, (select count(*)::int from member) as n from site_config where key = 'settlementUnit'",
    );
    expect(rows[0]).toEqual({ value: 'USDT', n: 1 });
    await second.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('config', () => {
  it('reads defaults and rejects a bad port with a clear message', () => {
    const cfg = loadConfig({});
    expect(cfg.port).toBe(8080);
    expect(cfg.host).toBe('127.0.0.1');
    expect(cfg.databaseUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  // docs/chat.md "Fan-out": edge processes only where there are cores for them.
  it('puts the chat sockets in edge processes from 4 cores, and reads CHAT_EDGE', () => {
    expect([1, 2, 3].map((n) => defaultChatEdge(n))).toEqual(['inline', 'inline', 'inline']);
    expect([4, 16].map((n) => defaultChatEdge(n))).toEqual(['process', 'process']);
    expect([2, 4, 5, 16].map((n) => defaultChatEdgeProcesses(n))).toEqual([1, 2, 3, 4]);
    const edge = loadConfig({ CHAT_EDGE: 'process', CHAT_EDGE_PROCESSES: '3' });
    expect([edge.chatEdge, edge.chatEdgeProcesses]).toEqual(['process', 3]);
    expect(loadConfig({}).chatEdge).toBe(defaultChatEdge());
    expect(() => loadConfig({ CHAT_EDGE: 'thread' })).toThrow(/CHAT_EDGE/);
    expect(() => loadConfig({ CHAT_EDGE_PROCESSES: '0' })).toThrow(/CHAT_EDGE_PROCESSES/);
  });
});

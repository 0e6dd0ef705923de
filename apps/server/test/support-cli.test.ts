import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@arena/protocol';
import { TEST_ADMIN_TOKEN, createTestApp, type TestApp } from './test-app.ts';
import { ops } from './support-helpers.ts';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/admin.mjs');

let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const admin = (args: string[]) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    const env = { ...process.env, ARENA_URL: base, ADMIN_TOKEN: TEST_ADMIN_TOKEN };
    execFile(process.execPath, [cli, ...args], { env }, (error, out) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out });
    });
  });

describe('operator accounts from the admin CLI (docs/customer-service.md)', () => {
  it('creates an operator whose password is hashed like members', async () => {
    const made = await admin(['support-operator', 'desk_cli', 'operator123', '小美']);
    expect(made.code, made.out).toBe(0);
    const { rows } = await t.db.query<{ password_hash: string; display_name: string }>(
      'select password_hash, display_name from support_operator where name = $1',
      ['desk_cli'],
    );
    expect(rows[0]?.display_name).toBe('小美');
    expect(rows[0]?.password_hash).toMatch(/^scrypt\$/);
    const login = await ops(t, null, 'POST', '/login', { name: 'DESK_CLI', password: 'operator123' });
    expect(login.code, login.msg).toBe(0);
    const again = await admin(['support-operator', 'desk_cli', 'operator123']);
    expect(again.code).toBe(1);
    expect(again.out).toContain(String(ErrorCode.conflict));
    const { rows: hashes } = await t.db.query<{ token_hash: string }>(
      'select token_hash from support_operator_session',
    );
    expect(hashes.map((h) => h.token_hash)).not.toContain((login.data as { token: string }).token);
  });
});

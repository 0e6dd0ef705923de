import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, catalogue } from '@arena/protocol';
import { TEST_ADMIN_TOKEN, createTestApp, type TestApp } from './test-app.ts';
import { ipSource, loginInput } from './account-helpers.ts';

const cli = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../scripts/admin.mjs');

let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

/** Runs `npm run admin -- …` (the script itself) against the test server. */
function admin(args: string[], token: string | null = TEST_ADMIN_TOKEN) {
  return new Promise<{ code: number; out: string; err: string }>((resolve) => {
    // `null` means "not set": the inherited ADMIN_TOKEN is dropped.
    const { ADMIN_TOKEN: _inherited, ...inherited } = process.env;
    const env = { ...inherited, ARENA_URL: base, ...(token === null ? {} : { ADMIN_TOKEN: token }) };
    execFile(process.execPath, [cli, ...args], { env }, (error, out, err) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out, err });
    });
  });
}

const freshIp = ipSource(9);

// The admin CLI blocks members, reads the outbox, decides reviews and settles orders.
describe('operator CLI', () => {
  it('blocks and unblocks a member through the running server', async () => {
    await t.call(catalogue.auth.registerV4, {
      name: 'clitarget',
      password: 'abc12345',
      timewd: 'x',
      birthDate: '1990-01-01',
    });
    const blocked = await admin(['block', 'clitarget']);
    expect(blocked.code).toBe(0);
    expect(JSON.parse(blocked.out)).toMatchObject({ code: 0, data: { name: 'clitarget', status: 2 } });
    const login = await t.call(catalogue.auth.loginV3, loginInput('clitarget', 'abc12345'), {
      remoteAddress: freshIp(),
    });
    expect(login.code).toBe(ErrorCode.accountBlocked);
    expect((await admin(['unblock', 'clitarget'])).code).toBe(0);
    const again = await t.call(catalogue.auth.loginV3, loginInput('clitarget', 'abc12345'), {
      remoteAddress: freshIp(),
    });
    expect(again.code).toBe(ErrorCode.ok);
  });

  it('reads the codes in the outbox', async () => {
    const sent = await t.call(catalogue.auth.sendCodeV3, {
      channel: 'email',
      target: 'cli@example.com',
      scene: 'register',
    });
    expect(sent.code).toBe(ErrorCode.ok);
    const res = await admin(['outbox', 'cli@example.com']);
    expect(res.code).toBe(0);
    const list = (JSON.parse(res.out) as { data: { list: { code: string }[] } }).data.list;
    expect(list).toHaveLength(1);
    expect(list[0]?.code).toMatch(/^\d{6}$/);
  });

  it('fails with a clear message without a token, for an unknown command, or a wrong token', async () => {
    const noToken = await admin(['ledger-check'], null);
    expect(noToken.code).toBe(2);
    expect(noToken.err).toContain('ADMIN_TOKEN is not set');
    const unknown = await admin(['explode']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown command: explode');
    const missingArg = await admin(['block']);
    expect(missingArg.code).toBe(2);
    expect(missingArg.err).toContain('block needs 1 argument');
    const wrong = await admin(['ledger-check'], 'not-the-token-at-all');
    expect(wrong.code).toBe(1);
  });

  it('checks the ledger', async () => {
    const res = await admin(['ledger-check']);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.out)).toMatchObject({ code: 0, data: { ok: true } });
  });
});

describe('operator CLI: responsible play', () => {
  it('shows a member’s limits and exclusions and adds an exclusion, never a shorter one', async () => {
    const reg = await t.call(catalogue.auth.registerV4, {
      name: 'clirgplay',
      password: 'abc12345',
      timewd: 'x',
      birthDate: '1990-01-01',
    });
    expect(reg.code, reg.msg).toBe(0);
    const added = await admin(['exclude', 'clirgplay', 'self_exclusion', '6', '本人来电']);
    expect(added.code, added.err).toBe(0);
    expect(JSON.parse(added.out)).toMatchObject({
      code: 0,
      data: { exclusion: { kind: 'self_exclusion', setBy: 'operator' } },
    });
    const shorter = await admin(['exclude', 'clirgplay', 'timeout', '7']);
    expect(shorter.code).toBe(1);
    expect(JSON.parse(shorter.out)).toMatchObject({ code: ErrorCode.responsibleChangeRefused });
    const view = await admin(['responsible', 'clirgplay']);
    expect(JSON.parse(view.out)).toMatchObject({
      data: { memberName: 'clirgplay', exclusions: [{ kind: 'self_exclusion', note: '本人来电' }] },
    });
  });
});

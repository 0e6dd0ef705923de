import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  HANDSHAKE_PATH,
  catalogue,
  completeHandshake,
  createClientKeyPair,
  handshakeAnswer,
  openResponse,
  sealRequest,
  toWireHeaders,
  type CallDef,
  type EnvelopeSession,
} from '@arena/protocol';
import { openDb } from '../src/db/db.ts';
import { checkLedger } from '../src/modules/wallet/ledger-check.ts';
import { loginInput } from './account-helpers.ts';

// Issue 6 "Done when": a fault test kills the server mid-run (SIGKILL) and, after restart on the same
// DATA_DIR, the ledger balances and every acknowledged operation is present.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arena-wallet-fault-'));
const adminToken = `fault-admin-${Date.now()}`;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the real gateway (apps/server/src/main.ts) on `dataDir` and waits until it is healthy. */
async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server not healthy within 90 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseUrl, child };
}

/** A tiny HTTP client of the real gateway: handshake, sealed request, opened answer (docs/protocol.md). */
async function client(baseUrl: string) {
  const pair = await createClientKeyPair();
  const hs = await fetch(`${baseUrl}${HANDSHAKE_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ publicKey: pair.publicKey }),
  });
  const session: EnvelopeSession = await completeHandshake(
    pair,
    handshakeAnswer.parse(((await hs.json()) as { data: unknown }).data),
  );
  return async <C extends CallDef>(call: C, input: z.input<C['input']>, token = '') => {
    const sealed = await sealRequest({
      keys: session.keys,
      keyId: session.keyId,
      method: call.method,
      path: call.path,
      now: Date.now(),
      body: input,
    });
    const headers = toWireHeaders({
      siteId: '5000',
      clientType: 'web',
      version: '1.1.0',
      deviceId: 'fault-test',
      language: 'zh-CN',
      token,
      ...sealed.headers,
    });
    const res = await fetch(`${baseUrl}${call.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(sealed.body),
    });
    const body = (await openResponse(session.keys, await res.json(), sealed.headers.nonce)) as {
      code: number;
      msg: string;
      data: unknown;
    };
    return body;
  };
}

const admin = (baseUrl: string, method: 'GET' | 'POST', url: string) =>
  fetch(`${baseUrl}${url}`, { method, headers: { authorization: `Bearer ${adminToken}` } }).then(
    (r) => r.json() as Promise<{ code: number; data: unknown }>,
  );

interface Acked {
  call: CallDef;
  input: Record<string, unknown>;
  data: unknown;
  settledOrder?: string;
}

describe('SIGKILL mid-run', () => {
  it('keeps every acknowledged operation and a balanced ledger after restart', async () => {
    const first = await startServer();
    let call = await client(first.baseUrl);
    const login = await call(catalogue.auth.loginV3, loginInput('demo', 'arena2026'));
    expect(login.code, login.msg).toBe(0);
    const token = (login.data as { token: string }).token;

    const acked: Acked[] = [];
    let n = 0;
    let killed = false;
    const g = catalogue.games;
    const f = catalogue.finance;
    const worker = async (w: number) => {
      while (!killed) {
        n += 1;
        const idempotencyKey = `fault-${w}-${n}-${Date.now()}`;
        const pick = n % 5;
        try {
          if (pick === 4) {
            const input = {
              payTypeId: 'bank',
              channelId: 'bank-1',
              amount: 10_000 + (n % 7) * 100,
              idempotencyKey,
            };
            const res = await call(f.payVal, input, token);
            if (res.code !== 0) continue;
            const orderNo = (res.data as { orderNo: string }).orderNo;
            const settled = await admin(first.baseUrl, 'POST', `/admin/finance/deposits/${orderNo}/settle`);
            if (settled.code === 0)
              acked.push({ call: f.payVal, input, data: res.data, settledOrder: orderNo });
            continue;
          }
          const [c, input]: [CallDef, Record<string, unknown>] =
            pick === 0
              ? [g.transferIn, { api_name: 'by', amount: 1_000 + n, walletType: 'RMB', idempotencyKey }]
              : pick === 1
                ? [g.transferOut, { transfer_out: 'by', amount: 500 + n, walletType: 'RMB', idempotencyKey }]
                : pick === 2
                  ? [f.yebToYeb, { amount: 700 + n, idempotencyKey }]
                  : [f.yebToCenter, { amount: 300 + n, idempotencyKey }];
          const res = await call(c, input as never, token);
          if (res.code === 0) acked.push({ call: c, input, data: res.data });
        } catch {
          // the connection died with the server: not acknowledged
        }
      }
    };
    const workers = Array.from({ length: 6 }, (_, i) => worker(i));
    // Let operations run, then kill the server in the middle of them.
    while (acked.length < 60) await new Promise((r) => setTimeout(r, 50));
    killed = true;
    first.child.kill('SIGKILL');
    await Promise.all(workers);
    await new Promise<void>((r) =>
      first.child.exitCode !== null || first.child.signalCode !== null
        ? r()
        : first.child.once('exit', () => r()),
    );
    expect(first.child.signalCode).toBe('SIGKILL');
    const ackedCount = acked.length;
    expect(ackedCount).toBeGreaterThanOrEqual(60);

    // Restart on the same DATA_DIR.
    const second = await startServer();
    const check = await admin(second.baseUrl, 'GET', '/admin/ledger/check');
    expect(check.data).toMatchObject({
      ok: true,
      unbalancedTxs: 0,
      balanceMismatches: 0,
      negativeBalances: 0,
    });
    call = await client(second.baseUrl);
    // Every acknowledged call replays its stored answer (had it been lost, a replay would run anew and
    // answer differently); every settled deposit is still settled.
    for (const a of acked) {
      const replay = await call(a.call, a.input as never, token);
      expect(replay.code, `${a.call.id} ${replay.msg}`).toBe(0);
      expect(replay.data, a.call.id).toEqual(a.data);
      if (a.settledOrder) {
        const again = await admin(second.baseUrl, 'POST', `/admin/finance/deposits/${a.settledOrder}/settle`);
        expect(again.code).toBe(10236); // orderState: already settled
      }
    }
    await new Promise<void>((r) => {
      second.child.once('exit', () => r());
      second.child.kill('SIGTERM');
    });

    // And straight from the database files.
    const db = await openDb({ dataDir });
    try {
      expect((await checkLedger(db)).ok).toBe(true);
      for (const a of acked) {
        const key = a.input.idempotencyKey as string;
        const { rows } = await db.query(
          'select 1 from idempotent_call where idem_key = $1 and response is not null',
          [key],
        );
        expect(rows, key).toHaveLength(1);
      }
      const settled = acked.filter((a) => a.settledOrder).map((a) => a.settledOrder as string);
      const { rows } = await db.query<{ n: number | string }>(
        `select count(*) as n from deposit_order where order_no = any($1::text[]) and status = 'success' and ledger_tx_id is not null`,
        [settled],
      );
      expect(Number(rows[0]?.n)).toBe(settled.length);
    } finally {
      await db.close();
    }
  }, 240_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  HANDSHAKE_PATH,
  catalogue,
  completeHandshake,
  createClientKeyPair,
  handshakeAnswer,
  openResponse,
  sealRequest,
  toWireHeaders,
  type EnvelopeSession,
} from '@arena/protocol';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/db.ts';
import { openMigratedMemoryDb } from './test-db.ts';
import { seed } from '../seed/seed.ts';
import { DEFAULT_LIMITS, type ServerLimits } from '../src/config.ts';
import { ADMIN_HEADERS, TEST_ADMIN_TOKEN } from './test-app.ts';

const configCall = catalogue.site.configInfoV1Get;

let db: Db;
beforeAll(async () => {
  db = await openMigratedMemoryDb();
  await seed(db);
}, 180_000);
afterAll(async () => db.close());

/** A gateway on the shared test database with its own limits and replay bounds. */
async function gateway(
  limits: Partial<ServerLimits> = {},
  replay?: { perSessionMax?: number; totalMax?: number },
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: {
      webDist: '/nonexistent',
      logLevel: 'silent',
      adminToken: TEST_ADMIN_TOKEN,
      limits: { ...DEFAULT_LIMITS, ...limits },
    },
    db,
    ...(replay ? { replay } : {}),
  });
  await app.ready();
  return app;
}

/** A fresh envelope session: each one is a different client to the replay guard. */
async function newSession(app: FastifyInstance): Promise<EnvelopeSession> {
  const pair = await createClientKeyPair();
  const res = await app.inject({
    method: 'POST',
    url: HANDSHAKE_PATH,
    payload: { publicKey: pair.publicKey },
  });
  return completeHandshake(pair, handshakeAnswer.parse(res.json<{ data: unknown }>().data));
}

/** One sealed config call on `session`, dated `now`; answers the opened `code`. */
async function configOn(app: FastifyInstance, session: EnvelopeSession, now: number): Promise<number> {
  const sealed = await sealRequest({
    keys: session.keys,
    keyId: session.keyId,
    method: 'POST',
    path: configCall.path,
    now,
    body: { keyCode: 'siteName' },
  });
  const res = await app.inject({
    method: 'POST',
    url: configCall.path,
    headers: toWireHeaders({ siteId: '5000', ...sealed.headers }),
    payload: sealed.body,
  });
  const body = (await openResponse(session.keys, res.json(), sealed.headers.nonce)) as { code: number };
  return body.code;
}

// spec §7, §9: the replay guard keeps nonces for the 2-minute window; docs/protocol.md "Replay window".
describe('replay guard under a flood', () => {
  it("a session flooding future-dated nonces cannot fail another session's calls", async () => {
    const app = await gateway({}, { perSessionMax: 40, totalMax: 100 });
    try {
      const flooder = await newSession(app);
      const honest = await newSession(app);
      const now = app.now();
      expect(await configOn(app, honest, now)).toBe(ErrorCode.ok);
      // Far more nonces than one session (or the whole guard) may hold, all dated as far ahead as allowed.
      for (let i = 0; i < 150; i++) {
        expect(await configOn(app, flooder, app.now() + 4_000)).toBe(ErrorCode.ok);
      }
      expect(app.envelope.guard.size).toBeLessThanOrEqual(100);
      // The honest session's history and floor are untouched: its calls go through.
      for (let i = 0; i < 5; i++) expect(await configOn(app, honest, app.now())).toBe(ErrorCode.ok);
      // The flooder raised only its own floor: its present-dated calls are now stale.
      expect(await configOn(app, flooder, now)).toBe(ErrorCode.envelopeStale);
    } finally {
      await app.close();
    }
  });

  it('refuses a timestamp more than 5 s ahead of the server clock', async () => {
    const app = await gateway();
    try {
      const session = await newSession(app);
      expect(await configOn(app, session, app.now() + 60_000)).toBe(ErrorCode.envelopeStale);
      expect(await configOn(app, session, app.now() + 3_000)).toBe(ErrorCode.ok);
    } finally {
      await app.close();
    }
  });

  it('gives a request that fails to authenticate no place in the replay memory', async () => {
    const app = await gateway();
    try {
      const session = await newSession(app);
      const before = app.envelope.guard.size;
      for (let i = 0; i < 20; i++) {
        const sealed = await sealRequest({
          keys: session.keys,
          keyId: session.keyId,
          method: 'POST',
          path: configCall.path,
          now: app.now(),
          body: { keyCode: 'siteName' },
        });
        const res = await app.inject({
          method: 'POST',
          url: configCall.path,
          headers: toWireHeaders({ siteId: '5000', ...sealed.headers, signature: 'AAAA' }),
          payload: sealed.body,
        });
        expect(res.json<{ code: number }>().code).toBe(ErrorCode.envelopeBadSignature);
      }
      expect(app.envelope.guard.size).toBe(before);
    } finally {
      await app.close();
    }
  });
});

describe('request size and shape', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await gateway();
  });
  afterAll(async () => app.close());

  it('answers 413 to a 1 MB JSON body on the handshake', async () => {
    const payload = JSON.stringify({ publicKey: 'x'.repeat(1024 * 1024) });
    const res = await app.inject({
      method: 'POST',
      url: HANDSHAKE_PATH,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
  });

  it('answers 400 to JSON nested deeper than the bound, before parsing it', async () => {
    const payload = `{"publicKey":${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    const res = await app.inject({
      method: 'POST',
      url: HANDSHAKE_PATH,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
  });

  it('lets a 3 MB proof image (base64 and enveloped, ~5.4 MB) reach the upload call, and no other', async () => {
    const xx = 'A'.repeat(5_600_000);
    const upload = await app.inject({
      method: 'POST',
      url: catalogue.finance.speedPayUploadProof.path,
      headers: { 'content-type': 'application/json' },
      payload: { xx },
    });
    expect(upload.statusCode).toBe(200); // reaches the envelope check (no headers: malformed)
    expect(upload.json<{ code: number }>().code).toBe(ErrorCode.envelopeMalformed);
    const other = await app.inject({
      method: 'POST',
      url: configCall.path,
      headers: { 'content-type': 'application/json' },
      payload: { xx },
    });
    expect(other.statusCode).toBe(413);
  });
});

describe('CORS', () => {
  it('answers cross-origin calls only for pages on the configured API lines', async () => {
    const app = await gateway();
    try {
      const set = await app.inject({
        method: 'POST',
        url: '/admin/site-config',
        headers: ADMIN_HEADERS,
        payload: { key: 'apiLines', value: ['https://line2.example.com'] },
      });
      expect(set.statusCode).toBe(200);
      const ask = (origin: string) =>
        app.inject({
          method: 'OPTIONS',
          url: configCall.path,
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      const listed = await ask('https://line2.example.com');
      expect(listed.headers['access-control-allow-origin']).toBe('https://line2.example.com');
      const foreign = await ask('https://evil.example');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.inject({
        method: 'POST',
        url: '/admin/site-config',
        headers: ADMIN_HEADERS,
        payload: { key: 'apiLines', value: [] },
      });
      await app.close();
    }
  });
});

describe('slow and held connections', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await gateway({ requestTimeoutMs: 1_000, streamsPerIp: 2, socketsPerIp: 1 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    app.server.closeAllConnections();
    await app.close();
  });

  it('cuts a client that trickles its body within the request timeout', async () => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    socket.write(
      `POST ${HANDSHAKE_PATH} HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{`,
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 200);
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    clearInterval(trickle);
    const held = Date.now() - started;
    expect(held).toBeLessThan(3_500);
    expect(answer).toMatch(/^HTTP\/1.1 408/);
  });

  it('caps open FLV streams per client address', async () => {
    const open = (): Promise<http.IncomingMessage> =>
      new Promise((resolve, reject) => {
        http.get(`http://127.0.0.1:${port}/live/m1001.flv`, { agent: false }, resolve).on('error', reject);
      });
    const a = await open();
    const b = await open();
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const c = await open();
    expect(c.statusCode).toBe(429);
    c.resume();
    a.destroy();
    await new Promise((r) => setTimeout(r, 100));
    const d = await open();
    expect(d.statusCode).toBe(200);
    b.destroy();
    d.destroy();
  });

  it('caps open upgraded sockets per client address', async () => {
    const upgrade = () => {
      const s = net.connect(port, '127.0.0.1');
      s.write('GET /ws/elsewhere HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      return s;
    };
    const held = upgrade();
    await new Promise((r) => setTimeout(r, 100));
    const refused = upgrade();
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      refused.on('data', (d: Buffer) => (text += d.toString()));
      refused.on('close', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1.1 429/);
    held.destroy();
  });

  // A refused client that resets its connection instead of reading the 429 must not take the server
  // down with it: the refused socket's reset was once an unhandled 'error' event that ended the process.
  it('survives refused and untaken upgrades whose clients reset the connection', async () => {
    const held = net.connect(port, '127.0.0.1');
    held.write('GET /ws/elsewhere HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    await new Promise((r) => setTimeout(r, 100));
    await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<void>((resolve) => {
            const s = net.connect(port, '127.0.0.1', () => {
              s.write(
                'GET /ws/elsewhere HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
              );
              s.resetAndDestroy();
            });
            s.on('error', () => undefined);
            s.on('close', () => resolve());
          }),
      ),
    );
    await new Promise((r) => setTimeout(r, 200));
    held.resetAndDestroy(); // an upgrade no module took, reset by its client
    await new Promise((r) => setTimeout(r, 100));
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBeLessThan(500);
    expect(app.server.listening).toBe(true);
  });
});

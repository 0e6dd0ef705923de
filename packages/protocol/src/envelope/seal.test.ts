import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors.ts';
import { toBase64, toBase64Url } from './encoding.ts';
import { EnvelopeError } from './envelope-error.ts';
import type { EnvelopeSession } from './handshake.ts';
import { fromWireHeaders, toWireHeaders } from './header-map.ts';
import { createReplayGuard } from './replay-guard.ts';
import type { ReplayGuard } from './replay-guard.ts';
import { openRequest, openResponse, sealRequest, sealResponse } from './seal.ts';
import type { OpenRequestInput, SealedRequest } from './seal.ts';
import { handshakePair } from './test-session.ts';

const T0 = 1_760_000_000_000;
const PATH = '/api/site/group/site/configInfo/v1/get';

let client: EnvelopeSession;
let server: EnvelopeSession;
let guard: ReplayGuard;

beforeAll(async () => {
  ({ client, server } = await handshakePair(T0));
});

const seal = (body: unknown, now = T0) => sealRequest({ ...client, method: 'POST', path: PATH, body, now });

function open(sealed: SealedRequest, overrides: Partial<OpenRequestInput> = {}) {
  return openRequest({
    method: 'POST',
    path: PATH,
    headers: sealed.headers,
    body: sealed.body,
    lookup: (keyId) => (keyId === server.keyId ? server : undefined),
    guard,
    now: T0,
    ...overrides,
  });
}

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof EnvelopeError)) throw new Error(`expected an EnvelopeError, got ${String(error)}`);
  return error.code;
}

const flipFirst = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);

// spec §7: "the POST body is AES-encrypted into an xx field … responses are decrypted (t1 = 1 with x1)".
describe('request and response envelope', () => {
  beforeAll(() => {
    guard = createReplayGuard();
  });

  it('round-trips a request and its response', async () => {
    const body = { keyCodes: ['a', 'b'], n: 1, nested: { zh: '中文', ok: true, none: null } };
    const sealed = await seal(body);
    expect(Object.keys(sealed.body!)).toEqual(['xx']);
    expect(sealed.body!.xx).not.toContain('keyCodes');
    const opened = await open(sealed);
    expect(opened.body).toEqual(body);
    const reply = await sealResponse(opened.keys, { code: 0, msg: '', data: [1] }, opened.nonce);
    expect(reply.t1).toBe(1);
    expect(await openResponse(client.keys, reply, sealed.headers.nonce)).toEqual({
      code: 0,
      msg: '',
      data: [1],
    });
  });

  it('survives the trip through obfuscated wire headers', async () => {
    const sealed = await seal({ a: 1 });
    const wire = new Headers(toWireHeaders(sealed.headers));
    const opened = await open(sealed, { headers: fromWireHeaders((name) => wire.get(name)) });
    expect(opened.body).toEqual({ a: 1 });
  });

  it('seals a POST without a body and opens it as undefined', async () => {
    const sealed = await seal(undefined);
    expect((await open(sealed)).body).toBeUndefined();
  });

  it('signs a GET query string without encrypting it', async () => {
    const query = 'page=1&size=200';
    const sealed = await sealRequest({ ...client, method: 'GET', path: '/api/live/list', query, now: T0 });
    expect(sealed.body).toBeUndefined();
    const base = {
      method: 'GET',
      path: '/api/live/list',
      headers: sealed.headers,
      lookup: () => server,
      now: T0,
    };
    const opened = await openRequest({ ...base, query, guard });
    expect(opened.body).toBeUndefined();
    expect(await codeOf(openRequest({ ...base, query: 'page=2&size=200', guard: createReplayGuard() }))).toBe(
      ErrorCode.envelopeBadSignature,
    );
  });

  it('rejects a tampered ciphertext as a bad signature', async () => {
    const sealed = await seal({ amount: 100 });
    const xx = flipFirst(sealed.body!.xx);
    expect(await codeOf(open({ ...sealed, body: { xx } }))).toBe(ErrorCode.envelopeBadSignature);
  });

  it('rejects a request moved to another path as a bad signature', async () => {
    const sealed = await seal({ amount: 100 });
    expect(await codeOf(open(sealed, { path: '/api/finance/withdraw' }))).toBe(
      ErrorCode.envelopeBadSignature,
    );
  });

  it('rejects a tampered signature', async () => {
    const sealed = await seal({ amount: 100 });
    const headers = { ...sealed.headers, signature: flipFirst(sealed.headers.signature) };
    expect(await codeOf(open({ ...sealed, headers }))).toBe(ErrorCode.envelopeBadSignature);
  });

  it('rejects a signature that is not base64url as malformed', async () => {
    const sealed = await seal({});
    expect(await codeOf(open({ ...sealed, headers: { ...sealed.headers, signature: '***' } }))).toBe(
      ErrorCode.envelopeMalformed,
    );
  });

  it('rejects a replayed nonce', async () => {
    const sealed = await seal({ amount: 100 });
    await open(sealed);
    expect(await codeOf(open(sealed, { now: T0 + 1000 }))).toBe(ErrorCode.envelopeReplayed);
  });

  it('does not remember the nonce of a request whose signature fails', async () => {
    const sealed = await seal({});
    const forged = {
      ...sealed,
      headers: { ...sealed.headers, signature: flipFirst(sealed.headers.signature) },
    };
    expect(await codeOf(open(forged))).toBe(ErrorCode.envelopeBadSignature);
    expect((await open(sealed)).body).toEqual({});
  });

  // spec §9: "comparison threshold 2 minutes".
  it('accepts a request 120 000 ms old and rejects one 120 001 ms old', async () => {
    expect((await open(await seal({}, T0 - 120_000))).body).toEqual({});
    expect(await codeOf(open(await seal({}, T0 - 120_001)))).toBe(ErrorCode.envelopeStale);
  });

  it('accepts a request at most 5 s from the future', async () => {
    expect((await open(await seal({}, T0 + 5_000))).body).toEqual({});
    expect(await codeOf(open(await seal({}, T0 + 5_001)))).toBe(ErrorCode.envelopeStale);
    expect(await codeOf(open(await seal({}, T0 + 120_000)))).toBe(ErrorCode.envelopeStale);
  });

  it('does not remember the nonce of a signed request whose body does not decrypt', async () => {
    const sealed = await seal({ amount: 1 });
    const { timestamp, nonce } = sealed.headers;
    const xx = toBase64(new Uint8Array(40));
    const mac = await client.keys.sign(
      new TextEncoder().encode(`POST\n${PATH}\n${timestamp}\n${nonce}\n${xx}`),
    );
    const garbled = {
      headers: { ...sealed.headers, signature: toBase64Url(mac) },
      body: { xx },
    };
    expect(await codeOf(open(garbled))).toBe(ErrorCode.envelopeBadSignature);
    expect((await open(sealed)).body).toEqual({ amount: 1 });
  });

  it('hands the key id to the guard as the scope of the nonce', async () => {
    const scopes: (string | undefined)[] = [];
    const inner = createReplayGuard();
    const spy: ReplayGuard = {
      thresholdMs: inner.thresholdMs,
      get size() {
        return inner.size;
      },
      check: (nonce, ts, now, scope) => {
        scopes.push(scope);
        return inner.check(nonce, ts, now);
      },
    };
    await open(await seal({}), { guard: spy });
    expect(scopes).toEqual([server.keyId]);
  });

  it('rejects a timestamp header that disagrees with the nonce as malformed', async () => {
    const sealed = await seal({});
    const headers = { ...sealed.headers, timestamp: String(T0 + 1) };
    expect(await codeOf(open({ ...sealed, headers }))).toBe(ErrorCode.envelopeMalformed);
  });

  it('rejects missing headers or a body without xx as malformed', async () => {
    const sealed = await seal({});
    const { nonce: _dropped, ...withoutNonce } = sealed.headers;
    expect(await codeOf(open({ ...sealed, headers: withoutNonce as SealedRequest['headers'] }))).toBe(
      ErrorCode.envelopeMalformed,
    );
    expect(await codeOf(open({ ...sealed, body: undefined }))).toBe(ErrorCode.envelopeMalformed);
    expect(await codeOf(open({ ...sealed, body: { xx: toBase64(new Uint8Array(8)) } }))).toBe(
      ErrorCode.envelopeBadSignature,
    );
  });

  it('answers unknown key for an unknown or expired key id', async () => {
    const sealed = await seal({});
    expect(await codeOf(open(sealed, { lookup: () => undefined }))).toBe(ErrorCode.envelopeUnknownKey);
    const expired = { ...server, expiresAt: T0 };
    expect(await codeOf(open(sealed, { lookup: () => expired }))).toBe(ErrorCode.envelopeUnknownKey);
  });

  it('binds a response to its request: it does not open under another nonce', async () => {
    const first = await seal({});
    const second = await seal({});
    const reply = await sealResponse(server.keys, { balance: 1 }, first.headers.nonce);
    expect(await codeOf(openResponse(client.keys, reply, second.headers.nonce))).toBe(
      ErrorCode.envelopeBadSignature,
    );
  });

  it('passes a body without t1 through as plain JSON', async () => {
    const plain = { code: ErrorCode.envelopeUnknownKey, msg: 'unknown key', data: null };
    expect(await openResponse(client.keys, plain, 'n')).toBe(plain);
    expect(await openResponse(client.keys, null, 'n')).toBeNull();
  });

  it('rejects a flagged response with a missing or broken x1 as malformed', async () => {
    expect(await codeOf(openResponse(client.keys, { t1: 1 }, 'n'))).toBe(ErrorCode.envelopeMalformed);
    expect(await codeOf(openResponse(client.keys, { t1: 1, x1: '!!' }, 'n'))).toBe(
      ErrorCode.envelopeMalformed,
    );
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  HANDSHAKE_PATH,
  allCalls,
  catalogue,
  fromWireHeaders,
  openResponse,
  sealRequest,
  toWireHeaders,
  verifyScopeOf,
} from '@arena/protocol';
import { issueVerifyTicket } from '../src/modules/verify/verify-ticket-repository.ts';
import { envelopeSession } from './gateway-test-client.ts';
import { ADMIN_HEADERS as ADMIN, createTestApp, type TestApp } from './test-app.ts';

const configCall = catalogue.site.configInfoV1Get;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function setSwitches(patch: object) {
  const res = await t.app.inject({ method: 'POST', url: '/admin/switches', headers: ADMIN, payload: patch });
  expect(res.statusCode).toBe(200);
}

/** A sealed config call built by hand, to replay or tamper with it. */
async function sealedConfigRequest(now = t.app.now()) {
  const session = await envelopeSession(t.app);
  const sealed = await sealRequest({
    keys: session.keys,
    keyId: session.keyId,
    method: 'POST',
    path: configCall.path,
    now,
    body: { keyCode: 'siteName' },
  });
  return { session, sealed, headers: toWireHeaders({ siteId: '5000', ...sealed.headers }) };
}

// spec §7: "the POST body is AES-encrypted into an xx field … responses are decrypted (t1 = 1 with x1)".
describe('envelope', () => {
  it('answers a sealed call with a sealed { t1: 1, x1 } body that opens to { code: 0 }', async () => {
    const { session, sealed, headers } = await sealedConfigRequest();
    const res = await t.app.inject({ method: 'POST', url: configCall.path, headers, payload: sealed.body });
    const wire = res.json<Record<string, unknown>>();
    expect(wire.t1).toBe(1);
    expect(typeof wire.x1).toBe('string');
    expect(JSON.stringify(wire)).not.toContain('siteName');
    const opened = (await openResponse(session.keys, wire, sealed.headers.nonce)) as { code: number };
    expect(opened.code).toBe(ErrorCode.ok);
  });

  it('rejects a replayed request and keeps the first answer', async () => {
    const { sealed, headers } = await sealedConfigRequest();
    const first = await t.app.inject({ method: 'POST', url: configCall.path, headers, payload: sealed.body });
    expect(first.json<{ t1?: number }>().t1).toBe(1);
    const again = await t.app.inject({ method: 'POST', url: configCall.path, headers, payload: sealed.body });
    expect(again.json()).toMatchObject({ code: ErrorCode.envelopeReplayed });
  });

  // spec §9: comparison threshold 2 minutes.
  it('rejects a request sealed more than 2 minutes ago, and accepts one sealed 2 minutes ago', async () => {
    const stale = await t.call(configCall, { keyCode: 'siteName' }, { now: t.app.now() - 121_000 });
    expect(stale.code).toBe(ErrorCode.envelopeStale);
    const edge = await t.call(configCall, { keyCode: 'siteName' }, { now: t.app.now() - 110_000 });
    expect(edge.code).toBe(ErrorCode.ok);
  });

  it('rejects a body moved to another path, a tampered body and an unknown key', async () => {
    const { sealed, headers } = await sealedConfigRequest();
    const moved = await t.app.inject({
      method: 'POST',
      url: catalogue.site.configInfoV2Gets.path,
      headers,
      payload: sealed.body,
    });
    expect(moved.json()).toMatchObject({ code: ErrorCode.envelopeBadSignature });

    const other = await sealedConfigRequest();
    const xx = other.sealed.body?.xx ?? '';
    const tampered = `${xx.slice(0, -4)}${xx.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const bad = await t.app.inject({
      method: 'POST',
      url: configCall.path,
      headers: other.headers,
      payload: { xx: tampered },
    });
    expect(bad.json()).toMatchObject({ code: ErrorCode.envelopeBadSignature });

    const unknown = await sealedConfigRequest();
    const res = await t.app.inject({
      method: 'POST',
      url: configCall.path,
      headers: { ...unknown.headers, ...toWireHeaders({ keyId: 'AAAAAAAAAAAAAAAAAAAAAA' }) },
      payload: unknown.sealed.body,
    });
    expect(res.json()).toMatchObject({ code: ErrorCode.envelopeUnknownKey });
  });

  it('refuses plain JSON on an encrypted call, and a handshake with a point not on the curve', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: configCall.path,
      payload: { keyCode: 'siteName' },
    });
    expect(plain.json()).toMatchObject({ code: ErrorCode.envelopeMalformed });
    const hs = await t.app.inject({
      method: 'POST',
      url: HANDSHAKE_PATH,
      payload: { publicKey: `B${'A'.repeat(86)}` },
    });
    expect(hs.json()).toMatchObject({ code: ErrorCode.envelopeMalformed });
  });

  it('renames headers on the wire: no logical header name is sent or read', async () => {
    const { headers } = await sealedConfigRequest();
    expect(Object.keys(headers).some((h) => ['siteid', 'timestamp', 'nonce', 'signature'].includes(h))).toBe(
      false,
    );
    expect(fromWireHeaders((n) => headers[n]).siteId).toBe('5000');
  });
});

// spec §8: the operator switches make each situation happen for real.
describe('operator switches', () => {
  afterEach(async () => {
    await t.app.inject({
      method: 'POST',
      url: '/admin/switches',
      headers: ADMIN,
      payload: {
        maintenance: { on: false, status: 0, message: '' },
        accessCaveat: { on: false, message: '' },
        accessRestriction: { on: false },
        ipBlock: { on: false, ips: [] },
        verification: { on: false, calls: [] },
        rateLimit: { on: false, code: ErrorCode.rateLimitedIp, calls: [] },
      },
    });
  });

  it('needs the operator token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/switches', payload: {} });
    expect(res.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/admin/switches',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('rejects a malformed switch and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/switches',
      headers: ADMIN,
      payload: { maintenance: { on: 'yes' } },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.switches.get()).maintenance.on).toBe(false);
  });

  it('maintenance: per-info answers system maintenance, other calls the access caveat, /cs calls still work', async () => {
    await setSwitches({ maintenance: { on: true, status: 0, message: '例行维护' } });
    const perInfo = await t.call(catalogue.site.perInfoV5Get, {});
    expect(perInfo.code).toBe(ErrorCode.systemMaintenance);
    const config = await t.call(configCall, { keyCode: 'siteName' });
    expect(config).toMatchObject({ code: ErrorCode.accessCaveat, data: { status: 0, message: '例行维护' } });
    const cs = await t.call(catalogue.site.customerServiceUrlGet, {});
    expect(cs.code).toBe(ErrorCode.ok);
  });

  it('access caveat answers status 1 with its message; access restriction its own code', async () => {
    await setSwitches({ accessCaveat: { on: true, message: '您所在地区访问受限' } });
    const caveat = await t.call(configCall, { keyCode: 'siteName' });
    expect(caveat).toMatchObject({ code: ErrorCode.accessCaveat, data: { status: 1 } });
    await setSwitches({ accessCaveat: { on: false, message: '' }, accessRestriction: { on: true } });
    expect((await t.call(configCall, { keyCode: 'siteName' })).code).toBe(ErrorCode.accessRestricted);
  });

  it('blocks a listed IP only', async () => {
    await setSwitches({ ipBlock: { on: true, ips: ['10.9.8.7'] } });
    expect((await t.call(configCall, { keyCode: 'siteName' }, { remoteAddress: '10.9.8.7' })).code).toBe(
      ErrorCode.ipBlocked,
    );
    expect((await t.call(configCall, { keyCode: 'siteName' }, { remoteAddress: '10.9.8.6' })).code).toBe(
      ErrorCode.ok,
    );
  });

  it('rate limits with the chosen one of the three codes, for the listed calls only', async () => {
    await setSwitches({ rateLimit: { on: true, code: ErrorCode.rateLimitedCall, calls: [configCall.id] } });
    expect((await t.call(configCall, { keyCode: 'siteName' })).code).toBe(ErrorCode.rateLimitedCall);
    expect((await t.call(catalogue.site.languageCodeGet, {})).code).toBe(ErrorCode.ok);
  });

  // spec §4: need-safe → verification; the retry carries the result merged into its body.
  it('forced verification answers need-safe until a valid ticket comes merged in the body, once', async () => {
    await setSwitches({ verification: { on: true, calls: [configCall.id] } });
    const first = await t.call(configCall, { keyCode: 'siteName' });
    expect(first).toMatchObject({ code: ErrorCode.needSafe, data: { imageCode: 1, afs: 1, anji: 1 } });
    const ticket = await issueVerifyTicket(t.db, new Date(), verifyScopeOf(configCall.id, {}));
    const merged = { keyCode: 'siteName', captchaVerification: ticket } as { keyCode: string };
    expect((await t.call(configCall, merged)).code).toBe(ErrorCode.ok);
    expect((await t.call(configCall, merged)).code).toBe(ErrorCode.needSafe);
  });
});

describe('auth modes (spec §6, §8)', () => {
  it('answers login-required without a token and HTTP 401 with a token that does not resolve', async () => {
    const none = await t.call(catalogue.auth.logout, {});
    expect(none.code).toBe(ErrorCode.loginRequired);
    const stale = await t.call(catalogue.auth.logout, {}, { token: 'no-such-token' });
    expect(stale.status).toBe(401);
    expect(stale.code).toBe(ErrorCode.unauthorized);
  });
});

// Issue "gateway": every site/config, time, tracking and verification call has a real handler.
describe('handler coverage', () => {
  it('registers a handler for every site, time, tracking and verification call', () => {
    const verify = new Set([
      'auth.captchaExRegister',
      'auth.captchaExGet',
      'auth.captchaExCheck',
      'auth.icVerify',
      'auth.geetestRegister',
      'auth.geetestValidate',
    ]);
    const required = allCalls.filter((c) => /^(site|time|tracking)\./.test(c.id) || verify.has(c.id));
    const missing = required.filter((c) => !t.app.handledCalls.has(c.id)).map((c) => c.id);
    expect(missing).toEqual([]);
    expect(required.length).toBeGreaterThanOrEqual(26);
  });
});

describe('operator: members', () => {
  it('shows a member without the password hash, and 404 for an unknown name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/members/DEMO', headers: ADMIN });
    expect(res.json()).toEqual({
      code: 0,
      msg: 'ok',
      data: { name: 'demo', inviteCode: null, recommenderCode: null, status: 1 },
    });
    expect(res.body).not.toContain('scrypt');
    const missing = await t.app.inject({ method: 'GET', url: '/admin/members/nobody-here', headers: ADMIN });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/members/demo' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('operator: member contact', () => {
  const contact = (name: string, payload: object, headers: Record<string, string> = ADMIN) =>
    t.app.inject({ method: 'POST', url: `/admin/members/${name}/contact`, headers, payload });

  it('sets a valid phone and email, refuses bad ones and an unknown member, and needs the token', async () => {
    expect((await contact('demo', { phone: '13800138000' })).json()).toMatchObject({
      code: 0,
      data: { name: 'demo', phone: '13800138000' },
    });
    const { rows } = await t.db.query<{ phone: string; area_code: string }>(
      "select phone, area_code from member where name = 'demo'",
    );
    expect(rows[0]).toEqual({ phone: '13800138000', area_code: '86' });
    expect((await contact('demo', { phone: '123' })).statusCode).toBe(400);
    expect((await contact('demo', { email: 'not-an-email' })).statusCode).toBe(400);
    expect((await contact('nobody-here', { email: 'a@b.cn' })).statusCode).toBe(404);
    expect((await contact('demo', { email: 'a@b.cn' }, {})).statusCode).toBe(401);
    const again = await t.db.query<{ phone: string }>("select phone from member where name = 'demo'");
    expect(again.rows[0]?.phone).toBe('13800138000');
  });
});

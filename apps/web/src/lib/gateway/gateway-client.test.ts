import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUT_CREDENTIALS_OFF_MS, TIMEOUT_DEFAULT_MS } from '@arena/domain';
import {
  EnvelopeError,
  ErrorCode,
  HANDSHAKE_PATH,
  acceptHandshake,
  allCalls,
  catalogue,
  createReplayGuard,
  fromWireHeaders,
  openRequest,
  sealResponse,
  type CallDef,
  type EnvelopeSession,
  type LogicalHeaders,
  type OpenedRequest,
  GatewayError,
} from '@arena/protocol';
import { useToastStore } from '@/components/ui/toast-store.ts';
import { initI18n } from '@/lib/i18n.ts';
import { useSession } from '@/lib/session.ts';
import { resetFailureEffects } from './failure-effects.ts';
import { callGateway } from './gateway-client.ts';
import { recordLineSuccess, setLines } from './lines.ts';
import { setVerificationHandler } from './verification-hook.ts';
import type * as TimeoutSignalModule from './timeout-signal.ts';

// The time limit each request's signal was made with (the real timeout-signal runs, on fake timers).
const signalLimits = vi.hoisted(() => ({ map: new WeakMap<AbortSignal, number>() }));
vi.mock('./timeout-signal.ts', async (importOriginal) => {
  const real = await importOriginal<typeof TimeoutSignalModule>();
  return {
    timeoutSignal: (ms: number, parent?: AbortSignal) => {
      const signal = real.timeoutSignal(ms, parent);
      signalLimits.map.set(signal, ms);
      return signal;
    },
  };
});

// Unit tests of the gateway client (spec §7 "Calls", §8 "Error catalogue"). `fetch` is a fake server
// that speaks the real envelope: it answers the handshake with `acceptHandshake`, opens sealed requests
// with `openRequest` (so a wrong signature, path or key fails here as on the real server) and seals its
// answers with `sealResponse`. The browser suite covers the real server.

/** Captured before any test fakes timers: polls for real asynchronous work (WebCrypto). */
const realSetTimeout = globalThis.setTimeout;

/** One request the fake server opened (handshakes are counted apart). */
interface Seen {
  url: string;
  path: string;
  method: string;
  /** Headers exactly as sent (wire names). */
  wire: Record<string, string>;
  /** The same headers by logical name. */
  headers: LogicalHeaders;
  rawBody: string | undefined;
  /** Decrypted JSON of a sealed POST, parsed JSON of a plain POST. */
  body: unknown;
  /** Raw query string, without `?`. */
  query: string;
  signal: AbortSignal | undefined;
}

type Reply =
  /** A `{ code, msg, data }` answer, sealed for an enveloped call, plain for a plain one. */
  | { result: { code: number; msg?: string; data?: unknown }; status?: number }
  /** A raw HTTP answer, as a proxy in front of the gateway might send. */
  | { raw: Response }
  /** Never answers: rejects with the signal's reason once the client aborts. */
  | { hang: true };

type Route = (req: Seen) => Reply | Promise<Reply>;

const ok = (data: unknown): Reply => ({ result: { code: ErrorCode.ok, msg: 'ok', data } });

const jsonResponse = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

const callByPath = new Map<string, CallDef>();
for (const call of allCalls) {
  const { paths } = call;
  for (const path of paths ? [paths.anonymous, paths.web, paths.app] : [call.path])
    callByPath.set(path, call);
}

/**
 * The fake server. Its key store outlives single tests, as the client's session cache (module state of
 * gateway-client.ts) does: a key the client still holds stays valid until `restart()`.
 */
const server = {
  sessions: new Map<string, EnvelopeSession>(),
  guard: createReplayGuard(),
  /** URLs of the handshakes answered. */
  handshakes: [] as string[],
  /** URLs of every other request received, including those refused by the envelope. */
  attempts: [] as string[],
  /** Requests opened and passed to the route. */
  seen: [] as Seen[],
  route: ((): Reply => ok(null)) as Route,
  /** A server restart: every session key is lost. */
  restart() {
    this.sessions.clear();
  },
  reset() {
    this.handshakes = [];
    this.attempts = [];
    this.seen = [];
    this.route = () => ok(null);
  },
};

async function serve(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const href = input instanceof Request ? input.url : String(input);
  const url = new URL(href, 'http://app.test');
  const method = init.method ?? 'GET';
  const wire = { ...(init.headers as Record<string, string>) };
  const rawBody = typeof init.body === 'string' ? init.body : undefined;

  if (url.pathname === HANDSHAKE_PATH) {
    server.handshakes.push(href);
    const { publicKey } = JSON.parse(rawBody ?? '{}') as { publicKey: string };
    const now = Date.now();
    const session = await acceptHandshake(publicKey, { now });
    server.sessions.set(session.keyId, session);
    const { keyId, serverPublicKey, expiresAt } = session;
    return jsonResponse({ code: 0, msg: 'ok', data: { keyId, serverPublicKey, expiresAt, serverTime: now } });
  }

  server.attempts.push(href);
  const call = callByPath.get(url.pathname);
  if (!call) return jsonResponse({ code: ErrorCode.notFound, msg: 'no such call', data: null }, 404);
  const headers = fromWireHeaders((name) => wire[name]);
  const query = call.encoding === 'form' ? (rawBody ?? '') : url.search.slice(1);
  let body: unknown = rawBody !== undefined && call.encoding !== 'form' ? JSON.parse(rawBody) : undefined;
  let opened: OpenedRequest | null = null;
  if (call.encoding !== 'plain' && call.encoding !== 'blob') {
    try {
      opened = await openRequest({
        method,
        path: url.pathname,
        headers,
        lookup: (keyId) => server.sessions.get(keyId),
        guard: server.guard,
        now: Date.now(),
        ...(call.method === 'GET' || call.encoding === 'form' ? { query } : { body }),
      });
    } catch (err) {
      // As the real server: envelope failures are answered plain, they cannot be sealed.
      if (err instanceof EnvelopeError) return jsonResponse({ code: err.code, msg: err.message, data: null });
      throw err;
    }
    body = opened.body;
  }

  const seen: Seen = {
    url: href,
    path: url.pathname,
    method,
    wire,
    headers,
    rawBody,
    body,
    query,
    signal: init.signal ?? undefined,
  };
  server.seen.push(seen);
  const reply = await server.route(seen); // a route that throws makes fetch reject (network failure)
  if ('hang' in reply) {
    return new Promise<Response>((_resolve, reject) => {
      const signal = init.signal;
      if (!signal) return;
      if (signal.aborted) reject(signal.reason as Error);
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  }
  if ('raw' in reply) return reply.raw;
  const result = { code: reply.result.code, msg: reply.result.msg ?? '', data: reply.result.data ?? null };
  return jsonResponse(opened ? await sealResponse(opened.keys, result, opened.nonce) : result, reply.status);
}

const fetchStub = vi.fn(serve);

/** The failure of a call that must fail. */
async function failure(call: Promise<unknown>): Promise<GatewayError> {
  try {
    await call;
  } catch (err) {
    if (err instanceof GatewayError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

const toastTexts = () => useToastStore.getState().toasts.map((t) => t.text);

/** Waits, in real time, for asynchronous work the fake clock does not drive (WebCrypto, the fake server). */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (condition()) return;
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * `AbortSignal.timeout` on the fake clock. Node's own implementation runs on internal timers that fake
 * timers do not reach, and rejects with Node's DOMException, not the one of the jsdom window the client
 * sees; a browser has one realm, so this stand-in is what the page gets. Returns the ms of each signal.
 */
function fakeTimeoutSignals(): WeakMap<AbortSignal, number> {
  signalLimits.map = new WeakMap();
  return signalLimits.map;
}

const MEMBER = { id: 'm-1', name: 'member1', nickName: 'Member One' };
const anchorSwitch = { keyCode: 'anchorGameSwitch', value: '1' };

beforeAll(async () => {
  await initI18n('zh-CN');
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useToastStore.setState({ toasts: [] });
  resetFailureEffects();
  recordLineSuccess();
  useSession.getState().clear();
  server.reset();
  fetchStub.mockClear();
  vi.stubGlobal('fetch', fetchStub);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.getState().clear();
});

describe('callGateway: the envelope on the wire', () => {
  // spec §7 "Headers are renamed to obfuscated names; the POST body is AES-encrypted into an xx field …;
  // responses are decrypted (body flagged t1 = 1 with x1)"
  it('sends a sealed POST as { xx } with obfuscated headers and returns the decrypted, validated data', async () => {
    server.route = () => ok({ ...anchorSwitch, notInSchema: 'dropped' });

    const data = await callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' });

    expect(data).toEqual(anchorSwitch); // the output schema ran: the unknown field is gone
    expect(server.seen).toHaveLength(1);
    const [req] = server.seen;
    expect(req!.url).toBe('/api/site/group/site/configInfo/v1/get');
    expect(req!.method).toBe('POST');
    expect(Object.keys(JSON.parse(req!.rawBody!) as object)).toEqual(['xx']);
    expect(req!.rawBody).not.toContain('keyCode');
    expect(req!.rawBody).not.toContain('anchorGameSwitch');
    expect(req!.body).toEqual({ keyCode: 'anchorGameSwitch' }); // what the server decrypted
    const names = Object.keys(req!.wire).filter((n) => n !== 'content-type');
    expect(names.every((n) => /^x-q[0-9a-c]$/.test(n))).toBe(true);
    expect(req!.wire).toMatchObject({ 'x-q1': '5000', 'x-q2': 'web', 'x-q3': '1.1.0', 'x-q7': 'zh-CN' });
    for (const name of ['x-q5', 'x-q6', 'x-q8', 'x-q9', 'x-qa']) expect(req!.wire[name]).toMatch(/\S/);
    expect(req!.wire['x-qa']).toBe(req!.headers.keyId);
    expect(server.sessions.has(req!.wire['x-qa']!)).toBe(true);
  });

  // spec §7 "some are … GET with query": the query is signed, not encrypted; the answer is sealed
  it('sends a GET query call with its query in the URL, signed, and opens the sealed answer', async () => {
    server.route = () => ok({ url: 'https://cs.example.test/chat' });

    const data = await callGateway(catalogue.site.customerServiceUrlGet, { scene: 'login' });

    expect(data).toEqual({ url: 'https://cs.example.test/chat' });
    const [req] = server.seen;
    expect(req!.method).toBe('GET');
    expect(req!.url).toBe('/api/site/group/site/customerService/v1/url?scene=login');
    expect(req!.rawBody).toBeUndefined();
    expect(req!.wire['x-q6']).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  // spec §7 "config call /api/v2/vvm (not decrypted)"
  it('sends a plain call as plain JSON without envelope headers and reads the plain answer', async () => {
    const vvm = { apiDomains: [''], videoDomains: [], newsDomain: '', clientVersion: '1.1.0' };
    server.route = () => ok(vvm);

    const data = await callGateway(catalogue.site.vvm, {});

    expect(data).toEqual(vvm);
    expect(server.handshakes).toEqual([]);
    const [req] = server.seen;
    expect(req!.rawBody).toBe('{}');
    for (const name of ['x-q6', 'x-q8', 'x-q9', 'x-qa']) expect(req!.wire).not.toHaveProperty(name);
  });

  // spec §8 (design: input checked with the shared zod schema before sending; code 10001)
  it('rejects input failing the schema with 10001 and sends nothing', async () => {
    const err = await failure(callGateway(catalogue.site.configInfoV1Get, { keyCode: 'not a key!' }));

    expect(err.code).toBe(10001);
    expect(err.message).toBe('输入有误，请检查后重试');
    expect(fetchStub).not.toHaveBeenCalled();
  });
});

describe('callGateway: spec §8 answers', () => {
  // spec §8 "Non-object response | 'network abnormal, please retry'"
  it('fails a non-JSON HTTP 200 answer with 1000023 network abnormal', async () => {
    server.route = () => ({ raw: new Response('oops', { status: 200 }) });

    const err = await failure(callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' }));

    expect(err).toMatchObject({ code: 1000023, message: '网络异常，请重试' });
    expect(toastTexts()).toEqual([]); // HTTP 200: no status toast
  });

  // spec §8 "Non-object response | 'network abnormal, please retry'"
  it('fails a sealed answer without a numeric code with 1000023 network abnormal', async () => {
    // a body without `code`: sealed as is, so it decrypts fine and only its shape is wrong
    server.route = async (req) => {
      const session = server.sessions.get(req.headers.keyId!)!;
      return { raw: jsonResponse(await sealResponse(session.keys, { foo: 1 }, req.headers.nonce!)) };
    };

    const err = await failure(callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' }));

    expect(err).toMatchObject({ code: 1000023, message: '网络异常，请重试' });
  });

  // spec §7: responses of enveloped calls are sealed (t1 = 1 with x1); a plain body proves nothing.
  it('refuses a plain success answer to an enveloped call as network abnormal', async () => {
    server.route = () => ({ raw: jsonResponse({ code: ErrorCode.ok, msg: 'ok', data: anchorSwitch }) });

    const err = await failure(callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' }));

    expect(err).toMatchObject({ code: 1000023, message: '网络异常，请重试' });
  });

  it('refuses a plain business answer to an enveloped call, and does not act on it', async () => {
    const handler = vi.fn(() => Promise.resolve(null));
    setVerificationHandler(handler);
    server.route = () => ({
      raw: jsonResponse({ code: ErrorCode.needSafe, msg: 'need safe', data: { types: ['imageCode'] } }),
    });
    const err = await failure(callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' }));
    expect(err.code).toBe(1000023);
    expect(handler).not.toHaveBeenCalled();
    expect(server.seen).toHaveLength(1); // no retry either
  });

  it('still takes a plain envelope error (it only makes the client handshake and retry)', async () => {
    let first = true;
    server.route = () => {
      if (!first) return ok(anchorSwitch);
      first = false;
      return { raw: jsonResponse({ code: ErrorCode.envelopeUnknownKey, msg: 'unknown key', data: null }) };
    };

    const data = await callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' });

    expect(data).toEqual(anchorSwitch);
    expect(server.seen).toHaveLength(2);
  });

  // spec §8 "Other network error | Toast 'network exception' plus HTTP status for 1 s"
  it('toasts network exception with the HTTP status for 1 s on a non-JSON HTTP 502', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.route = () => ({ raw: new Response('<html>Bad Gateway</html>', { status: 502 }) });

    const err = await failure(callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' }));

    expect(err.code).toBe(1000023);
    const toasts = useToastStore.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.text).toContain('网络异常');
    expect(toasts[0]!.text).toContain('(502)');
    expect(toasts[0]!.kind).toBe('error');
    vi.advanceTimersByTime(999);
    expect(toastTexts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastTexts()).toEqual([]);
  });

  // A quiet call's caller shows failures itself (tracking, the verification dialog): no toast at all.
  it('shows no toast for a quiet call, whether the HTTP status or the network fails', async () => {
    server.route = () => ({ raw: new Response('<html>Bad Gateway</html>', { status: 502 }) });
    const status = await failure(
      callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' }, { quiet: true }),
    );
    expect(status.code).toBe(1000023);
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const network = await failure(
      callGateway(catalogue.site.configInfoV1Get, { keyCode: 'q2' }, { quiet: true }),
    );
    expect(network.code).toBe(1000023);
    expect(toastTexts()).toEqual([]);
  });

  // spec §8 "401 | Logout event", for the session it belongs to: a call that left before a sign-out and
  // comes back 401 after it must not send the signed-out visitor to /login.
  it('fires no logout event for a 401 to a token the page no longer holds', async () => {
    useSession.getState().signIn('tok-old', MEMBER);
    let answer: (r: Reply) => void = () => undefined;
    server.route = () => new Promise<Reply>((resolve) => (answer = resolve));
    const onLogout = vi.fn();
    window.addEventListener('arena:logout', onLogout);
    try {
      const pending = failure(callGateway(catalogue.auth.logout, {}));
      await vi.waitFor(() => expect(server.seen.length).toBeGreaterThan(0));
      useSession.getState().clear();
      answer({ raw: new Response('Unauthorized', { status: 401 }) });
      expect(await pending).toMatchObject({ code: 401 });
      expect(onLogout).not.toHaveBeenCalled();
    } finally {
      window.removeEventListener('arena:logout', onLogout);
    }
  });

  // spec §8 "401 | Logout event": the HTTP status decides, whatever the body (here a proxy's text page)
  it('fires the arena:logout event and fails with 401 on HTTP 401', async () => {
    useSession.getState().signIn('tok-expired', MEMBER);
    server.route = () => ({ raw: new Response('Unauthorized', { status: 401 }) });
    const onLogout = vi.fn();
    window.addEventListener('arena:logout', onLogout);

    try {
      const err = await failure(callGateway(catalogue.auth.logout, {}));
      expect(err).toMatchObject({ code: 401, message: '登录状态已失效，请重新登录' });
      expect(onLogout).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener('arena:logout', onLogout);
    }
  });

  // spec §7 envelope (docs/protocol.md "10300–10304: re-handshake and retry once"): a server restart
  // loses the keys; the server answers 10303 and the client handshakes again and retries once.
  it('handshakes again and retries once when the server no longer knows the key (10303)', async () => {
    server.route = () => ok({ url: 'https://cs.example.test/' });
    await callGateway(catalogue.site.customerServiceUrlGet, {}); // the client now holds a session
    server.restart();
    server.reset();
    server.route = () => ok(anchorSwitch);

    const data = await callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' });

    expect(data).toEqual(anchorSwitch);
    expect(server.handshakes).toEqual(['/api/gw/handshake']);
    expect(server.attempts).toHaveLength(2); // refused with 10303, then accepted
    expect(server.seen).toHaveLength(1);
  });

  // spec §8 "Need-safe code | Verification dialog"; spec §4 "each defaulting to 1 … the original request
  // is retried with the check result merged"
  it('opens the verification on 10020 and retries the original input with the check result merged', async () => {
    const handler = vi.fn(() => Promise.resolve({ captchaVerification: 'ticket-1' }));
    setVerificationHandler(handler);
    let answered = 0;
    server.route = () =>
      answered++ === 0 ? { result: { code: 10020, msg: 'need safe' } } : ok(anchorSwitch);

    const data = await callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' });

    expect(data).toEqual(anchorSwitch);
    expect(handler).toHaveBeenCalledTimes(1);
    // The ticket is asked for this call (spec §4: bound to the call and the login name).
    expect(handler).toHaveBeenCalledWith(
      { imageCode: 1, afs: 1, anji: 1 },
      { call: 'site.configInfoV1Get', name: '' },
    );
    expect(server.seen.map((r) => r.body)).toEqual([
      { keyCode: 'anchorGameSwitch' },
      { keyCode: 'anchorGameSwitch', captchaVerification: 'ticket-1' },
    ]);
  });

  // spec §4 "If the dialog is closed with an empty result, the request fails with a close-tip message"
  it('fails with the close tip, as toast and message, when the verification is closed', async () => {
    const handler = vi.fn(() => Promise.resolve(null));
    setVerificationHandler(handler);
    server.route = () => ({ result: { code: 10020, msg: 'need safe', data: { imageCode: 1, afs: 0 } } });

    const err = await failure(callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' }));

    expect(handler).toHaveBeenCalledWith(
      { imageCode: 1, afs: 0, anji: 1 },
      { call: 'site.configInfoV1Get', name: '' },
    );
    expect(err).toMatchObject({ code: 10020, message: '已取消安全验证' });
    expect(toastTexts()).toEqual(['已取消安全验证']);
    expect(server.seen).toHaveLength(1); // not retried
  });
});

describe('callGateway: network failures and lines', () => {
  // spec §8 "Credentials off, line errors | Code 1000022 (line abnormal, switching) or 1000023 (network
  // abnormal), chosen by an error counter against a stored threshold"
  it('answers 1000023 below the line threshold, 1000022 at it, then uses the next line', async () => {
    setLines(['', 'http://line2.test'], 2);
    server.route = (req) => {
      if (req.url.startsWith('http://line2.test/')) return ok(anchorSwitch);
      throw new TypeError('Failed to fetch');
    };

    const first = await failure(callGateway(catalogue.site.configInfoV1Get, { keyCode: 'a1' }));
    const second = await failure(callGateway(catalogue.site.configInfoV1Get, { keyCode: 'a2' }));

    expect(first).toMatchObject({ code: 1000023, message: '网络异常，请重试' });
    expect(second).toMatchObject({ code: 1000022, message: '线路异常，正在切换' });
    expect(server.attempts).toEqual([
      '/api/site/group/site/configInfo/v1/get',
      '/api/site/group/site/configInfo/v1/get',
    ]);

    const data = await callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' });

    expect(data).toEqual(anchorSwitch);
    expect(server.attempts[2]).toBe('http://line2.test/api/site/group/site/configInfo/v1/get');
    expect(server.handshakes.at(-1)).toBe('http://line2.test/api/gw/handshake');
  });

  // spec §7 "Timeouts: 5 s when credentials are off"; spec §8 "Timeout | Toast 'network timed out' for
  // 1.5 s; timeout code with 'request timed out'"
  it('times an anonymous call out after 5 s with 1000024 and a 1.5 s timeout toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const limits = fakeTimeoutSignals();
    server.route = () => ({ hang: true });
    let settled = false;
    const outcome = callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' }).then(
      () => null,
      (err: unknown) => err,
    );
    void outcome.finally(() => (settled = true));
    await until(() => server.seen.length === 1, 'the request');

    expect(TIMEOUT_CREDENTIALS_OFF_MS).toBe(5000);
    expect(limits.get(server.seen[0]!.signal!)).toBe(5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await outcome;

    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ code: 1000024, message: '请求超时' });
    expect(toastTexts()).toEqual(['网络超时']);
    vi.advanceTimersByTime(1499);
    expect(toastTexts()).toEqual(['网络超时']);
    vi.advanceTimersByTime(1);
    expect(toastTexts()).toEqual([]);
  });

  // spec §7 "Timeouts: 5 s when credentials are off, else 30 s"
  it('gives a member call 30 s before it times out', async () => {
    useSession.getState().signIn('tok-member', MEMBER);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const limits = fakeTimeoutSignals();
    server.route = () => ({ hang: true });
    let settled = false;
    const outcome = callGateway(catalogue.auth.logout, {}).then(
      () => null,
      (err: unknown) => err,
    );
    void outcome.finally(() => (settled = true));
    await until(() => server.seen.length === 1, 'the request');

    expect(TIMEOUT_DEFAULT_MS).toBe(30_000);
    expect(limits.get(server.seen[0]!.signal!)).toBe(30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(await outcome).toMatchObject({ code: 1000024, message: '请求超时' });
  });
});

describe('callGateway: token, paths and cache', () => {
  // spec §7 "The token header is blanked for login, banner list and personal-info get"
  it('sends an empty token header for a blankToken call even when signed in, the token otherwise', async () => {
    useSession.getState().signIn('tok-member', MEMBER);
    const perInfo = {
      siteId: 5000,
      deploySiteId: 1,
      siteName: 'Arena',
      siteSeries: 'A',
      theme: 'fresh',
      walletType: 'RMB',
      languages: ['zh-CN'],
      clientMinVersion: '1.0.0',
      serverTime: 1_700_000_000_000,
      maintenance: null,
    };
    server.route = (req) => ok(req.path === catalogue.auth.logout.path ? { ok: true } : perInfo);

    expect(await callGateway(catalogue.site.perInfoV5Get, {})).toEqual(perInfo);
    expect(await callGateway(catalogue.auth.logout, {})).toEqual({ ok: true });

    expect(server.seen.map((r) => r.wire['x-q4'])).toEqual(['', 'tok-member']);
  });

  // "Credentials off": an anonymous call never carries the member's token.
  it('sends no token with an anonymous call while signed in', async () => {
    useSession.getState().signIn('tok-member', MEMBER);
    server.route = () => ok(anchorSwitch);
    await callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' });
    expect(server.seen.at(-1)?.wire['x-q4']).toBe('');
  });

  // spec §6 "chat room … calls use the anonymous path without a token, otherwise the web or app path"
  it('calls the anonymous chat path without a token and the web path with one', async () => {
    const connector = { chatRoomNo: 'r1', wsUrl: 'wss://chat.test/ws', wsToken: 'w', expiresAt: 1 };
    server.route = () => ok(connector);

    await callGateway(catalogue.chat.connector, { chatRoomNo: 'r1' });
    useSession.getState().signIn('tok-member', MEMBER);
    await callGateway(catalogue.chat.connector, { chatRoomNo: 'r1' });

    expect(server.seen.map((r) => r.path)).toEqual([
      '/api/chat/anon/room/connector/v1',
      '/api/chat/web/room/connector/v1',
    ]);
    expect(server.seen.map((r) => r.wire['x-q4'])).toEqual(['', 'tok-member']);
  });

  // "Credentials off": an anonymous call never carries the member's token.
  it('sends no token with an anonymous call while signed in', async () => {
    useSession.getState().signIn('tok-member', MEMBER);
    server.route = () => ok(anchorSwitch);
    await callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' });
    expect(server.seen.at(-1)?.wire['x-q4']).toBe('');
  });

  // spec §7 "Caching: a token-keyed, whitelisted local response cache …"
  it('serves a token-keyed call from the local cache the second time', async () => {
    let version = 0;
    server.route = () => ok({ keyCode: 'anchorGameSwitch', value: `v${++version}` });

    const first = await callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' });
    const calls = fetchStub.mock.calls.length;
    const second = await callGateway(catalogue.site.configInfoV1Get, { keyCode: 'anchorGameSwitch' });

    expect(first).toEqual({ keyCode: 'anchorGameSwitch', value: 'v1' });
    expect(second).toEqual(first);
    expect(fetchStub.mock.calls.length).toBe(calls);
    expect(server.seen).toHaveLength(1);
  });

  // spec §7 "… and a 60 s local cache exist, skipped for venues containing AG"
  it('caches a 60 s list for a venue without AG, and never for a venue containing AG', async () => {
    let version = 0;
    server.route = (req) => {
      const { venueCode } = req.body as { venueCode: string };
      const game = {
        gameCode: `g${++version}`,
        venueCode,
        name: 'Game',
        iconUrl: '',
        category: 'egame',
        isHot: false,
        isNew: false,
        collected: false,
        demoAvailable: true,
        brandCode: 'b1',
        tags: [],
        hotRank: null,
        collectCount: 0,
      };
      return ok({ list: [game], total: 1, page: 1, size: 10 });
    };
    const list = (venueCode: string) =>
      callGateway(catalogue.games.gameList, { page: 1, size: 10, venueCode });

    const pg1 = await list('PGSOFT');
    const pg2 = await list('PGSOFT');
    const ag1 = await list('AGIN');
    const ag2 = await list('AGIN');

    expect(pg2).toEqual(pg1);
    expect(ag1.list[0]!.gameCode).toBe('g2');
    expect(ag2.list[0]!.gameCode).toBe('g3');
    expect(server.seen.map((r) => (r.body as { venueCode: string }).venueCode)).toEqual([
      'PGSOFT',
      'AGIN',
      'AGIN',
    ]);
  });
});

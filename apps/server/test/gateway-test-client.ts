import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  HANDSHAKE_PATH,
  completeHandshake,
  createClientKeyPair,
  encodeQuery,
  handshakeAnswer,
  openResponse,
  sealRequest,
  toWireHeaders,
  type CallDef,
  type EnvelopeSession,
  type LogicalHeaders,
} from '@arena/protocol';

/** Options of one test call. */
export interface TestCallOptions {
  /** Member token; sent in the token header. */
  token?: string;
  /** For visitor-or-member calls: which of the three paths (spec §6). Default: web with a token, else anonymous. */
  via?: 'anonymous' | 'web' | 'app';
  /** Extra logical headers (e.g. `verifyToken`, `idempotencyKey`). */
  headers?: LogicalHeaders;
  /** Client IP as the server sees it. */
  remoteAddress?: string;
  /** Clock used to seal (default: the app's own), e.g. to send a stale request on purpose. */
  now?: number;
}

/** A gateway answer as a test sees it: HTTP status, the `{ code, msg, data }` body, response headers. */
export interface TestCallAnswer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
  headers: Record<string, string | string[] | number | undefined>;
  /** Raw payload, for blob and plain calls. */
  raw: Buffer;
}

function pathOf(call: CallDef, opts: TestCallOptions): string {
  if (!call.paths) return call.path;
  const via = opts.via ?? (opts.token ? 'web' : 'anonymous');
  return call.paths[via];
}

const sessions = new WeakMap<FastifyInstance, EnvelopeSession>();

/**
 * A client handshake (spec §7) over any transport: `post` sends `{ publicKey }` to the handshake path
 * and answers the parsed JSON body (app.inject here, fetch for a cluster: cluster-client.ts).
 */
export async function handshakeVia(post: (body: { publicKey: string }) => Promise<unknown>) {
  const pair = await createClientKeyPair();
  const answer = (await post({ publicKey: pair.publicKey })) as { data: unknown };
  return completeHandshake(pair, handshakeAnswer.parse(answer.data));
}

/** The envelope session of this app, after a real handshake through `/api/gw/handshake`. */
export async function envelopeSession(app: FastifyInstance): Promise<EnvelopeSession> {
  const known = sessions.get(app);
  if (known && known.expiresAt > app.now() + 60_000) return known;
  const session = await handshakeVia(async (payload) =>
    (await app.inject({ method: 'POST', url: HANDSHAKE_PATH, payload })).json<unknown>(),
  );
  sessions.set(app, session);
  return session;
}

/** One call as the web client puts it on the wire (spec §7): URL, renamed headers, sealed body. */
export interface WireCall {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  /** The sealed `{ xx }` body (or a plain call's input), a form's text, or none for GET. */
  body: string | object | undefined;
  /** The nonce the answer is sealed with (null for plain and blob calls). */
  nonce: string | null;
}

/** Seals one catalogue call for `path` (one of its paths) with `session`, or leaves it plain without one. */
export async function wireCall<C extends CallDef>(
  session: EnvelopeSession | null,
  call: C,
  input: z.input<C['input']>,
  o: { path: string; now: number; token?: string; deviceId: string; headers?: LogicalHeaders },
): Promise<WireCall> {
  const query = call.method === 'GET' || call.encoding === 'form' ? encodeQuery(input) : null;
  const sealed = session
    ? await sealRequest({
        keys: session.keys,
        keyId: session.keyId,
        method: call.method,
        path: o.path,
        now: o.now,
        ...(query === null ? { body: input } : { query }),
      })
    : null;
  const headers = toWireHeaders({
    siteId: '5000',
    clientType: 'web',
    version: '1.1.0',
    deviceId: o.deviceId,
    language: 'zh-CN',
    token: o.token ?? '',
    ...sealed?.headers,
    ...o.headers,
  });
  const nonce = sealed?.headers.nonce ?? null;
  if (call.method === 'GET')
    return { method: 'GET', url: query ? `${o.path}?${query}` : o.path, headers, body: undefined, nonce };
  if (call.encoding === 'form')
    return {
      method: 'POST',
      url: o.path,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: query ?? '',
      nonce,
    };
  return { method: 'POST', url: o.path, headers, body: sealed?.body ?? (input as object), nonce };
}

/**
 * Calls one catalogue entry through `app.inject`, as the web client does (spec §7): handshake once,
 * seal the request (headers renamed, body in `xx`, signature), open the `{ t1, x1 }` answer. Tests use
 * this and never build requests by hand, so the wire format changes in one place.
 */
export async function callApi<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  input: z.input<C['input']>,
  opts: TestCallOptions = {},
): Promise<TestCallAnswer> {
  const enveloped = call.encoding !== 'plain' && call.encoding !== 'blob';
  const session = enveloped ? await envelopeSession(app) : null;
  const request = await wireCall(session, call, input, {
    path: pathOf(call, opts),
    now: opts.now ?? app.now(),
    deviceId: 'test-device',
    ...(opts.token !== undefined ? { token: opts.token } : {}),
    ...(opts.headers ? { headers: opts.headers } : {}),
  });
  const res = await app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.body !== undefined ? { payload: request.body } : {}),
    ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
  });
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  const wire = isJson ? res.json<unknown>() : {};
  const body = (session && request.nonce ? await openResponse(session.keys, wire, request.nonce) : wire) as {
    code?: number;
    msg?: string;
    data?: unknown;
  };
  return {
    status: res.statusCode,
    code: body.code ?? -1,
    msg: body.msg ?? '',
    data: body.data,
    headers: res.headers,
    raw: res.rawPayload,
  };
}

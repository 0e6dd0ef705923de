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

/** The envelope session of this app, after a real handshake through `/api/gw/handshake`. */
export async function envelopeSession(app: FastifyInstance): Promise<EnvelopeSession> {
  const known = sessions.get(app);
  if (known && known.expiresAt > app.now() + 60_000) return known;
  const pair = await createClientKeyPair();
  const res = await app.inject({
    method: 'POST',
    url: HANDSHAKE_PATH,
    payload: { publicKey: pair.publicKey },
  });
  const reply = handshakeAnswer.parse(res.json<{ data: unknown }>().data);
  const session = await completeHandshake(pair, reply);
  sessions.set(app, session);
  return session;
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
  const path = pathOf(call, opts);
  const enveloped = call.encoding !== 'plain' && call.encoding !== 'blob';
  const session = enveloped ? await envelopeSession(app) : null;
  const now = opts.now ?? app.now();
  const query = call.method === 'GET' || call.encoding === 'form' ? encodeQuery(input) : null;
  const sealed = session
    ? await sealRequest({
        keys: session.keys,
        keyId: session.keyId,
        method: call.method,
        path,
        now,
        ...(query === null ? { body: input } : { query }),
      })
    : null;
  const headers = toWireHeaders({
    siteId: '5000',
    clientType: 'web',
    version: '1.1.0',
    deviceId: 'test-device',
    language: 'zh-CN',
    token: opts.token ?? '',
    ...sealed?.headers,
    ...opts.headers,
  });
  const remote = opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {};
  const res =
    call.method === 'GET'
      ? await app.inject({ method: 'GET', url: query ? `${path}?${query}` : path, headers, ...remote })
      : call.encoding === 'form'
        ? await app.inject({
            method: 'POST',
            url: path,
            payload: query ?? '',
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            ...remote,
          })
        : await app.inject({
            method: 'POST',
            url: path,
            payload: sealed?.body ?? (input as object),
            headers,
            ...remote,
          });
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  const wire = isJson ? res.json<unknown>() : {};
  const body = (session && sealed ? await openResponse(session.keys, wire, sealed.headers.nonce) : wire) as {
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

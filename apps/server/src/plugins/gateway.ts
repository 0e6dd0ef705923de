import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  EnvelopeError,
  HANDSHAKE_PATH,
  WIRE_HEADER_NAMES,
  handshakeRequest,
  jsonDepthExceeds,
} from '@arena/protocol';
import { createEnvelopeStore, type EnvelopeStore } from '../gateway/envelope-store.ts';
import { DEFAULT_LIMITS, type ServerLimits, type TrustProxy } from '../config.ts';
import type { createSessionReplayGuard } from '../gateway/session-replay-guard.ts';
import { registerConnectionCaps } from './connection-caps.ts';
import { CALL_BUDGETS, type CallBudget } from '../gateway/call-budget.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live envelope sessions and the replay guard (spec §7). */
    envelope: EnvelopeStore;
    /** The clock the gateway checks envelopes against (injectable for tests). */
    now: () => number;
    /** Request bounds in force (body sizes, JSON depth, per-address caps). */
    limits: ServerLimits;
    /** Budgets per call id (register, name checks, codes…); empty when switched off. */
    callBudgets: Readonly<Record<string, CallBudget>>;
  }
}

export interface GatewayOptions {
  now?: () => number;
  limits?: ServerLimits;
  /** The `TRUST_PROXY` rule, for sockets that never become a Fastify request. */
  trustProxy?: TrustProxy;
  /** Bounds of the replay memory (tests lower them to flood cheaply). */
  replay?: Parameters<typeof createSessionReplayGuard>[0];
  /**
   * Origins allowed to call this gateway from a page on another origin (spec §7 "line configuration"):
   * the configured API lines. Asked at most every {@link CORS_ORIGINS_TTL_MS}.
   */
  corsOrigins?: () => Promise<readonly string[]>;
  /** Apply {@link CALL_BUDGETS} (default) or none. */
  callBudgets?: boolean;
  /** Envelope sessions shared by several instances; default: this process's memory. */
  envelope?: EnvelopeStore;
}

/** How long the allowed-origin list is reused before it is read again. */
export const CORS_ORIGINS_TTL_MS = 30_000;

/**
 * Gateway plugin, registered before any call: the envelope store, the handshake route, request bodies (form kept as text, since it is signed as sent; JSON with a nesting
 * bound; a small default size that only uploads and operator routes raise), the per-address caps on
 * endless streams and sockets, and CORS for the configured API lines only.
 */
export function registerGateway(app: FastifyInstance, opts: GatewayOptions = {}): void {
  const limits = opts.limits ?? DEFAULT_LIMITS;
  app.decorate('now', opts.now ?? Date.now);
  app.decorate('limits', limits);
  app.decorate('callBudgets', opts.callBudgets === false ? {} : CALL_BUDGETS);
  app.decorate('envelope', opts.envelope ?? createEnvelopeStore(opts.replay ? { replay: opts.replay } : {}));

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_req, body, done) => done(null, body),
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    if (jsonDepthExceeds(text, limits.jsonDepth)) {
      return done(Object.assign(new Error('JSON nested too deeply'), { statusCode: 400 }), undefined);
    }
    try {
      done(null, parseJsonSafely(text));
    } catch {
      done(Object.assign(new Error('body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
  // Operator routes carry images (news, banners, support): they get the upload bound unless they set one.
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit === undefined && route.url.startsWith('/admin/'))
      route.bodyLimit = limits.uploadBodyBytes;
  });

  registerConnectionCaps(app, limits, opts.trustProxy ?? false);
  registerCors(app, opts.corsOrigins ?? (() => Promise.resolve([])));

  app.post(HANDSHAKE_PATH, async (req) => {
    const parsed = handshakeRequest.safeParse(req.body);
    if (!parsed.success) return { code: ErrorCode.badInput, msg: 'invalid handshake', data: null };
    try {
      const now = app.now();
      const reply = await app.envelope.handshake(parsed.data.publicKey, now);
      return { code: ErrorCode.ok, msg: 'ok', data: { ...reply, serverTime: now } };
    } catch (err) {
      if (err instanceof EnvelopeError) return { code: err.code, msg: err.message, data: null };
      throw err;
    }
  });
}

/**
 * `JSON.parse` that refuses prototype poisoning as Fastify's own parser does: a `__proto__` key, or a
 * `constructor` key holding a `prototype`. The slower reviver runs only when the text names one.
 */
export function parseJsonSafely(text: string): unknown {
  if (!text.includes('"__proto__"') && !text.includes('"constructor"')) return JSON.parse(text);
  return JSON.parse(text, (key, value: unknown) => {
    if (key === '__proto__') throw new SyntaxError('__proto__ key');
    if (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)
      throw new SyntaxError('constructor.prototype key');
    return value;
  });
}

/** `https://a.example:8443/x/` → `https://a.example:8443`; null for anything that is not a URL. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * CORS for /api/*: only a page on one of the configured API lines may call from another origin (a
 * line's page rotating to a sibling line). Any other origin gets no CORS headers, so the browser
 * keeps the answer from it; same-origin calls need none.
 */
function registerCors(app: FastifyInstance, origins: () => Promise<readonly string[]>): void {
  const allowHeaders = ['content-type', ...WIRE_HEADER_NAMES].join(', ');
  let cached: { at: number; set: Set<string> } | null = null;
  const allowed = async (origin: string) => {
    const now = Date.now();
    if (!cached || now - cached.at > CORS_ORIGINS_TTL_MS) {
      const list = await origins();
      cached = { at: now, set: new Set(list.map(originOf).filter((o): o is string => o !== null)) };
    }
    return cached.set.has(origin);
  };

  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    if (origin && (await allowed(origin))) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-headers', allowHeaders);
      reply.header('access-control-expose-headers', WIRE_HEADER_NAMES.join(', '));
      reply.header('access-control-allow-methods', 'GET, POST');
      reply.header('access-control-max-age', '600');
    }
    if (origin) reply.header('vary', 'origin');
    if (req.method === 'OPTIONS') await reply.code(204).send();
  });
  app.options('/api/*', async (_req, reply) => reply.code(204).send());
}

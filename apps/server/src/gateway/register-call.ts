import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ErrorCode,
  EnvelopeError,
  VERIFY_RESULT_FIELD,
  openRequest,
  verifyScopeOf,
  sealResponse,
  type CallDef,
  type OpenedRequest,
} from '@arena/protocol';
import { GatewayError, badInput, loginRequired } from './gateway-error.ts';
import type { SessionEndReason, SessionMember } from './gateway-guards.ts';
import { readLogicalHeaders, type LogicalRequestHeaders } from './request-headers.ts';
import { bodyLimitOf } from './body-limit.ts';
import { spendCallBudget } from './call-budget.ts';
import { msg } from './user-messages.ts';

/**
 * What every handler gets besides its validated input. `M` is the member: a `member` call's handler
 * is given a signed-in member (the pipeline answered "login required" otherwise); other calls may
 * run for a visitor (null).
 */
export interface CallContext<M extends SessionMember | null = SessionMember | null> {
  req: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
  headers: LogicalRequestHeaders;
  /** The signed-in member, or null for a visitor (never null for `member` calls). */
  member: M;
  /** Which path of a visitor-or-member call was used (spec §6). */
  via: 'anonymous' | 'web' | 'app' | 'single';
  /** The request carried a valid verification ticket, now used up (spec §4): e.g. login after 3 misses. */
  verified: boolean;
}

/** The spec §8 answer for a session that ended (the client then runs the session-end flow). */
const ENDED: Record<Exclude<SessionEndReason, 'logout'>, { code: number; msg: string }> = {
  elsewhere: { code: ErrorCode.loginElsewhere, msg: msg('gateway.loginElsewhere') },
  blocked: { code: ErrorCode.accountBlocked, msg: msg('auth.accountBlocked') },
  password: { code: ErrorCode.passwordChanged, msg: msg('gateway.passwordChanged') },
};

/** The member a call's handler is given: never null for a call declared for members only. */
export type MemberOf<C extends CallDef> = C['auth'] extends 'member' ? SessionMember : SessionMember | null;

export type CallHandler<C extends CallDef> = (
  input: z.output<C['input']>,
  ctx: CallContext<MemberOf<C>>,
) => Promise<z.input<C['output']>>;

/** A call's answer before sealing: what the client opens. */
export interface CallAnswer {
  code: number;
  msg: string;
  data: unknown;
}

/** Runs a registered call for a visitor inside the server (no envelope, no token, no call budget). */
type VisitorAnswerer = (req: FastifyRequest, reply: FastifyReply, input: unknown) => Promise<CallAnswer>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue ids that have a registered handler (a test compares them with the catalogue). */
    handledCalls: Set<string>;
    /** The visitor path of each call a visitor may make (see {@link answerAsVisitor}). */
    visitorAnswerers: Map<string, VisitorAnswerer>;
  }
}

export function registerGatewayDecorations(app: FastifyInstance): void {
  app.decorate('handledCalls', new Set<string>());
  app.decorate('visitorAnswerers', new Map<string, VisitorAnswerer>());
}

/** Whether the operator switches would stop this client's visitor call (e.g. its IP is blocked). */
export async function visitorStopped(
  app: FastifyInstance,
  call: CallDef,
  req: FastifyRequest,
): Promise<boolean> {
  const { stop } = await app.gatewayGuards.gate({
    callId: call.id,
    ip: req.ip,
    deviceId: undefined,
    verified: false,
  });
  return stop !== null;
}

/**
 * The answer a visitor's call would get, produced inside the server by the same pipeline (operator
 * switches, input and output schemas, the handler) minus the envelope, the token and the call budget:
 * what the SPA page embeds so home paints before the handshake (plugins/spa.ts). The caller bounds
 * how often it runs (the page cache), which is why the per-client budget is not spent here.
 */
export function answerAsVisitor(
  app: FastifyInstance,
  call: CallDef,
  input: unknown,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<CallAnswer> {
  const answerer = app.visitorAnswerers.get(call.id);
  if (!answerer) throw new Error(`call ${call.id} has no visitor path`);
  return answerer(req, reply, input);
}

/** Calls whose body travels in the envelope (spec §7); `plain` and `blob` calls do not. */
export const isEnveloped = (call: CallDef) => call.encoding !== 'plain' && call.encoding !== 'blob';

/** The raw query string exactly as sent (signed as is), without `?`. */
const rawQuery = (req: FastifyRequest) => {
  const at = req.url.indexOf('?');
  return at < 0 ? '' : req.url.slice(at + 1);
};

/** A form call's body as sent (the form parser keeps it as text); anything else is no form. */
const formText = (req: FastifyRequest) => (typeof req.body === 'string' ? req.body : '');

/** Opens the envelope of an enveloped call (throws EnvelopeError), or null for plain / blob calls. */
async function openEnvelope(
  app: FastifyInstance,
  call: CallDef,
  req: FastifyRequest,
  headers: LogicalRequestHeaders,
): Promise<OpenedRequest | null> {
  if (!isEnveloped(call)) return null;
  const common = {
    method: req.method,
    path: req.url.split('?', 1)[0] ?? req.url,
    headers,
    lookup: (keyId: string) => app.envelope.lookup(keyId),
    guard: app.envelope.guard,
    now: app.now(),
  };
  if (call.encoding === 'query') return openRequest({ ...common, query: rawQuery(req) });
  if (call.encoding === 'form') return openRequest({ ...common, query: formText(req) });
  return openRequest({ ...common, body: req.body });
}

/** The call's input before validation: decrypted JSON, form fields or query, by encoding. */
function rawInput(call: CallDef, req: FastifyRequest, opened: OpenedRequest | null): unknown {
  if (call.encoding === 'encrypted-json') return opened?.body ?? {};
  if (call.encoding === 'form') return Object.fromEntries(new URLSearchParams(formText(req)));
  if (call.method === 'GET') return req.query ?? {};
  return req.body ?? {};
}

/** Takes the verification result a retry merged into the input (spec §4) out of it. */
function takeVerifyResult(input: unknown): { input: unknown; ticket: string | null } {
  if (typeof input !== 'object' || input === null || !(VERIFY_RESULT_FIELD in input)) {
    return { input, ticket: null };
  }
  const { [VERIFY_RESULT_FIELD]: ticket, ...rest } = input as Record<string, unknown>;
  return { input: rest, ticket: typeof ticket === 'string' ? ticket : null };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers the handler of one catalogue call on its path (or its three visitor/web/app paths).
 * Order: open the envelope (spec §7: signature, freshness, replay), operator switches (spec §8),
 * auth mode (spec §6), input through the shared zod schema, the handler, its output through the
 * output schema (a handler can never answer outside its declared shape), then seal the answer.
 */
export function registerCall<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
): void {
  if (app.handledCalls.has(call.id)) throw new Error(`call ${call.id} registered twice`);
  app.handledCalls.add(call.id);
  const routes: { url: string; via: CallContext['via'] }[] = call.paths
    ? [
        { url: call.paths.anonymous, via: 'anonymous' },
        { url: call.paths.web, via: 'web' },
        { url: call.paths.app, via: 'app' },
      ]
    : [{ url: call.path, via: 'single' }];

  const answer = async (
    req: FastifyRequest,
    reply: FastifyReply,
    via: CallContext['via'],
    headers: LogicalRequestHeaders,
    raw: unknown,
    inServer = false,
  ): Promise<CallAnswer> => {
    try {
      const verify = takeVerifyResult(raw);
      const guards = app.gatewayGuards;
      // A ticket serves only a retry of the call it was solved for, with the same login name.
      const verified =
        verify.ticket !== null &&
        (await guards.spendVerifyTicket(verify.ticket, verifyScopeOf(call.id, verify.input)));
      // An answer made in the server is shared by every page for a moment, so only the switches that
      // apply to everyone stop it here; the page checks the per-client ones itself (visitorStopped).
      const ip = inServer ? '' : req.ip;
      const { stop, holdMs } = await guards.gate({
        callId: call.id,
        ip,
        deviceId: headers.deviceId,
        verified,
      });
      if (stop) throw stop;
      if (holdMs > 0 && !inServer) await sleep(holdMs);
      if (!inServer)
        await spendCallBudget(
          app.budgetHits,
          call.id,
          { ip: req.ip, deviceId: headers.deviceId },
          new Date(app.now()),
          app.callBudgets,
        );

      const token = call.blankToken || call.auth === 'anonymous' ? null : (headers.token ?? null);
      const session = token ? await guards.session(token) : null;
      const member = session && 'member' in session ? session.member : null;
      const needsMember =
        call.auth === 'member' || (call.auth === 'visitor-or-member' && via !== 'anonymous');
      if (needsMember && !member) {
        if (session && 'ended' in session && session.ended !== 'logout') {
          const ended = ENDED[session.ended];
          throw new GatewayError(ended.code, ended.msg);
        }
        // A token that does not resolve (unknown, expired, logged out) is the spec §8 "401".
        if (token) {
          void reply.code(401);
          throw new GatewayError(ErrorCode.unauthorized, msg('gateway.sessionExpired'));
        }
        throw loginRequired();
      }
      const parsed = call.input.safeParse(verify.input);
      if (!parsed.success)
        throw badInput(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      // A `member` call reaches here only with a member (checked above), which is what MemberOf says.
      const ctx = { req, reply, app, headers, member, via, verified } as CallContext<MemberOf<C>>;
      const data = await handler(parsed.data as z.output<C['input']>, ctx);
      if (call.encoding === 'blob') return data as never; // the handler has sent the bytes itself
      const checked = call.output.safeParse(data);
      if (!checked.success) {
        req.log.error(
          { call: call.id, issues: checked.error.issues },
          'handler answered outside its output schema',
        );
        throw new GatewayError(ErrorCode.degraded, 'interface degraded');
      }
      return { code: ErrorCode.ok, msg: 'ok', data: checked.data };
    } catch (err) {
      if (err instanceof GatewayError) return { code: err.code, msg: err.message, data: err.data };
      throw err;
    }
  };

  const visitorVia = call.paths ? 'anonymous' : call.auth === 'member' ? null : 'single';
  if (visitorVia && call.encoding !== 'blob')
    app.visitorAnswerers.set(call.id, (req, reply, input) => answer(req, reply, visitorVia, {}, input, true));

  for (const route of routes) {
    app.route({
      method: call.method,
      url: route.url,
      bodyLimit: bodyLimitOf(call, app.limits),
      handler: async (req, reply) => {
        const headers = readLogicalHeaders(req);
        let opened: OpenedRequest | null;
        try {
          opened = await openEnvelope(app, call, req, headers);
        } catch (err) {
          // Envelope failures cannot be sealed (no trusted key): plain, and they never change state.
          if (err instanceof EnvelopeError) return { code: err.code, msg: err.message, data: null };
          throw err;
        }
        const result = await answer(req, reply, route.via, headers, rawInput(call, req, opened));
        if (reply.sent) return reply;
        return opened ? sealResponse(opened.keys, result, opened.nonce) : result;
      },
    });
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ErrorCode, type CallDef } from '@arena/protocol';
import { GatewayError, badInput, loginRequired } from './gateway-error.ts';
import { resolveMember, type SessionMember } from '../modules/auth/session-repository.ts';
import { readLogicalHeaders, type LogicalRequestHeaders } from './request-headers.ts';

/** What every handler gets besides its validated input. */
export interface CallContext {
  req: FastifyRequest;
  reply: FastifyReply;
  app: FastifyInstance;
  headers: LogicalRequestHeaders;
  /** The signed-in member, or null for a visitor (always set for `member` calls). */
  member: SessionMember | null;
  /** Which path of a visitor-or-member call was used (spec §6). */
  via: 'anonymous' | 'web' | 'app' | 'single';
}

export type CallHandler<C extends CallDef> = (
  input: z.output<C['input']>,
  ctx: CallContext,
) => Promise<z.input<C['output']>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Catalogue ids that have a registered handler (a test compares them with the catalogue). */
    handledCalls: Set<string>;
  }
}

export function registerGatewayDecorations(app: FastifyInstance): void {
  app.decorate('handledCalls', new Set<string>());
}

function rawInput(call: CallDef, req: FastifyRequest): unknown {
  if (call.method === 'GET') return req.query ?? {};
  return req.body ?? {};
}

/**
 * Registers the handler of one catalogue call on its path (or its three visitor/web/app paths):
 * validates input with the shared zod schema, enforces the auth mode, answers `{ code, msg, data }`
 * and validates its own output, so a handler can never answer outside the declared shape.
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

  for (const route of routes) {
    app.route({
      method: call.method,
      url: route.url,
      handler: async (req, reply) => {
        try {
          const headers = readLogicalHeaders(req);
          const token = call.blankToken ? null : (headers.token ?? null);
          const member = token ? await resolveMember(app.db, token) : null;
          const needsMember =
            call.auth === 'member' || (call.auth === 'visitor-or-member' && route.via !== 'anonymous');
          if (needsMember && !member) throw loginRequired();
          const parsed = call.input.safeParse(rawInput(call, req));
          if (!parsed.success)
            throw badInput(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
          const data = await handler(parsed.data as z.output<C['input']>, {
            req,
            reply,
            app,
            headers,
            member,
            via: route.via,
          });
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
      },
    });
  }
}

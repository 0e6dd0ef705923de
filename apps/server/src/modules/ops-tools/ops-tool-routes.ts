import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ErrorCode,
  GatewayError,
  opsApplicationParams,
  opsApplicationsQuery,
  opsDecisionInput,
  opsExcludeInput,
  opsMemberParams,
} from '@arena/protocol';
import { operatorOf } from '../support/ops-service.ts';
import { OPS_PREFIX } from '../support/ops-routes.ts';
import { operatorExclude, operatorView } from '../responsible/responsible-operator.ts';
import { applicationList, decidePromotion } from '../activity/activity-promotion-service.ts';
import { msg } from '../../gateway/user-messages.ts';

const STATUS: Partial<Record<number, number>> = {
  [ErrorCode.badInput]: 400,
  [ErrorCode.supportOperatorAuth]: 401,
  [ErrorCode.notFound]: 404,
};

/** Parses with a shared schema; a refusal carries the schema's Chinese message and writes nothing. */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  throw new GatewayError(ErrorCode.badInput, parsed.error.issues[0]?.message ?? msg('common.badParams'));
}

const bearer = (req: FastifyRequest) => /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];

/**
 * The operator console's tools beside customer service (docs/responsible-play.md, docs/activities.md),
 * under /api/ops with the console's operator session: a member's responsible play (limits, session,
 * exclusions; an exclusion can be added, never shortened) and the review of activity applications.
 * Each is the same service the /admin endpoints call.
 */
export function registerOpsToolRoutes(app: FastifyInstance): void {
  const db = app.db;
  const signedIn =
    (run: (req: FastifyRequest) => Promise<unknown>) => async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      try {
        await operatorOf(db, bearer(req), app.now());
        return { code: ErrorCode.ok, msg: 'ok', data: await run(req) };
      } catch (err) {
        if (!(err instanceof GatewayError)) throw err;
        return reply
          .code(STATUS[err.code] ?? 409)
          .send({ code: err.code, msg: err.message, data: err.data ?? null });
      }
    };

  app.get(
    `${OPS_PREFIX}/members/:name/responsible`,
    signedIn(async (req) => operatorView(db, parse(opsMemberParams, req.params).name, app.now())),
  );
  app.post(
    `${OPS_PREFIX}/members/:name/exclusions`,
    signedIn(async (req) => {
      const { name } = parse(opsMemberParams, req.params);
      return operatorExclude(db, name, parse(opsExcludeInput, req.body), app.now());
    }),
  );
  app.get(
    `${OPS_PREFIX}/activity-applications`,
    signedIn(async (req) => ({
      list: await applicationList(db, parse(opsApplicationsQuery, req.query).status ?? null),
    })),
  );
  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `${OPS_PREFIX}/activity-applications/:id/${decision}`,
      signedIn(async (req) => {
        const id = Number(parse(opsApplicationParams, req.params).id);
        const { note } = parse(opsDecisionInput, req.body);
        return decidePromotion(db, id, decision === 'approve' ? 'approved' : 'rejected', note);
      }),
    );
  }
}

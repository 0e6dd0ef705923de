import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode, catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { dormantActivate, dormantCheck, markDormant } from './dormant-service.ts';

const memberParams = z.object({ name: z.string().min(1).max(64) });

/**
 * Dormant members (docs/member-profile.md): auth.dormantCheck and auth.dormantActivate, and the
 * operator endpoint `POST /admin/members/:name/dormant` that marks one dormant now.
 */
export function registerDormantRoutes(app: FastifyInstance): void {
  registerCall(app, catalogue.auth.dormantCheck, (input) =>
    dormantCheck(app.db, input.name, new Date(app.now())),
  );
  registerCall(app, catalogue.auth.dormantActivate, async (input) => {
    await dormantActivate(app.db, input, new Date(app.now()));
    return { ok: true };
  });

  app.post('/admin/members/:name/dormant', { preHandler: app.requireAdmin }, async (req, reply) => {
    const parsed = memberParams.safeParse(req.params);
    if (!parsed.success)
      return reply.code(400).send({ code: ErrorCode.badInput, msg: parsed.error.message, data: null });
    const result = await markDormant(app.db, parsed.data.name, new Date(app.now()));
    if (!result)
      return reply
        .code(404)
        .send({ code: ErrorCode.notFound, msg: 'member not found (or blocked)', data: null });
    return { code: ErrorCode.ok, msg: 'ok', data: { name: parsed.data.name, status: 0, ...result } };
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@arena/protocol';
import { listOutbox } from './outbox-repository.ts';
import { setMemberStatus } from './member-repository.ts';
import { endMemberSessions } from './session-repository.ts';

const outboxQuery = z.object({ target: z.string().min(1).max(128).optional() });
const memberParams = z.object({ name: z.string().min(1).max(64) });

/**
 * Operator endpoints of the accounts issue (bearer ADMIN_TOKEN): read the code outbox (browser tests,
 * `npm run admin`) and block / unblock a member. Blocking ends every live session with 'blocked'.
 */
export function registerAccountAdminRoutes(app: FastifyInstance): void {
  app.get('/admin/outbox', { preHandler: app.requireAdmin }, async (req, reply) => {
    const parsed = outboxQuery.safeParse(req.query);
    if (!parsed.success)
      return reply.code(400).send({ code: ErrorCode.badInput, msg: parsed.error.message, data: null });
    return {
      code: ErrorCode.ok,
      msg: 'ok',
      data: { list: await listOutbox(app.db, parsed.data.target ?? null) },
    };
  });

  const setStatus = (status: 1 | 2) => async (req: FastifyRequest, reply: FastifyReply) => {
    const parsed = memberParams.safeParse(req.params);
    if (!parsed.success)
      return reply.code(400).send({ code: ErrorCode.badInput, msg: parsed.error.message, data: null });
    const { name } = parsed.data;
    const result = await app.db.transaction(async (tx) => {
      const memberId = await setMemberStatus(tx, name, status);
      if (memberId === null) return null;
      return { endedSessions: status === 2 ? await endMemberSessions(tx, memberId, 'blocked') : 0 };
    });
    if (!result)
      return reply.code(404).send({ code: ErrorCode.notFound, msg: 'member not found', data: null });
    return { code: ErrorCode.ok, msg: 'ok', data: { name, status, ...result } };
  };
  app.post('/admin/members/:name/block', { preHandler: app.requireAdmin }, setStatus(2));
  app.post('/admin/members/:name/unblock', { preHandler: app.requireAdmin }, setStatus(1));
}

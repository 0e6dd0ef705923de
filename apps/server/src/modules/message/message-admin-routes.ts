import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { findMemberByLogin } from '../auth/member-directory.ts';
import { sendLetter, sendNotice, sendPromotionLetter } from './message-service.ts';
import { msg } from '../../gateway/user-messages.ts';

/* Shape only; the bounds and the in-app link rule are checked (in Chinese) by message-service. */
const letterBody = z
  .object({
    name: z.string().min(1).max(64),
    title: z.string().max(1000),
    content: z.string().max(20_000),
    link: z.string().max(1000).optional(),
    promotion: z.boolean().optional(),
  })
  .strict();
const noticeBody = z
  .object({
    title: z.string().max(1000),
    content: z.string().max(20_000),
    link: z.string().max(1000).optional(),
    minVipLevel: z.number().int().nullable().optional(),
    promotion: z.boolean().optional(),
  })
  .strict();

function fail(reply: FastifyReply, err: unknown) {
  if (!(err instanceof GatewayError)) throw err;
  const status = err.code === ErrorCode.notFound ? 404 : err.code === ErrorCode.playExcluded ? 409 : 400;
  return reply.code(status).send({ code: err.code, msg: err.message, data: err.data ?? null });
}

const badBody = (reply: FastifyReply, error: z.ZodError) =>
  reply.code(400).send({
    code: ErrorCode.badInput,
    msg: msg('message.adminBadBody'),
    data: { issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
  });

/**
 * Operator endpoints of the inbox (bearer ADMIN_TOKEN; the CLI `letter` / `notice` commands and the
 * browser tests use them): a private letter to one member by name, a notice to all members or to a
 * VIP level and above. `promotion: true` marks either as promotional (responsible play).
 */
export function registerMessageAdminRoutes(app: FastifyInstance): void {
  const admin = { preHandler: app.requireAdmin };

  app.post('/admin/messages/letters', admin, async (req, reply) => {
    const parsed = letterBody.safeParse(req.body ?? {});
    if (!parsed.success) return badBody(reply, parsed.error);
    const { name, promotion, ...message } = parsed.data;
    try {
      const member = await findMemberByLogin(app.db, name);
      if (!member)
        throw new GatewayError(ErrorCode.notFound, msg('common.memberNotFound'), { field: 'name' });
      if (!promotion) {
        const data = await sendLetter(app.db, { memberId: member.id, ...message });
        return { code: ErrorCode.ok, msg: 'ok', data };
      }
      const data = await sendPromotionLetter(app.db, { memberId: member.id, ...message }, app.now());
      // A member in a time-out or self-exclusion gets no promotion letter: said plainly, nothing written.
      if (data.id === null)
        throw new GatewayError(ErrorCode.playExcluded, msg('message.promotionExcluded'), {
          field: 'name',
        });
      return { code: ErrorCode.ok, msg: 'ok', data };
    } catch (err) {
      return fail(reply, err);
    }
  });

  app.post('/admin/messages/notices', admin, async (req, reply) => {
    const parsed = noticeBody.safeParse(req.body ?? {});
    if (!parsed.success) return badBody(reply, parsed.error);
    try {
      const data = await sendNotice(app.db, parsed.data);
      return { code: ErrorCode.ok, msg: 'ok', data };
    } catch (err) {
      return fail(reply, err);
    }
  });
}

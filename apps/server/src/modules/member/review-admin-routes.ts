import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { decideReview, listReviews } from './review-service.ts';

const listQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() }).strict();
const reviewParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const decideBody = z.object({ remark: z.string().max(200).optional() }).strict();

const bad = (reply: FastifyReply, msg: string) =>
  reply.code(400).send({ code: ErrorCode.badInput, msg, data: null });

/**
 * Operator endpoints of the modification reviews (bearer ADMIN_TOKEN): `GET /admin/reviews?status=`,
 * `POST /admin/reviews/:id/approve` and `/reject` with `{ remark }`. A decision applies in one
 * transaction; deciding a review that is no longer pending answers 409 and changes nothing.
 */
export function registerReviewAdminRoutes(app: FastifyInstance): void {
  app.get('/admin/reviews', { preHandler: app.requireAdmin }, async (req, reply) => {
    const parsed = listQuery.safeParse(req.query);
    if (!parsed.success) return bad(reply, parsed.error.message);
    return { code: ErrorCode.ok, msg: 'ok', data: { list: await listReviews(app.db, parsed.data) } };
  });

  const decide = (decision: 'approved' | 'rejected') => async (req: FastifyRequest, reply: FastifyReply) => {
    const params = reviewParams.safeParse(req.params);
    if (!params.success) return bad(reply, 'bad review id');
    const body = decideBody.safeParse(req.body ?? {});
    if (!body.success) return bad(reply, body.error.message);
    try {
      const outcome = await decideReview(
        app.db,
        params.data.id,
        decision,
        body.data.remark?.trim() ?? '',
        new Date(app.now()),
      );
      if (!outcome.ok)
        return outcome.reason === 'notFound'
          ? reply.code(404).send({ code: ErrorCode.notFound, msg: 'review not found', data: null })
          : reply.code(409).send({ code: ErrorCode.conflict, msg: 'review is not pending', data: null });
      return { code: ErrorCode.ok, msg: 'ok', data: outcome.review };
    } catch (err) {
      if (err instanceof GatewayError)
        return reply.code(409).send({ code: err.code, msg: err.message, data: err.data });
      throw err;
    }
  };
  app.post('/admin/reviews/:id/approve', { preHandler: app.requireAdmin }, decide('approved'));
  app.post('/admin/reviews/:id/reject', { preHandler: app.requireAdmin }, decide('rejected'));
}

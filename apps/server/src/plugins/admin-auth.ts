import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for operator routes under `/admin/*`: `Authorization: Bearer <ADMIN_TOKEN>`. */
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The operator token in force (ADMIN_TOKEN, or a random one per start, logged once). */
    adminToken: string;
  }
}

/**
 * Operator authentication: one bearer token from the environment (or random per start, so an unset
 * ADMIN_TOKEN never means "open"). Compared in constant time.
 */
export function registerAdminAuth(app: FastifyInstance, configured: string | undefined): void {
  const token = configured ?? randomBytes(24).toString('base64url');
  if (!configured)
    app.log.info({ adminToken: token }, 'ADMIN_TOKEN not set: using a random one for this run');
  const expected = Buffer.from(`Bearer ${token}`);
  app.decorate('adminToken', token);
  app.decorate('requireAdmin', async (req: FastifyRequest, reply: FastifyReply) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      await reply.code(401).send({ code: 401, msg: 'operator token required', data: null });
    }
  });
}

import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for operator routes under `/admin/*`: `Authorization: Bearer <ADMIN_TOKEN>`. */
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The operator token in force (ADMIN_TOKEN, or the one `main.ts` made for this data directory). */
    adminToken: string;
  }
}

/**
 * Operator authentication: one bearer token, compared in constant time. Without one, a random token
 * nobody knows closes the operator routes (an unset token never means "open"). The token is never
 * logged: `main.ts` hands a generated one to the operator through a 0600 file.
 */
export function registerAdminAuth(app: FastifyInstance, configured: string | undefined): void {
  const token = configured ?? randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  app.decorate('adminToken', token);
  app.decorate('requireAdmin', async (req: FastifyRequest, reply: FastifyReply) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      await reply.code(401).send({ code: 401, msg: 'operator token required', data: null });
    }
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@arena/protocol';
import { findMemberForOperator } from '../auth/member-directory.ts';
import { writeSiteConfig } from '../site/site-config-service.ts';

const siteConfigEntry = z
  .object({ key: z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,63}$/), value: z.json() })
  .strict();

/**
 * Operator endpoints (bearer ADMIN_TOKEN): read and change the switches. Used by the browser tests and
 * by `npm run admin` (scripts/admin.mjs).
 */
export function registerOperatorRoutes(app: FastifyInstance): void {
  app.get('/admin/switches', { preHandler: app.requireAdmin }, async () => ({
    code: ErrorCode.ok,
    msg: 'ok',
    data: await app.switches.get(),
  }));
  app.post('/admin/switches', { preHandler: app.requireAdmin }, async (req, reply) => {
    try {
      return { code: ErrorCode.ok, msg: 'ok', data: await app.switches.set(req.body ?? {}) };
    } catch (err) {
      return reply.code(400).send({ code: ErrorCode.badInput, msg: String(err), data: null });
    }
  });

  // Sets one site_config value (e.g. `apiLines`, `settlementUnit`): what an operator console would do.
  app.post('/admin/site-config', { preHandler: app.requireAdmin }, async (req, reply) => {
    const parsed = siteConfigEntry.safeParse(req.body);
    if (!parsed.success)
      return reply.code(400).send({ code: ErrorCode.badInput, msg: parsed.error.message, data: null });
    await writeSiteConfig(app.db, parsed.data.key, parsed.data.value);
    return { code: ErrorCode.ok, msg: 'ok', data: parsed.data };
  });

  // A member as an operator sees it (never the password hash): what the browser tests check after a
  // registration, e.g. that the invitation codes were recorded.
  app.get<{ Params: { name: string } }>(
    '/admin/members/:name',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const member = await findMemberForOperator(app.db, req.params.name);
      if (!member)
        return reply.code(404).send({ code: ErrorCode.notFound, msg: 'member not found', data: null });
      return { code: ErrorCode.ok, msg: 'ok', data: member };
    },
  );
}

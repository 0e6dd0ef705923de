import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { validateEmail, validatePhone } from '@arena/domain';
import { ErrorCode } from '@arena/protocol';
import { setMemberContact } from '../auth/member-directory.ts';

const contactBody = z
  .object({
    phone: z.string().max(13).optional(),
    areaCode: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional(),
    email: z.string().max(128).optional(),
  })
  .strict();

/**
 * `POST /admin/members/:name/contact`: an operator sets a member's phone and/or email, checked with the
 * spec §5 rules (what a support agent does after verifying a member by other means; browser tests use
 * it to give a fresh member a phone for the forgot-password flow). A phone or email already used by
 * another member is refused.
 */
export function registerMemberContactRoutes(app: FastifyInstance): void {
  app.post<{ Params: { name: string } }>(
    '/admin/members/:name/contact',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = contactBody.safeParse(req.body);
      const bad = (msg: string) => reply.code(400).send({ code: ErrorCode.badInput, msg, data: null });
      if (!parsed.success) return bad(parsed.error.message);
      const { phone, areaCode = '86', email } = parsed.data;
      if (phone !== undefined && !validatePhone(phone, areaCode).ok) return bad('invalid phone');
      if (email !== undefined && !validateEmail(email).ok) return bad('invalid email');
      try {
        const name = await setMemberContact(app.db, req.params.name, {
          phone: phone ?? null,
          areaCode: phone !== undefined ? areaCode : null,
          email: email?.toLowerCase() ?? null,
        });
        if (name === null)
          return reply.code(404).send({ code: ErrorCode.notFound, msg: 'member not found', data: null });
        return { code: ErrorCode.ok, msg: 'ok', data: { name, phone: phone ?? null, email: email ?? null } };
      } catch (err) {
        // The unique indexes on phone and lower(email): another member has it.
        if ((err as { code?: unknown }).code === '23505')
          return reply
            .code(409)
            .send({ code: ErrorCode.conflict, msg: 'already used by another member', data: null });
        throw err;
      }
    },
  );
}

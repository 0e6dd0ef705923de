import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@arena/protocol';
import { walletBalance } from '../wallet/ledger.ts';
import { findMemberRef } from '../auth/member-directory.ts';
import { giftPermission, goldBoughtToday } from './gift-permission.ts';
import { setGiftBlock, setGiftStatus } from './gift-repository.ts';

/** Exactly one of `name` or `memberId` names the member. */
const blockBody = z
  .object({
    name: z.string().min(1).max(64).optional(),
    memberId: z.number().int().positive().optional(),
    blocked: z.boolean(),
    reason: z.string().max(100).optional(),
  })
  .strict()
  .refine((b) => (b.name === undefined) !== (b.memberId === undefined), 'give name or memberId');

const statusBody = z.object({ status: z.union([z.literal(0), z.literal(1), z.literal(2)]) }).strict();

const fail = (code: number, msg: string) => ({ code, msg, data: null });

/**
 * Operator endpoints of gifts (bearer ADMIN_TOKEN; tests and browser tests use them). The gift switch
 * and the daily cap are site_config keys (`giftSwitch`, `giftDailyGoldCap`) set with POST /admin/site-config.
 */
export function registerGiftAdminRoutes(app: FastifyInstance): void {
  const db = app.db;

  const memberId = (ref: { name?: string | undefined; memberId?: number | undefined }) =>
    findMemberRef(db, ref);

  // Puts a member on the gift block list (no buying gold coins, no gifting; spec §6), or takes them off.
  app.post('/admin/gifts/block', { preHandler: app.requireAdmin }, async (req, reply) => {
    const parsed = blockBody.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send(fail(ErrorCode.badInput, 'bad gift block'));
    const member = await memberId(parsed.data);
    if (!member) return reply.code(404).send(fail(ErrorCode.notFound, 'member not found'));
    await setGiftBlock(db, member.id, parsed.data.blocked, parsed.data.reason ?? '');
    return {
      code: 0,
      msg: 'ok',
      data: { memberId: member.id, name: member.name, blocked: parsed.data.blocked },
    };
  });

  // A member's gold coins, today's purchases and what the permission rule answers.
  app.get<{ Params: { name: string } }>(
    '/admin/gifts/members/:name',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const member = await memberId({ name: req.params.name });
      if (!member) return reply.code(404).send(fail(ErrorCode.notFound, 'member not found'));
      const now = app.now();
      return {
        code: 0,
        msg: 'ok',
        data: {
          memberId: member.id,
          name: member.name,
          gold: await walletBalance(db, member.id, 'gold'),
          boughtToday: await goldBoughtToday(db, member.id, now),
          buyGold: await giftPermission(db, member.id, 'buyGold', now),
          giftAnchor: await giftPermission(db, member.id, 'giftAnchor', now),
        },
      };
    },
  );

  // Switches one gift on (1) or off (0 inactive, 2 disabled); giftConfig lists only status 1.
  app.post<{ Params: { giftId: string } }>(
    '/admin/gifts/:giftId/status',
    { preHandler: app.requireAdmin },
    async (req, reply) => {
      const parsed = statusBody.safeParse(req.body ?? {});
      if (!parsed.success || !/^\d{1,9}$/.test(req.params.giftId))
        return reply.code(400).send(fail(ErrorCode.badInput, 'bad gift status'));
      if (!(await setGiftStatus(db, Number(req.params.giftId), parsed.data.status)))
        return reply.code(404).send(fail(ErrorCode.notFound, 'gift not found'));
      return { code: 0, msg: 'ok', data: { giftId: Number(req.params.giftId), status: parsed.data.status } };
    },
  );
}

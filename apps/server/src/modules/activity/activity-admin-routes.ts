import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorCode, GatewayError } from '@arena/protocol';
import { configSchemas, isActivityKind } from './activity-config.ts';
import { settleDueGuesses } from './activity-guess-service.ts';
import { appliesWithNames, decidePromotion } from './activity-promotion-service.ts';
import { findActivity, listActivities, upsertActivity } from './activity-repository.ts';
import { listGifts } from './activity-extras-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

const idParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/) });
const applyParams = z.object({ id: z.coerce.number().int().positive() });
const applyQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
const decisionBody = z.object({ note: z.string().max(200).default('') }).strict();
const activityBody = z
  .object({
    title: z.string().min(1).max(60),
    category: z.enum(['newcomer', 'deposit', 'rebate', 'vip', 'sports', 'live', 'egame', 'other']),
    imageUrl: z.string().max(300).default(''),
    startAt: z.number().int().nonnegative(),
    endAt: z.number().int().positive(),
    content: z.string().max(5000).default(''),
    config: z.record(z.string(), z.unknown()),
    needsReview: z.boolean().default(false),
    newMembersOnly: z.boolean().default(false),
    minLevel: z.number().int().min(0).max(10).default(0),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();

const ok = (data: unknown) => ({ code: ErrorCode.ok, msg: 'ok', data });
const bad = (reply: FastifyReply, msg: string) =>
  reply.code(400).send({ code: ErrorCode.badInput, msg, data: null });
function fail(reply: FastifyReply, err: unknown) {
  if (!(err instanceof GatewayError)) throw err;
  const status = err.code === ErrorCode.notFound ? 404 : err.code === ErrorCode.badInput ? 400 : 409;
  return reply.code(status).send({ code: err.code, msg: err.message, data: err.data });
}

/**
 * Operator endpoints of activities (bearer ADMIN_TOKEN; docs/activities.md): list and edit activities
 * (the config is checked against the mechanic's schema), review applications, settle finished guesses.
 */
export function registerActivityAdminRoutes(app: FastifyInstance): void {
  const admin = { preHandler: app.requireAdmin };
  const db = app.db;

  app.get('/admin/activities', admin, async () =>
    ok({ list: await listActivities(db, false), gifts: await listGifts(db) }),
  );
  app.put('/admin/activities/:id', admin, async (req, reply) => {
    const p = idParams.safeParse(req.params);
    const b = activityBody.safeParse(req.body);
    if (!p.success || !b.success) return bad(reply, msg('activity.adminBadParams'));
    const existing = await findActivity(db, p.data.id);
    if (!existing || !isActivityKind(existing.kind))
      return reply.code(404).send({ code: ErrorCode.notFound, msg: msg('activity.notFound'), data: null });
    const config = configSchemas[existing.kind].safeParse(b.data.config);
    if (!config.success || b.data.endAt <= b.data.startAt) return bad(reply, msg('activity.adminBadConfig'));
    await upsertActivity(db, { ...existing, ...b.data, config: config.data }, true);
    return ok({ id: p.data.id });
  });
  app.get('/admin/activities/applies', admin, async (req, reply) => {
    const q = applyQuery.safeParse(req.query);
    if (!q.success) return bad(reply, msg('common.badStatus'));
    return ok({ list: await appliesWithNames(db, q.data.status ?? null) });
  });
  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/admin/activities/applies/:id/${decision}`, admin, async (req, reply) => {
      const p = applyParams.safeParse(req.params);
      const b = decisionBody.safeParse(req.body ?? {});
      if (!p.success || !b.success) return bad(reply, msg('common.badParams'));
      try {
        const row = await decidePromotion(
          db,
          p.data.id,
          decision === 'approve' ? 'approved' : 'rejected',
          b.data.note,
        );
        return ok(row);
      } catch (err) {
        return fail(reply, err);
      }
    });
  }
  app.post('/admin/activities/guesses/settle', admin, async () =>
    ok({ settled: await settleDueGuesses(db, app.now()) }),
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorCode, GatewayError, catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { isPeriod } from '../rewards/reward-periods.ts';
import {
  agentCommissions,
  agentMembers,
  checkAgent,
  joinAgent,
  listApplications,
  reviewApplication,
} from './agent-service.ts';
import { runAgentCommission, startAgentCommissionJob } from './agent-commission-job.ts';
import { msg } from '../../gateway/user-messages.ts';

const statusQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
const idParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const reviewBody = z
  .object({
    note: z.string().trim().max(200).optional(),
    commissionBp: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
const runBody = z.object({ period: z.string() }).strict();

function fail(reply: FastifyReply, err: unknown) {
  if (!(err instanceof GatewayError)) throw err;
  const status = err.code === ErrorCode.notFound ? 404 : err.code === ErrorCode.badInput ? 400 : 409;
  return reply.code(status).send({ code: err.code, msg: err.message, data: err.data ?? null });
}
const badRequest = (reply: FastifyReply, msg: string) =>
  reply.code(400).send({ code: ErrorCode.badInput, msg, data: null });

/** The agent calls (spec §6 "Agent"), the operator review endpoints and the commission job. */
export function registerAgentRoutes(app: FastifyInstance): void {
  const a = catalogue.agent;
  const db = app.db;
  registerCall(app, a.check, (_input, ctx) => checkAgent(db, ctx.member.id));
  registerCall(app, a.join, (input, ctx) => joinAgent(db, ctx.member.id, input));
  // The agent desk is the support chat: members reach their agent manager through /cs.
  registerCall(app, a.contact, () => Promise.resolve({ list: [{ type: 'url' as const, value: '/cs' }] }));
  registerCall(app, a.members, (input, ctx) => agentMembers(db, ctx.member.id, input, app.now()));
  registerCall(app, a.commissions, (input, ctx) => agentCommissions(db, ctx.member.id, input));

  const admin = { preHandler: app.requireAdmin };
  app.get('/admin/agents/applications', admin, async (req, reply) => {
    const q = statusQuery.safeParse(req.query ?? {});
    if (!q.success) return badRequest(reply, msg('agent.adminBadStatus'));
    const rows = await listApplications(db, q.data.status ?? null);
    return { code: ErrorCode.ok, msg: 'ok', data: { list: rows } };
  });
  for (const [verb, decision] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`/admin/agents/applications/:id/${verb}`, admin, async (req, reply) => {
      const params = idParams.safeParse(req.params);
      const body = reviewBody.safeParse(req.body ?? {});
      if (!params.success) return badRequest(reply, msg('agent.adminBadId'));
      if (!body.success) return badRequest(reply, msg('agent.adminBadDecision'));
      try {
        const data = await reviewApplication(
          db,
          params.data.id,
          decision,
          body.data.note || null,
          body.data.commissionBp,
        );
        return { code: ErrorCode.ok, msg: 'ok', data };
      } catch (err) {
        return fail(reply, err);
      }
    });
  }
  app.post('/admin/agents/commission/run', admin, async (req, reply) => {
    const body = runBody.safeParse(req.body ?? {});
    if (!body.success || !isPeriod('week', body.data.period))
      return badRequest(reply, msg('agent.adminBadPeriod'));
    const data = await runAgentCommission(db, body.data.period, app.now());
    return { code: ErrorCode.ok, msg: 'ok', data };
  });
  startAgentCommissionJob(app);
}

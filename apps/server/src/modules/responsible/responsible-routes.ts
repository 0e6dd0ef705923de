import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ErrorCode, GatewayError, catalogue } from '@arena/protocol';
import { SELF_EXCLUSION_MONTHS, TIMEOUT_DAYS } from '@arena/domain';
import { registerCall, type CallContext } from '../../gateway/register-call.ts';
import { findMemberByLogin } from '../auth/member-directory.ts';
import { listExclusions } from './responsible-repository.ts';
import { registerRealityCheckPage } from './reality-check-page.ts';
import { responsibleHistory } from './responsible-history.ts';
import {
  answerRealityCheck,
  cancelPending,
  exclude,
  responsibleStatus,
  setLimit,
  setRealityCheck,
} from './responsible-service.ts';

function memberId(ctx: CallContext): number {
  if (!ctx.member) throw new GatewayError(ErrorCode.loginRequired, '请先登录');
  return ctx.member.id;
}

const nameParams = z.object({ name: z.string().min(1).max(64) });
const excludeBody = z
  .object({
    kind: z.enum(['timeout', 'self_exclusion']),
    days: z.number().int().min(TIMEOUT_DAYS.min).max(TIMEOUT_DAYS.max).optional(),
    months: z.number().int().min(SELF_EXCLUSION_MONTHS.min).max(SELF_EXCLUSION_MONTHS.max).optional(),
    note: z.string().trim().max(200).optional(),
  })
  .strict()
  .refine((b) => (b.kind === 'timeout' ? b.days !== undefined : b.months !== undefined), {
    message: '冷静期须给出天数（1–42），自我禁入须给出月数（6–60）',
  });

function fail(reply: FastifyReply, err: unknown) {
  if (!(err instanceof GatewayError)) throw err;
  const status = err.code === ErrorCode.notFound ? 404 : err.code === ErrorCode.badInput ? 400 : 409;
  return reply.code(status).send({ code: err.code, msg: err.message, data: err.data ?? null });
}

/**
 * The member's responsible-play calls, and the operator's view: a member's limits and exclusions, and
 * adding an exclusion (an operator can extend, never shorten or lift one).
 */
export function registerResponsibleRoutes(app: FastifyInstance): void {
  const r = catalogue.responsible;
  const db = app.db;
  registerCall(app, r.status, (_i, ctx) => responsibleStatus(db, memberId(ctx), app.now()));
  registerCall(app, r.setLimit, (input, ctx) => setLimit(db, memberId(ctx), input, app.now()));
  registerCall(app, r.cancelPending, (input, ctx) => cancelPending(db, memberId(ctx), input, app.now()));
  registerCall(app, r.setRealityCheck, (input, ctx) =>
    setRealityCheck(db, memberId(ctx), input.minutes, app.now()),
  );
  registerCall(app, r.realityAnswer, (input, ctx) =>
    answerRealityCheck(db, memberId(ctx), input.action, app.now()),
  );
  registerCall(app, r.exclude, (input, ctx) =>
    exclude(
      db,
      memberId(ctx),
      input.kind === 'timeout'
        ? { kind: 'timeout', days: input.days ?? TIMEOUT_DAYS.min }
        : { kind: 'self_exclusion', months: input.months ?? SELF_EXCLUSION_MONTHS.min },
      'member',
      app.now(),
    ),
  );
  registerCall(app, r.history, (_i, ctx) => responsibleHistory(db, memberId(ctx), app.now()));
  registerRealityCheckPage(app);

  const admin = { preHandler: app.requireAdmin };
  const member = async (name: string) => {
    const m = await findMemberByLogin(db, name);
    if (!m) throw new GatewayError(ErrorCode.notFound, '会员不存在');
    return m;
  };
  app.get('/admin/responsible/members/:name', admin, async (req, reply) => {
    try {
      const { name } = nameParams.parse(req.params);
      const m = await member(name);
      const now = app.now();
      return {
        code: ErrorCode.ok,
        msg: 'ok',
        data: { ...(await responsibleStatus(db, m.id, now)), exclusions: await listExclusions(db, m.id) },
      };
    } catch (err) {
      return fail(reply, err);
    }
  });
  app.post('/admin/responsible/members/:name/exclusions', admin, async (req, reply) => {
    const body = excludeBody.safeParse(req.body ?? {});
    if (!body.success)
      return reply
        .code(400)
        .send({ code: ErrorCode.badInput, msg: body.error.issues[0]?.message ?? '参数无效', data: null });
    try {
      const { name } = nameParams.parse(req.params);
      const m = await member(name);
      const b = body.data;
      const input =
        b.kind === 'timeout'
          ? { kind: 'timeout' as const, days: b.days ?? 1 }
          : { kind: 'self_exclusion' as const, months: b.months ?? 6 };
      const status = await exclude(db, m.id, input, 'operator', app.now(), b.note ?? null);
      return { code: ErrorCode.ok, msg: 'ok', data: status };
    } catch (err) {
      return fail(reply, err);
    }
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode, GatewayError, catalogue, opsExcludeInput, opsMemberParams } from '@arena/protocol';
import { SELF_EXCLUSION_MONTHS, TIMEOUT_DAYS } from '@arena/domain';
import { registerCall } from '../../gateway/register-call.ts';
import { confirmAge } from './age-gate.ts';
import { operatorExclude, operatorView } from './responsible-operator.ts';
import { registerRealityCheckPage, type LaunchLookup } from './reality-check-page.ts';
import { responsibleHistory } from './responsible-history.ts';
import {
  answerRealityCheck,
  cancelPending,
  exclude,
  responsibleStatus,
  setLimit,
  setRealityCheck,
} from './responsible-service.ts';
import { msg } from '../../gateway/user-messages.ts';

function fail(reply: FastifyReply, err: unknown) {
  if (!(err instanceof GatewayError)) throw err;
  const status = err.code === ErrorCode.notFound ? 404 : err.code === ErrorCode.badInput ? 400 : 409;
  return reply.code(status).send({ code: err.code, msg: err.message, data: err.data ?? null });
}

/**
 * The member's responsible-play calls, and the operator's view: a member's limits and exclusions, and
 * adding an exclusion (an operator can extend, never shorten or lift one).
 */
export function registerResponsibleRoutes(app: FastifyInstance, games: { launchOf: LaunchLookup }): void {
  const r = catalogue.responsible;
  const db = app.db;
  registerCall(app, r.status, (_i, ctx) => responsibleStatus(db, ctx.member.id, app.now()));
  registerCall(app, r.setLimit, (input, ctx) => setLimit(db, ctx.member.id, input, app.now()));
  registerCall(app, r.cancelPending, (input, ctx) => cancelPending(db, ctx.member.id, input, app.now()));
  registerCall(app, r.setRealityCheck, (input, ctx) =>
    setRealityCheck(db, ctx.member.id, input.minutes, app.now()),
  );
  registerCall(app, r.realityAnswer, (input, ctx) =>
    answerRealityCheck(db, ctx.member.id, input.action, app.now()),
  );
  registerCall(app, r.exclude, (input, ctx) =>
    exclude(
      db,
      ctx.member.id,
      input.kind === 'timeout'
        ? { kind: 'timeout', days: input.days ?? TIMEOUT_DAYS.min }
        : { kind: 'self_exclusion', months: input.months ?? SELF_EXCLUSION_MONTHS.min },
      'member',
      app.now(),
    ),
  );
  registerCall(app, r.confirmAge, async (input, ctx) => {
    await confirmAge(db, ctx.member.id, input.birthDate, app.now());
    return responsibleStatus(db, ctx.member.id, app.now());
  });
  registerCall(app, r.history, (_i, ctx) => responsibleHistory(db, ctx.member.id, app.now()));
  registerRealityCheckPage(app, games.launchOf);

  const admin = { preHandler: app.requireAdmin };
  const badInput = (reply: FastifyReply, text: string | undefined) =>
    reply.code(400).send({ code: ErrorCode.badInput, msg: text ?? msg('common.badParams'), data: null });
  app.get('/admin/responsible/members/:name', admin, async (req, reply) => {
    const p = opsMemberParams.safeParse(req.params);
    if (!p.success) return badInput(reply, p.error.issues[0]?.message);
    try {
      return { code: ErrorCode.ok, msg: 'ok', data: await operatorView(db, p.data.name, app.now()) };
    } catch (err) {
      return fail(reply, err);
    }
  });
  app.post('/admin/responsible/members/:name/exclusions', admin, async (req, reply) => {
    const p = opsMemberParams.safeParse(req.params);
    const body = opsExcludeInput.safeParse(req.body ?? {});
    if (!p.success) return badInput(reply, p.error.issues[0]?.message);
    if (!body.success) return badInput(reply, body.error.issues[0]?.message);
    try {
      const view = await operatorExclude(db, p.data.name, body.data, app.now());
      return { code: ErrorCode.ok, msg: 'ok', data: view };
    } catch (err) {
      return fail(reply, err);
    }
  });
}

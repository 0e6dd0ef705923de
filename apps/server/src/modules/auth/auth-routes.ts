import type { FastifyInstance } from 'fastify';
import { catalogue } from '@arena/protocol';
import { registerCall, type CallContext, type CallHandler } from '../../gateway/register-call.ts';
import { notFound } from '../../gateway/gateway-error.ts';
import { login, type ClientInfo } from './auth-service.ts';
import { endMemberSessions, endSession } from './session-repository.ts';
import { checkAvailable, register } from './register-service.ts';
import { sendCode } from './code-service.ts';
import { changePasswordCheck, updatePassword } from './password-service.ts';
import { acknowledgeNotice, listNotices } from './security-notice-repository.ts';
import { registerAccountAdminRoutes } from './account-admin-routes.ts';
import { registerForgotPasswordRoutes } from './forgot-password-routes.ts';
import { registerDormantRoutes } from './dormant-routes.ts';
import { registerSignedLoginRoutes } from './signed-login-routes.ts';
import { loginFailuresOf } from './brute-force.ts';

/** Auth calls (spec §7 "Auth"); the rules are in docs/decisions.md "Accounts and sessions". */
export function registerAuthRoutes(app: FastifyInstance): void {
  const client = (ctx: CallContext): ClientInfo => ({
    ip: ctx.req.ip,
    deviceId: ctx.headers.deviceId,
    now: new Date(app.now()),
  });

  // Login attempts and misses: in the cluster's Redis when it has one, else in the database.
  const failures = loginFailuresOf(app.db, app.cluster);
  const handleLogin: CallHandler<typeof catalogue.auth.loginV3> = (input, ctx) =>
    login(app.db, input, { ...client(ctx), verified: ctx.verified, failures });
  registerCall(app, catalogue.auth.loginV3, handleLogin);
  registerCall(app, catalogue.auth.lgV5, handleLogin);

  registerCall(app, catalogue.auth.registerV4, (input, ctx) => register(app.db, input, client(ctx)));
  registerCall(app, catalogue.auth.checkNameV1, (input) => checkAvailable(app.db, 'name', input.name));
  registerCall(app, catalogue.auth.checkNameV2, (input) =>
    checkAvailable(app.db, 'phone', input.phone, input.areaCode),
  );
  registerCall(app, catalogue.auth.checkNameV3, (input) => checkAvailable(app.db, 'email', input.email));
  registerCall(app, catalogue.auth.sendCodeV3, (input) => sendCode(app.db, input, new Date(app.now())));

  registerCall(app, catalogue.auth.logout, async (_input, { member }) => {
    if (member) await endSession(app.db, member.token, 'logout');
    return { ok: true };
  });
  // Other devices end as 'logout' too: their next call answers 401, the plain logout event (spec §8).
  registerCall(app, catalogue.auth.logoutSetup, async (input, ctx) => {
    const member = ctx.member;
    if (input.scope !== 'others') await endSession(app.db, member.token, 'logout');
    if (input.scope !== 'current') await endMemberSessions(app.db, member.id, 'logout', member.token);
    return { ok: true };
  });
  registerCall(app, catalogue.auth.changePasswordCheck, (_input, ctx) =>
    changePasswordCheck(app.db, ctx.member.id),
  );
  registerCall(app, catalogue.auth.updatePass, async (input, ctx) => {
    await updatePassword(app.db, ctx.member.id, input, new Date(app.now()));
    return { ok: true };
  });
  registerCall(app, catalogue.auth.securityNoticeList, async (_input, ctx) => ({
    list: await listNotices(app.db, ctx.member.id),
  }));
  registerCall(app, catalogue.auth.securityNoticeAck, async (input, ctx) => {
    if (!(await acknowledgeNotice(app.db, ctx.member.id, input.id, new Date(app.now()))))
      throw notFound('notice');
    return { ok: true };
  });

  registerForgotPasswordRoutes(app);
  registerAccountAdminRoutes(app);
  registerDormantRoutes(app);
  registerSignedLoginRoutes(app);
}

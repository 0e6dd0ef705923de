import type { FastifyInstance } from 'fastify';
import { ErrorCode, catalogue } from '@arena/protocol';
import { registerCall, type CallHandler } from '../../gateway/register-call.ts';
import { GatewayError } from '../../gateway/gateway-error.ts';
import { login } from './auth-service.ts';
import { endSession } from './session-repository.ts';

/** Auth calls (spec §7 "Auth"). The rest of the family arrives with the accounts issue. */
export function registerAuthRoutes(app: FastifyInstance): void {
  const handleLogin: CallHandler<typeof catalogue.auth.loginV3> = async (input) => {
    const result = await login(app.db, input);
    if (!result) throw new GatewayError(ErrorCode.badCredentials, '用户名或密码错误');
    return result;
  };
  registerCall(app, catalogue.auth.loginV3, handleLogin);
  registerCall(app, catalogue.auth.lgV5, handleLogin);

  registerCall(app, catalogue.auth.logout, async (_input, { member }) => {
    if (member) await endSession(app.db, member.token, 'logout');
    return { ok: true };
  });
}

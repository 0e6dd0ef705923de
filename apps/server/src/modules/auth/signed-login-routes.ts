import type { FastifyInstance } from 'fastify';
import { catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { signedLogin } from './signed-login.ts';
import { loginFailuresOf } from './brute-force.ts';

/** auth.signedLogin: the signed-path login (docs/member-profile.md "Signed login"). */
export function registerSignedLoginRoutes(app: FastifyInstance): void {
  const failures = loginFailuresOf(app.db, app.cluster);
  registerCall(app, catalogue.auth.signedLogin, (input, ctx) =>
    signedLogin(app.db, input, {
      ip: ctx.req.ip,
      deviceId: ctx.headers.deviceId,
      now: new Date(app.now()),
      verified: ctx.verified,
      failures,
    }),
  );
}

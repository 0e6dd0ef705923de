import type { FastifyInstance } from 'fastify';
import { catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { forgotOne, forgotThree, forgotTwo } from './forgot-password-service.ts';
import { loginFailuresOf } from './brute-force.ts';

/** Forgot password by phone or email, steps One, Two, Three (spec §7 "Auth"; one service, two channels). */
export function registerForgotPasswordRoutes(app: FastifyInstance): void {
  const auth = catalogue.auth;
  const now = () => new Date(app.now());

  registerCall(app, auth.forgotPhoneOne, (input) =>
    forgotOne(app.db, 'phone', { name: input.name, target: input.phone, areaCode: input.areaCode }, now()),
  );
  registerCall(app, auth.forgotEmailOne, (input) =>
    forgotOne(app.db, 'email', { name: input.name, target: input.email }, now()),
  );
  registerCall(app, auth.forgotPhoneTwo, (input) => forgotTwo(app.db, 'phone', input, now()));
  registerCall(app, auth.forgotEmailTwo, (input) => forgotTwo(app.db, 'email', input, now()));
  // In a cluster with Redis the misses live there; without, the reset clears the rows in its transaction.
  const failures = app.cluster.counters ? loginFailuresOf(app.db, app.cluster) : undefined;
  registerCall(app, auth.forgotPhoneThree, (input) => forgotThree(app.db, 'phone', input, now(), failures));
  registerCall(app, auth.forgotEmailThree, (input) => forgotThree(app.db, 'email', input, now(), failures));
}

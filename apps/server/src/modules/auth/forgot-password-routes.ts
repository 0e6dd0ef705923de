import type { FastifyInstance } from 'fastify';
import { catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { forgotOne, forgotThree, forgotTwo } from './forgot-password-service.ts';

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
  registerCall(app, auth.forgotPhoneThree, (input) => forgotThree(app.db, 'phone', input, now()));
  registerCall(app, auth.forgotEmailThree, (input) => forgotThree(app.db, 'email', input, now()));
}

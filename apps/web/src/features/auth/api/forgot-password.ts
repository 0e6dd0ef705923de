import { useMutation } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import type { ForgotChannel } from '../forgot-password-form.ts';
import { buildLoginPayload } from './login.ts';

/** Step One's input, per channel (spec §7): the name with the phone and its area code, or with the email. */
export type ForgotIdentity =
  | { channel: 'phone'; input: { name: string; phone: string; areaCode: string } }
  | { channel: 'email'; input: { name: string; email: string } };

/** Step Three's payload: the new password and its `timewd`, encoded exactly as the login's (spec §3). */
export async function buildForgotThreePayload(
  ticket: string,
  name: string,
  password: string,
  now = Date.now(),
) {
  const { timewd } = await buildLoginPayload(name, password, now);
  return { ticket, password, timewd };
}

/** Step One: identify the account and send a code; answers a ticket, the masked target and the cooldown. */
export function useForgotOne() {
  return useMutation({
    mutationFn: (identity: ForgotIdentity) =>
      identity.channel === 'phone'
        ? callGateway(catalogue.auth.forgotPhoneOne, identity.input, { quiet: true })
        : callGateway(catalogue.auth.forgotEmailOne, identity.input, { quiet: true }),
  });
}

/** Step Two: check the code (10409 on mismatch); answers the ticket for step Three. */
export function useForgotTwo() {
  return useMutation({
    mutationFn: ({ channel, ticket, code }: { channel: ForgotChannel; ticket: string; code: string }) =>
      callGateway(
        channel === 'phone' ? catalogue.auth.forgotPhoneTwo : catalogue.auth.forgotEmailTwo,
        { ticket, code },
        { quiet: true },
      ),
  });
}

/** Step Three: set the new password. */
export function useForgotThree() {
  return useMutation({
    mutationFn: async (v: { channel: ForgotChannel; ticket: string; name: string; password: string }) =>
      callGateway(
        v.channel === 'phone' ? catalogue.auth.forgotPhoneThree : catalogue.auth.forgotEmailThree,
        await buildForgotThreePayload(v.ticket, v.name, v.password),
        { quiet: true },
      ),
  });
}

import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const withdrawPasswordReset = (v: { code: string; password: string }) =>
  callGateway(catalogue.member.withdrawPasswordReset, v, { quiet: true });

/** member.withdrawPasswordReset: resets a forgotten withdraw password with a phone code. */
export const useWithdrawPasswordReset = () => useAccountMutation(withdrawPasswordReset);

import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const withdrawPasswordUpdate = (v: { oldPassword: string; password: string }) =>
  callGateway(catalogue.member.withdrawPasswordUpdate, v, { quiet: true });

/** member.withdrawPasswordUpdate: changes the withdraw password with the current one. */
export const useWithdrawPasswordUpdate = () => useAccountMutation(withdrawPasswordUpdate);

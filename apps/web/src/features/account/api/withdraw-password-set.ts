import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const withdrawPasswordSet = (password: string) =>
  callGateway(catalogue.member.withdrawPasswordSet, { password }, { quiet: true });

/** member.withdrawPasswordSet: sets the six-digit withdraw password the first time. */
export const useWithdrawPasswordSet = () => useAccountMutation(withdrawPasswordSet);

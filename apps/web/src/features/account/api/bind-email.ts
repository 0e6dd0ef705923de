import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const bindEmail = (v: { email: string; code: string }) =>
  callGateway(catalogue.member.updateInfoValV5, v, { quiet: true });

/** member.updateInfoValV5: binds an email with the code sent to it (10409 on a wrong code). */
export const useBindEmail = () => useAccountMutation(bindEmail);

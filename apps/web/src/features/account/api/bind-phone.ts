import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const bindPhone = (v: { phone: string; areaCode: string; code: string }) =>
  callGateway(catalogue.member.updateInfoValV4, v, { quiet: true });

/** member.updateInfoValV4: binds a phone with the code sent to it (10409 on a wrong code). */
export const useBindPhone = () => useAccountMutation(bindPhone);

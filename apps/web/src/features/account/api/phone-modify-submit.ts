import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const phoneModifySubmit = (v: { phone: string; areaCode: string; code: string; reason: string }) =>
  callGateway(catalogue.member.phoneModifySubmit, v, { quiet: true });

/** member.phoneModifySubmit: asks for a phone change with a code to the new phone (manual review). */
export const usePhoneModifySubmit = () => useAccountMutation(phoneModifySubmit);

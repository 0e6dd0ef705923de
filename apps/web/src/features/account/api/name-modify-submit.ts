import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const nameModifySubmit = (v: { realName: string; reason: string }) =>
  callGateway(catalogue.member.nameModifySubmit, v, { quiet: true });

/** member.nameModifySubmit: asks for a real-name change (manual review). */
export const useNameModifySubmit = () => useAccountMutation(nameModifySubmit);

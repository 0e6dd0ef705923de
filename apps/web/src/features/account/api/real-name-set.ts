import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const realNameSet = (realName: string) =>
  callGateway(catalogue.member.realNameSet, { realName }, { quiet: true });

/** member.realNameSet: binds the real name once. */
export const useRealNameSet = () => useAccountMutation(realNameSet);

import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const avatarUpdate = (avatarId: string) =>
  callGateway(catalogue.member.avatarUpdate, { avatarId }, { quiet: true });

/** member.avatarUpdate: makes an avatar the current one. */
export const useAvatarUpdate = () => useAccountMutation(avatarUpdate);

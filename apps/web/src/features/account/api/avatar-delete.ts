import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const avatarDelete = (avatarId: string) =>
  callGateway(catalogue.member.avatarDelete, { avatarId }, { quiet: true });

/** member.avatarDelete: removes an uploaded avatar. */
export const useAvatarDelete = () => useAccountMutation(avatarDelete);

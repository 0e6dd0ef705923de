import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const avatarInsert = (image: string) =>
  callGateway(catalogue.member.avatarInsert, { image }, { quiet: true });

/** member.avatarInsert: uploads a checked image as a data URL inside the encrypted body. */
export const useAvatarInsert = () => useAccountMutation(avatarInsert);

import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

export const securityNoticeAck = (id: string) =>
  callGateway(catalogue.auth.securityNoticeAck, { id }, { quiet: true });

/** auth.securityNoticeAck: marks a security notice as read; the list and the badge refetch. */
export const useSecurityNoticeAck = () => useAccountMutation(securityNoticeAck);

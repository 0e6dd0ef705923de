import { useMutation } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Ends this session on the server. */
export const logout = () => callGateway(catalogue.auth.logout, {}, { quiet: true });

export function useLogout() {
  return useMutation({ mutationFn: logout });
}

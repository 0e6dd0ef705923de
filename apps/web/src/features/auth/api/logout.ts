import { useMutation } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Ends the session of `token` on the server (sent after this page has already let it go). */
export const logout = (token: string) => callGateway(catalogue.auth.logout, {}, { quiet: true, token });

export function useLogout() {
  return useMutation({ mutationFn: logout });
}

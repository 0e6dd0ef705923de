import { useMutation } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Sets the six-digit withdraw password the first time (spec §7 Member, §5). */
export function useSetWithdrawPassword() {
  return useMutation({
    mutationFn: (password: string) => callGateway(catalogue.member.withdrawPasswordSet, { password }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** The offline form: a member's message, answered later as a private letter. */
export function useLeaveSupportMessage() {
  return useMutation({
    mutationFn: (content: string) =>
      callGateway(catalogue.support.leaveMessage, { content }, { quiet: true }),
  });
}

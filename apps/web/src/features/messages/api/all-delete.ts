import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshInbox, type MessageKind } from './message-keys.ts';

const CALL = {
  letter: catalogue.message.letterAllDelete,
  notice: catalogue.message.noticeAllDelete,
} as const;

/** message.letterAllDelete / message.noticeAllDelete: empties the member's own list of this kind. */
export function useAllDelete(kind: MessageKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callGateway(CALL[kind], {}),
    onSuccess: () => refreshInbox(client, kind),
  });
}

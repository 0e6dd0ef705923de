import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshInbox, type MessageKind } from './message-keys.ts';

const CALL = { letter: catalogue.message.letterAllRead, notice: catalogue.message.noticeAllRead } as const;

/** message.letterAllRead / message.noticeAllRead: every item of the member's list is read. */
export function useAllRead(kind: MessageKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callGateway(CALL[kind], {}),
    onSuccess: () => refreshInbox(client, kind),
  });
}

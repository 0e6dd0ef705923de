import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshInbox, type MessageKind } from './message-keys.ts';

const CALL = { letter: catalogue.message.letterDelete, notice: catalogue.message.noticeDelete } as const;

/** message.letterDelete / message.noticeDelete: deleted items never come back. */
export function useDeleteMessages(kind: MessageKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callGateway(CALL[kind], { ids }),
    onSuccess: () => refreshInbox(client, kind),
  });
}

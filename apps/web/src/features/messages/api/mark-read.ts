import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshInbox, type MessageKind } from './message-keys.ts';

const CALL = { letter: catalogue.message.letterRead, notice: catalogue.message.noticeRead } as const;

/** message.letterRead / message.noticeRead: marks items read; lists and counts refetch. */
export function useMarkRead(kind: MessageKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callGateway(CALL[kind], { ids }),
    onSuccess: () => refreshInbox(client, kind),
  });
}

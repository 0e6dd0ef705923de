import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { refreshInbox, type MessageKind } from './message-keys.ts';

const CALL = { letter: catalogue.message.letterSticky, notice: catalogue.message.noticeSticky } as const;

/** message.letterSticky / message.noticeSticky: pins an item to the top of its list, or unpins it. */
export function useSetSticky(kind: MessageKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; sticky: boolean }) => callGateway(CALL[kind], input),
    onSuccess: () => refreshInbox(client, kind),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue, type CallInput } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { chatMutesKey } from '../chat-cache.ts';

export type ChatAdminOperation = CallInput<typeof catalogue.chat.adminOperation>;

/**
 * A room admin's action on a member or a line (spec §6 "operation"): mute, kick, delete or pin. The
 * socket tells every viewer about a deletion or a new announcement; the mute list is read again.
 */
export function useChatAdminOperation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChatAdminOperation) =>
      callGateway(catalogue.chat.adminOperation, input, { quiet: true }),
    onSuccess: (_data, input) => client.invalidateQueries({ queryKey: chatMutesKey(input.chatRoomNo) }),
  });
}

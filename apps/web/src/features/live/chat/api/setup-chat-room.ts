import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue, type CallInput } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { chatDetailKey } from '../chat-cache.ts';

/**
 * Saves the room's settings (spec §6 "room setup"). Viewers with a socket get them as a `room` frame;
 * the admin's own detail is read again too, since a closed room has no socket to carry it.
 */
export function useSetupChatRoom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<typeof catalogue.chat.adminRoomSetup>) =>
      callGateway(catalogue.chat.adminRoomSetup, input, { quiet: true }),
    onSuccess: (_data, input) => client.invalidateQueries({ queryKey: chatDetailKey(input.chatRoomNo) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { chatMutesKey } from '../chat-cache.ts';

/** Lifts a member's mute in the room (spec §6 "unblock"; room admins only). */
export function useUnblockChatMember(roomNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callGateway(catalogue.chat.adminUnblock, { chatRoomNo: roomNo, userId }, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: chatMutesKey(roomNo) }),
  });
}

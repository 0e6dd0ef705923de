import { useMutation } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/**
 * Sends a text line (msgType 1), or a shared order (msgType 2, `content` = the round number); the
 * server stores it and the room's sockets (ours included) receive it.
 */
export function sendChatMessage(input: {
  roomNo: string;
  content: string;
  clientMsgId: string;
  msgType?: 1 | 2;
}) {
  return callGateway(
    catalogue.chat.sendMessage,
    {
      chatRoomNo: input.roomNo,
      msgType: input.msgType ?? 1,
      content: input.content,
      clientMsgId: input.clientMsgId,
    },
    { quiet: true },
  );
}

export const useSendChatMessage = () => useMutation({ mutationFn: sendChatMessage });

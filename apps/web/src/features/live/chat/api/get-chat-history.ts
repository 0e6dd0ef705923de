import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue, type ChatMessage } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { chatMessagesKey } from '../chat-cache.ts';

/** How many messages a room shows when it opens. */
export const CHAT_HISTORY_SIZE = 50;

/** The last messages of a room, oldest first (the call answers newest first). */
export async function getChatHistory(roomNo: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  const page = await callGateway(
    catalogue.chat.history,
    { chatRoomNo: roomNo, size: CHAT_HISTORY_SIZE },
    { signal, quiet: true },
  );
  return [...page.list].reverse();
}

/** Read once when the room opens; the socket appends after that (no refetch that would drop them). */
export const chatHistoryQuery = (roomNo: string) =>
  queryOptions({
    queryKey: chatMessagesKey(roomNo),
    queryFn: ({ signal }) => getChatHistory(roomNo, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    // Lines are immutable and appended by id: comparing 300 of them deeply on every update was work
    // that never found anything to share (docs/chat.md "Web").
    structuralSharing: false,
  });

export const useChatMessages = (roomNo: string) => useQuery(chatHistoryQuery(roomNo));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { isChatEntranceOpen } from '@arena/domain';
import { catalogue, type CallOutput } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { chatDetailKey } from '../chat-cache.ts';

/** While a room is closed, its detail is read again this often, so the chat comes back by itself. */
export const CLOSED_ROOM_RECHECK_MS = 30_000;
/**
 * While a room is open its detail is read again this often, for the 人气 count and the first three
 * viewers (the socket carries lines, not presence; docs/chat.md "Popularity").
 */
export const OPEN_ROOM_RECHECK_MS = 10_000;

/** Whether a room's detail lets the chat in (spec §4: switch not false, status open and not -1). */
export const isDetailOpen = (
  d: Pick<CallOutput<typeof catalogue.chat.detail>, 'chatSwitch' | 'chatOpenStatus'>,
) => isChatEntranceOpen({ chatSwitch: d.chatSwitch, roomStatus: d.chatOpenStatus });

/**
 * The room's detail and settings (spec §6: anonymous path for visitors, web path for members), keyed
 * by the viewer because `isAdmin` is theirs. Socket `room` frames update it in place (use-chat-socket).
 */
export const chatDetailQuery = (roomNo: string, memberId: string | null) =>
  queryOptions({
    queryKey: [...chatDetailKey(roomNo), memberId ?? 'visitor'] as const,
    queryFn: ({ signal }) =>
      callGateway(catalogue.chat.detail, { chatRoomNo: roomNo }, { signal, quiet: true }),
    staleTime: Infinity,
    refetchInterval: (query) => {
      const d = query.state.data;
      return d && !isDetailOpen(d) ? CLOSED_ROOM_RECHECK_MS : OPEN_ROOM_RECHECK_MS;
    },
  });

export function useChatDetail(roomNo: string) {
  const memberId = useSession((s) => (s.token ? (s.user?.id ?? '') : null));
  return useQuery(chatDetailQuery(roomNo, memberId));
}

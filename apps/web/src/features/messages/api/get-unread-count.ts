import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { messageKeys, type MessageKind } from './message-keys.ts';

/**
 * How often the count is read again without a push: the socket usually tells at once, this is the
 * fallback when it is down or blocked.
 */
export const UNREAD_POLL_MS = 15_000;

const CALL = {
  letter: catalogue.message.letterUnreadCount,
  notice: catalogue.message.noticeUnreadCount,
} as const;

/** message.letterUnreadCount / message.noticeUnreadCount (spec §7). */
export const unreadCountQuery = (kind: MessageKind, token: string | null) =>
  queryOptions({
    queryKey: messageKeys.unread(kind, token),
    queryFn: () => callGateway(CALL[kind], {}, { quiet: true }).then((d) => d.count),
    enabled: token !== null,
    refetchInterval: UNREAD_POLL_MS,
  });

export function useUnreadCount(kind: MessageKind) {
  const token = useSession((s) => s.token);
  return useQuery(unreadCountQuery(kind, token));
}

/** Unread letters plus unread notices, 0 while loading or signed out. */
export function useTotalUnread(): number {
  const letters = useUnreadCount('letter');
  const notices = useUnreadCount('notice');
  return (letters.data ?? 0) + (notices.data ?? 0);
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';
import { messageKeys, type MessageKind } from './message-keys.ts';

export const MESSAGE_PAGE_SIZE = 20;

const CALL = { letter: catalogue.message.letterList, notice: catalogue.message.noticeList } as const;

/** message.letterList / message.noticeList, sticky first then newest, page by page (spec §7). */
export const messagesQuery = (kind: MessageKind, token: string | null) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(kind, token),
    queryFn: ({ pageParam }) => callGateway(CALL[kind], { page: pageParam, size: MESSAGE_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    enabled: token !== null,
  });

export function useMessages(kind: MessageKind) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery(messagesQuery(kind, token));
}

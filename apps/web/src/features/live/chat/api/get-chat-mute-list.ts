import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { chatMutesKey } from '../chat-cache.ts';

/** How many running mutes the room-admin tab lists (the newest-ending first). */
export const MUTE_LIST_SIZE = 50;

/** The room's running mutes (spec §6 "mute list"; room admins only). */
export const chatMuteListQuery = (roomNo: string) =>
  queryOptions({
    queryKey: chatMutesKey(roomNo),
    queryFn: ({ signal }) =>
      callGateway(
        catalogue.chat.adminMuteList,
        { chatRoomNo: roomNo, page: 1, size: MUTE_LIST_SIZE },
        { signal, quiet: true },
      ),
  });

export const useChatMuteList = (roomNo: string) => useQuery(chatMuteListQuery(roomNo));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Whether the member is muted in the room, and until when (read on entering and every minute). */
export const myMuteQuery = (roomNo: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['live', 'chat', 'my-mute', roomNo] as const,
    queryFn: ({ signal }) =>
      callGateway(catalogue.chat.mute, { chatRoomNo: roomNo }, { signal, quiet: true }),
    refetchInterval: 60_000,
    enabled,
  });

export const useMyMute = (roomNo: string, enabled: boolean) => useQuery(myMuteQuery(roomNo, enabled));

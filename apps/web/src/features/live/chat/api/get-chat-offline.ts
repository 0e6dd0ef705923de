import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Messages sent while the socket was down (after the newest one the list has), oldest first. */
export async function getChatOffline(roomNo: string, sinceId: string | undefined) {
  const page = await callGateway(
    catalogue.chat.offlineMessage,
    { chatRoomNo: roomNo, ...(sinceId ? { sinceId } : {}) },
    { quiet: true },
  );
  return page.list;
}

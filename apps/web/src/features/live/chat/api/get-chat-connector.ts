import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** A socket URL (same origin) and a single-use ticket for the room (spec §6; anonymous path for visitors). */
export function getChatConnector(roomNo: string, signal?: AbortSignal) {
  return callGateway(catalogue.chat.connector, { chatRoomNo: roomNo }, { signal, quiet: true });
}

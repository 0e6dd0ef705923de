import { useEffect } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { CHAT_MESSAGE_TYPE } from '@arena/domain';
import type { ChatMessage } from '@arena/protocol';
import { chatMessagesKey } from '../chat/chat-cache.ts';

export type GiftPush = Extract<ChatMessage, { msgType: 3 }>;

/**
 * Calls `onPush` for every gift push that arrives live in the room's chat. It watches the room's
 * message cache: lines written by the socket (manual cache writes) count; the history read when the
 * room opens (a fetch) does not, so a replayed gift never animates. Lines caught up after a reconnect
 * are written like live ones and do animate (the queue cap bounds them).
 */
export function useGiftPushes(roomNo: string, onPush: (push: GiftPush) => void): void {
  const client = useQueryClient();
  useEffect(() => {
    const key = chatMessagesKey(roomNo);
    const hash = hashKey(key);
    const idsOf = (list: readonly ChatMessage[] | undefined) => new Set((list ?? []).map((m) => m.id));
    let known = idsOf(client.getQueryData<ChatMessage[]>(key));
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hash) return;
      if (event.action.type !== 'success') return;
      const list = event.query.state.data as ChatMessage[] | undefined;
      if (event.action.manual) {
        for (const m of list ?? []) {
          if (!known.has(m.id) && m.msgType === CHAT_MESSAGE_TYPE.giftPush) onPush(m);
        }
      }
      known = idsOf(list);
    });
  }, [client, roomNo, onPush]);
}

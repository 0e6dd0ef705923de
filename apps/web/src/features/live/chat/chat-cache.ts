import type { ChatMessage } from '@arena/protocol';

/** The list keeps only the newest messages (docs/chat.md). */
export const CHAT_KEEP = 300;

/** Query key of a room's messages, oldest first: history fills it, socket frames append to it. */
export const chatMessagesKey = (roomNo: string) => ['live', 'chat', 'messages', roomNo] as const;

/** Prefix of a room's detail entries (one per viewer: visitors and each member see their own `isAdmin`). */
export const chatDetailKey = (roomNo: string) => ['live', 'chat', 'detail', roomNo] as const;

/** Query key of the room's running mutes (room admins only). */
export const chatMutesKey = (roomNo: string) => ['live', 'chat', 'mutes', roomNo] as const;

/** Appends messages not already present (by id), keeping the newest {@link CHAT_KEEP}. */
export function appendMessages(
  old: readonly ChatMessage[] | undefined,
  added: readonly ChatMessage[],
): ChatMessage[] {
  const list = old ? [...old] : [];
  const seen = new Set(list.map((m) => m.id));
  for (const m of added) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    list.push(m);
  }
  return list.length > CHAT_KEEP ? list.slice(list.length - CHAT_KEEP) : list;
}

/** The id of the newest stored message (welcome lines are not stored and have no numeric id). */
export function lastStoredId(list: readonly ChatMessage[] | undefined): string | undefined {
  if (!list) return undefined;
  for (let i = list.length - 1; i >= 0; i--) {
    const id = list[i]?.id;
    if (id && /^\d+$/.test(id)) return id;
  }
  return undefined;
}

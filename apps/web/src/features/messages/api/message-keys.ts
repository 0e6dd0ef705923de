import type { QueryClient } from '@tanstack/react-query';

/** Letters (private) or notices (to everyone or a VIP level), spec §7 "Messages". */
export type MessageKind = 'letter' | 'notice';
export const MESSAGE_KINDS: readonly MessageKind[] = ['letter', 'notice'];

/** Query keys of the inbox; everything sits under `['messages']` so a push refreshes it all. */
export const messageKeys = {
  all: ['messages'] as const,
  kind: (kind: MessageKind) => ['messages', kind] as const,
  list: (kind: MessageKind, token: string | null) => ['messages', kind, 'list', token] as const,
  unread: (kind: MessageKind, token: string | null) => ['messages', kind, 'unread', token] as const,
};

/** After the member changed an item, or a push said something arrived: read lists and counts again. */
export function refreshInbox(client: QueryClient, kind?: MessageKind): Promise<void> {
  return client.invalidateQueries({ queryKey: kind ? messageKeys.kind(kind) : messageKeys.all });
}

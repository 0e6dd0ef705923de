import type { SupportLine } from '@arena/protocol';

/** Adds lines to a list without duplicates, in id order (ids are database serials, as strings). */
export function mergeLines(old: readonly SupportLine[], add: readonly SupportLine[]): SupportLine[] {
  const byId = new Map(old.map((l) => [l.id, l]));
  for (const line of add) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/** What the customer sees under their own line: read, delivered, or only sent. */
export function deliveryOf(
  line: Pick<SupportLine, 'id' | 'sender'>,
  conversation: { deliveredUpTo: string; readUpTo: string } | null | undefined,
): 'read' | 'delivered' | 'sent' | null {
  if (line.sender !== 'customer' || !conversation) return null;
  const id = BigInt(line.id);
  if (id <= BigInt(conversation.readUpTo)) return 'read';
  if (id <= BigInt(conversation.deliveredUpTo)) return 'delivered';
  return 'sent';
}

import type { SupportLine } from '@arena/protocol';

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

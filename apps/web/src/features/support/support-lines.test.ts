import { describe, expect, it } from 'vitest';
import type { SupportLine } from '@arena/protocol';
import { mergeLines } from '@/lib/support-lines.ts';
import { deliveryOf } from './support-lines.ts';

const line = (id: string, sender: SupportLine['sender'] = 'customer'): SupportLine => ({
  id,
  conversationId: '1',
  sender,
  senderName: 'x',
  kind: 'text',
  text: id,
  imageUrl: '',
  createdAt: 0,
});

describe('support lines', () => {
  it('merges without duplicates in numeric id order', () => {
    const merged = mergeLines([line('9'), line('10')], [line('10'), line('2'), line('11')]);
    expect(merged.map((l) => l.id)).toEqual(['2', '9', '10', '11']);
  });

  it('shows read, delivered or sent for the customer own lines only', () => {
    const conv = { deliveredUpTo: '5', readUpTo: '3' };
    expect(deliveryOf(line('3'), conv)).toBe('read');
    expect(deliveryOf(line('5'), conv)).toBe('delivered');
    expect(deliveryOf(line('6'), conv)).toBe('sent');
    expect(deliveryOf(line('1', 'operator'), conv)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@arena/protocol';
import { CHAT_KEEP, appendMessages, lastStoredId } from './chat-cache.ts';

const text = (id: string): ChatMessage => ({
  id,
  msgType: 1,
  content: `line ${id}`,
  venueName: '',
  siteId: 5000,
  siteSeries: 'arena',
  sentAt: 0,
  sender: { userId: '1', username: 'amy', level: 1 },
});

describe('chat message cache', () => {
  it('appends new lines, skips ones already there, and keeps only the newest 300', () => {
    const many = Array.from({ length: CHAT_KEEP }, (_, i) => text(String(i + 1)));
    const next = appendMessages(many, [text('300'), text('301')]);
    expect(next).toHaveLength(CHAT_KEEP);
    expect(next[0]?.id).toBe('2');
    expect(next.at(-1)?.id).toBe('301');
  });

  it('answers the newest stored id, skipping welcome lines', () => {
    expect(lastStoredId([text('7'), { ...text('w1-2'), id: 'w1-2' }])).toBe('7');
    expect(lastStoredId(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { CHAT_KEEP, appendMessages, lastStoredId } from './chat-cache.ts';
import { textLine } from './test-lines.ts';

describe('chat message cache', () => {
  it('appends new lines, skips ones already there, and keeps only the newest 300', () => {
    const many = Array.from({ length: CHAT_KEEP }, (_, i) => textLine(String(i + 1)));
    const next = appendMessages(many, [textLine('300'), textLine('301')]);
    expect(next).toHaveLength(CHAT_KEEP);
    expect(next[0]?.id).toBe('2');
    expect(next.at(-1)?.id).toBe('301');
  });

  it('answers the newest stored id, skipping welcome lines', () => {
    expect(lastStoredId([textLine('7'), { ...textLine('w1-2'), id: 'w1-2' }])).toBe('7');
    expect(lastStoredId(undefined)).toBeUndefined();
  });
});

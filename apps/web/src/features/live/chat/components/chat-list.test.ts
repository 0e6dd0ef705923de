import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@arena/protocol';
import { appendMessages } from '../chat-cache.ts';
import { textLine } from '../test-lines.ts';
import { linesSince, pausedLines } from './chat-list.tsx';

const lines = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => textLine(from + i));
const ids = (list: readonly ChatMessage[]) => list.map((m) => Number(m.id));

// docs/chat.md "Web": a paused list holds its lines while the room goes on, and counts what came since.
describe('a paused chat list', () => {
  it('keeps the lines it held though the cache pruned them, and counts the new ones', () => {
    const held = lines(1, 300);
    const now = appendMessages(held, lines(301, 420)); // lines 1–120 pruned from the cache
    expect(pausedLines(held, now)).toBe(held);
    expect(linesSince(held, now)).toBe(120);
    expect(linesSince(held, held)).toBe(0);
  });

  it('drops a held line that was deleted, but not one that was only pruned', () => {
    const held = lines(1, 10);
    const now = appendMessages(held, lines(11, 12)).filter((m) => m.id !== '7');
    expect(ids(pausedLines(held, now))).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10]);
    const pruned = now.slice(3); // lines 1–3 gone from the cache's front, 7 deleted
    expect(ids(pausedLines(held, pruned))).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 10]);
  });

  it('says "more than kept" once the last held line left the cache', () => {
    const held = lines(1, 10);
    expect(linesSince(held, lines(400, 699))).toBeNull();
    expect(pausedLines(held, lines(400, 699))).toBe(held);
  });
});

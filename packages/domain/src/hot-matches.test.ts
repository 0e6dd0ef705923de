import { describe, expect, it } from 'vitest';
import { HOT_MATCH_LIMIT, pickHotMatches } from './hot-matches.ts';

// spec §2 home: the hot matches are the first matches in play, in the list's order.
describe('pickHotMatches', () => {
  it('keeps matches in play in order, drops streamer rooms and others, caps the count', () => {
    const list = [
      { id: 1, phase: 'pre' },
      { id: 2, phase: 'live' },
      { id: 3, phase: 'live', anchorType: 'castLive' },
      { id: 4, phase: 'break', anchorType: null },
      ...Array.from({ length: 8 }, (_, i) => ({ id: 10 + i, phase: 'live' })),
    ];
    const hot = pickHotMatches(list);
    expect(hot.map((m) => m.id)).toEqual([2, 4, 10, 11, 12]);
    expect(hot).toHaveLength(HOT_MATCH_LIMIT);
    expect(pickHotMatches(hot)).toEqual(hot); // the cut of a cut is the same list
  });
});

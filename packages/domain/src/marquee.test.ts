import { describe, expect, it } from 'vitest';
import { buildMarqueeTrack, isMarqueeItemVisible, padMarquee } from './marquee.ts';

const start = Date.UTC(2025, 7, 19, 2, 0, 0); // 10:00 Beijing
const end = start + 3_600_000;

describe('isMarqueeItemVisible', () => {
  // spec §4
  it('shows category 1 only between start and end inclusive', () => {
    const item = { category: 1, pmdTimerStart: start, pmdTimerEnd: end };
    expect(isMarqueeItemVisible(item, start - 1)).toBe(false);
    expect(isMarqueeItemVisible(item, start)).toBe(true);
    expect(isMarqueeItemVisible(item, end)).toBe(true);
    expect(isMarqueeItemVisible(item, end + 1)).toBe(false);
  });

  it('reads formatted times in Beijing time and 10-digit seconds', () => {
    const item = { category: '1', pmdTimerStart: '2025-08-19 10:00:00', pmdTimerEnd: Math.floor(end / 1000) };
    expect(isMarqueeItemVisible(item, start - 1)).toBe(false);
    expect(isMarqueeItemVisible(item, start)).toBe(true);
    expect(isMarqueeItemVisible(item, end + 1000)).toBe(false);
  });

  it('leaves a missing bound open and always shows other categories', () => {
    expect(isMarqueeItemVisible({ category: 1, pmdTimerEnd: null }, 0)).toBe(true);
    expect(isMarqueeItemVisible({ category: 2, pmdTimerStart: end, pmdTimerEnd: end }, start)).toBe(true);
  });
});

describe('padMarquee', () => {
  // spec §4, §9 (padding decision documented on padMarquee)
  it('repeats a single item to 5 entries', () => {
    expect(padMarquee(['a'])).toEqual(['a', 'a', 'a', 'a', 'a']);
  });

  it('triples 2 and 3 items', () => {
    expect(padMarquee(['a', 'b'])).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(padMarquee(['a', 'b', 'c'])).toHaveLength(9);
  });

  it('leaves empty lists and 4 or more items unchanged', () => {
    expect(padMarquee([])).toEqual([]);
    expect(padMarquee(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters before padding', () => {
    const items = [
      { category: 1, pmdTimerStart: start, pmdTimerEnd: end },
      { category: 1, pmdTimerStart: end + 1, pmdTimerEnd: end + 2 },
    ];
    expect(buildMarqueeTrack(items, start)).toHaveLength(5);
  });
});

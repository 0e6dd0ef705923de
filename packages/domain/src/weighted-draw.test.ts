import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { publishedOdds, slotForRoll, totalWeight } from './weighted-draw.ts';

describe('weighted draw (spec §1 lottery and spin wheel)', () => {
  it('maps every roll to the slot owning it', () => {
    expect([0, 1, 2, 3].map((r) => slotForRoll([1, 3], r))).toEqual([0, 1, 1, 1]);
    expect(slotForRoll([0, 2, 0, 1], 2)).toBe(3);
  });

  it('never draws a zero-weight slot and counts each slot exactly its weight over all rolls', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 12 }), (weights) => {
        fc.pre(weights.some((w) => w > 0));
        const counts = weights.map(() => 0);
        for (let r = 0; r < totalWeight(weights); r++) counts[slotForRoll(weights, r)]! += 1;
        expect(counts).toEqual(weights);
      }),
    );
  });

  it('observed frequencies over many random draws match the published odds', () => {
    const weights = [1, 5, 10, 20, 30, 34];
    const total = totalWeight(weights);
    const n = 200_000;
    const counts = weights.map(() => 0);
    fc.assert(
      fc.property(
        fc.array(fc.noBias(fc.integer({ min: 0, max: total - 1 })), { minLength: n, maxLength: n }),
        (rolls) => {
          for (const r of rolls) counts[slotForRoll(weights, r)]! += 1;
        },
      ),
      { numRuns: 1 },
    );
    const odds = publishedOdds(weights).map(Number);
    for (const [i, c] of counts.entries()) {
      // Five standard deviations of a binomial count: a fair draw fails this about once in 3.5 million.
      const p = weights[i]! / total;
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs(c - n * p)).toBeLessThan(5 * sd + 1);
      expect(Math.abs((c / n) * 100 - odds[i]!)).toBeLessThan(1);
    }
  });

  it('refuses negative, fractional or all-zero weights and rolls outside the range', () => {
    expect(() => totalWeight([0, 0])).toThrow(RangeError);
    expect(() => totalWeight([1, -1])).toThrow(RangeError);
    expect(() => totalWeight([1.5])).toThrow(RangeError);
    expect(() => slotForRoll([1, 1], 2)).toThrow(RangeError);
  });

  it('publishes odds with two decimals', () => {
    expect(publishedOdds([1, 3])).toEqual(['25.00', '75.00']);
  });
});

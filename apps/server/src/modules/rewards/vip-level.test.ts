import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { levelFor } from './vip-repository.ts';

// A VIP level needs BOTH cumulative settled deposits and valid turnover (docs/rewards.md "VIP levels").
const THRESHOLDS = [
  { level: 2, depositRequired: 50_000, turnoverRequired: 50_000 },
  { level: 1, depositRequired: 10_000, turnoverRequired: 2_000 },
  { level: 0, depositRequired: 0, turnoverRequired: 0 },
];

describe('levelFor', () => {
  it('takes the highest level whose two thresholds are both met', () => {
    expect(levelFor(THRESHOLDS, 0, 0)).toBe(0);
    expect(levelFor(THRESHOLDS, 10_000, 1_999)).toBe(0);
    expect(levelFor(THRESHOLDS, 10_000, 2_000)).toBe(1);
    expect(levelFor(THRESHOLDS, 1_000_000, 49_999)).toBe(1);
    expect(levelFor(THRESHOLDS, 50_000, 50_000)).toBe(2);
  });

  it('never falls when either measure grows', () => {
    fc.assert(
      fc.property(fc.nat(200_000), fc.nat(200_000), fc.nat(50_000), fc.nat(50_000), (d, t, dd, dt) => {
        return levelFor(THRESHOLDS, d + dd, t + dt) >= levelFor(THRESHOLDS, d, t);
      }),
    );
  });
});

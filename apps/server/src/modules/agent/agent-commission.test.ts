import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commissionOf } from './agent-commission-job.ts';
import { maskMemberName } from './agent-service.ts';

// spec §6 "Agent"; docs/messages.md "Agents": commission = floor(turnover × bp / 10000), in fen.
describe('commissionOf', () => {
  it('is 0.5 % of turnover at 50 bp, rounded down to the fen', () => {
    expect(commissionOf(30_000, 50)).toBe(150);
    expect(commissionOf(199, 50)).toBe(0);
  });

  it('is a whole number of fen, never above the exact share, and grows with turnover', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 10_000 }),
        (turnover, more, bp) => {
          const c = commissionOf(turnover, bp);
          expect(Number.isSafeInteger(c)).toBe(true);
          expect(c * 10_000).toBeLessThanOrEqual(turnover * bp);
          expect(commissionOf(turnover + more, bp)).toBeGreaterThanOrEqual(c);
        },
      ),
    );
  });
});

describe('maskMemberName', () => {
  it('keeps two leading characters and the last one', () => {
    expect(maskMemberName('referred01')).toBe('re***1');
    expect(maskMemberName('ab')).toBe('a*');
  });

  it('never shows the whole name of a name longer than three characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4, maxLength: 16 }), (name) => {
        expect(maskMemberName(name)).not.toBe(name);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  lineOutcome,
  oddsToE2,
  parlayPotential,
  settleParlay,
  priceAcceptable,
  settleSelection,
  settledReturn,
  validTurnover,
  type BetOutcome,
} from './bet-settlement.ts';

// Sports betting is the product's first offer (spec §1); the arithmetic is docs/sportsbook.md's.
const s = (home: number, visit: number) => ({ home, visit });

describe('settleSelection', () => {
  it('settles 1X2 on the result', () => {
    expect(settleSelection({ kind: '1x2', line4: 0, pick: 'home' }, s(2, 1))).toBe('won');
    expect(settleSelection({ kind: '1x2', line4: 0, pick: 'draw' }, s(2, 1))).toBe('lost');
    expect(settleSelection({ kind: '1x2', line4: 0, pick: 'draw' }, s(0, 0))).toBe('won');
  });
  it('pushes a two-way moneyline on a tie', () => {
    expect(settleSelection({ kind: 'ml', line4: 0, pick: 'visit' }, s(98, 101))).toBe('won');
    expect(settleSelection({ kind: 'ml', line4: 0, pick: 'home' }, s(100, 100))).toBe('push');
  });
  it('settles quarter handicaps as half win and half loss', () => {
    // home -0.25 at 1:1: half on 0 pushes, half on -0.5 loses.
    expect(settleSelection({ kind: 'ah', line4: -1, pick: 'home' }, s(1, 1))).toBe('half_lost');
    // the visitor takes +0.25 at 1:1: half pushes, half wins.
    expect(settleSelection({ kind: 'ah', line4: -1, pick: 'visit' }, s(1, 1))).toBe('half_won');
    // home -0.75 winning by one: half on -0.5 wins, half on -1 pushes.
    expect(settleSelection({ kind: 'ah', line4: -3, pick: 'home' }, s(2, 1))).toBe('half_won');
    expect(settleSelection({ kind: 'ah', line4: -3, pick: 'home' }, s(3, 1))).toBe('won');
    expect(settleSelection({ kind: 'ah', line4: -4, pick: 'home' }, s(2, 1))).toBe('push');
    expect(settleSelection({ kind: 'ah', line4: -6, pick: 'home' }, s(2, 1))).toBe('lost');
  });
  it('settles totals on whole, half and quarter lines', () => {
    expect(settleSelection({ kind: 'ou', line4: 10, pick: 'over' }, s(2, 1))).toBe('won');
    expect(settleSelection({ kind: 'ou', line4: 10, pick: 'under' }, s(2, 1))).toBe('lost');
    expect(settleSelection({ kind: 'ou', line4: 12, pick: 'over' }, s(2, 1))).toBe('push');
    expect(settleSelection({ kind: 'ou', line4: 9, pick: 'over' }, s(1, 1))).toBe('half_lost');
    expect(settleSelection({ kind: 'ou', line4: 9, pick: 'under' }, s(1, 1))).toBe('half_won');
    expect(settleSelection({ kind: 'ou', line4: 11, pick: 'over' }, s(2, 1))).toBe('half_won');
  });
  it('settles correct score, with other beyond 3 goals a side', () => {
    expect(settleSelection({ kind: 'cs', line4: 0, pick: '2-1' }, s(2, 1))).toBe('won');
    expect(settleSelection({ kind: 'cs', line4: 0, pick: 'other' }, s(4, 1))).toBe('won');
    expect(settleSelection({ kind: 'cs', line4: 0, pick: '1-1' }, s(4, 1))).toBe('lost');
  });
});

describe('settledReturn (fen, floored)', () => {
  it('pays hand-computed amounts', () => {
    expect(settledReturn(10_000, 195, 'won')).toBe(19_500);
    expect(settledReturn(1_001, 195, 'won')).toBe(1_951); // 19.5195 元 → 19.51 元
    expect(settledReturn(1_000, 190, 'half_won')).toBe(1_450);
    expect(settledReturn(1_001, 193, 'half_won')).toBe(1_466); // (1001×1.93 + 1001)/2 = 1466.465
    expect(settledReturn(1_001, 190, 'half_lost')).toBe(500);
    expect(settledReturn(1_001, 190, 'push')).toBe(1_001);
    expect(settledReturn(1_001, 190, 'void')).toBe(1_001);
    expect(settledReturn(1_001, 190, 'lost')).toBe(0);
  });
  it('never pays more than the exact amount nor less by a fen', () => {
    const outcomes: BetOutcome[] = ['won', 'half_won', 'half_lost'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000_000 }),
        fc.integer({ min: 101, max: 5_000 }),
        fc.constantFrom(...outcomes),
        (stake, odds, outcome) => {
          const exact =
            outcome === 'won'
              ? (stake * odds) / 100
              : outcome === 'half_won'
                ? (stake * (odds + 100)) / 200
                : stake / 2;
          const paid = settledReturn(stake, odds, outcome);
          return Number.isSafeInteger(paid) && paid <= exact && exact - paid < 1;
        },
      ),
    );
  });
});

describe('lineOutcome', () => {
  it('makes a quarter line the average of its two neighbours', () => {
    const value = (o: BetOutcome) => ({ won: 2, half_won: 1, push: 0, half_lost: -1, lost: -2, void: 0 })[o];
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 20 }), fc.integer({ min: -40, max: 40 }), (diff, line) => {
        const q = 2 * line + 1; // an odd quarter line
        const mean = (value(lineOutcome(diff * 4, q - 1)) + value(lineOutcome(diff * 4, q + 1))) / 2;
        return value(lineOutcome(diff * 4, q)) === mean;
      }),
    );
  });
});

describe('turnover, odds text and the odds-change policy', () => {
  it('counts settled stakes as turnover, none for push or void', () => {
    expect(validTurnover(1_000, 'won')).toBe(1_000);
    expect(validTurnover(1_000, 'half_lost')).toBe(500);
    expect(validTurnover(1_000, 'push')).toBe(0);
  });
  it('reads odds text as hundredths', () => {
    expect(oddsToE2('1.95')).toBe(195);
    expect(oddsToE2('2.5')).toBe(250);
    expect(oddsToE2('1.00')).toBeNull();
    expect(oddsToE2('abc')).toBeNull();
  });
  it('accepts a moved price by policy', () => {
    expect(priceAcceptable('any', 200, 150)).toBe(true);
    expect(priceAcceptable('higher', 200, 210)).toBe(true);
    expect(priceAcceptable('higher', 200, 190)).toBe(false);
    expect(priceAcceptable('none', 200, 201)).toBe(false);
    expect(priceAcceptable('none', 200, 200)).toBe(true);
  });
});

describe('parlays, leg by leg (fen, floored)', () => {
  const leg = (oddsE2: number, outcome: BetOutcome | null) => ({ oddsE2, outcome });
  it('multiplies the odds of winning legs', () => {
    // 10 元 × 2.00 × 1.50 × 1.80 = 54.00 元
    expect(parlayPotential(1_000, [200, 150, 180])).toBe(5_400);
    expect(settleParlay(1_000, [leg(200, 'won'), leg(150, 'won'), leg(180, 'won')])).toEqual({
      outcome: 'won',
      returned: 5_400,
    });
    // 10.01 元 × 1.95 × 1.87 = 36.501465 元 → 36.50 元
    expect(parlayPotential(1_001, [195, 187])).toBe(3_650);
  });
  it('counts a void leg (and a push) as odds 1.0', () => {
    // 10 元 × 2.00 × 1.00 × 1.80 = 36.00 元
    expect(settleParlay(1_000, [leg(200, 'won'), leg(150, 'void'), leg(180, 'won')])).toEqual({
      outcome: 'won',
      returned: 3_600,
    });
    expect(settleParlay(1_000, [leg(200, 'push'), leg(150, 'void')])).toEqual({
      outcome: 'push',
      returned: 1_000,
    });
    expect(settleParlay(1_000, [leg(200, 'void'), leg(150, 'void')])).toEqual({
      outcome: 'void',
      returned: 1_000,
    });
  });
  it('takes half outcomes at (odds + 1) ÷ 2 and 1 ÷ 2', () => {
    // 10 元 × (1.90 + 1) ÷ 2 × 2.00 = 29.00 元
    expect(settleParlay(1_000, [leg(190, 'half_won'), leg(200, 'won')])!.returned).toBe(2_900);
    // 10 元 × 0.5 × 1.50 = 7.50 元: below the stake
    expect(settleParlay(1_000, [leg(190, 'half_lost'), leg(150, 'won')])).toEqual({
      outcome: 'half_lost',
      returned: 750,
    });
    // 3.33 元 × (1.95 + 1) ÷ 2 × 1.95 = 9.577... → 9.57 元
    expect(settleParlay(333, [leg(195, 'half_won'), leg(195, 'won')])!.returned).toBe(957);
  });
  it('is lost as soon as one leg is lost, and open while a leg is', () => {
    expect(settleParlay(1_000, [leg(200, 'lost'), leg(150, null)])).toEqual({ outcome: 'lost', returned: 0 });
    expect(settleParlay(1_000, [leg(200, 'won'), leg(150, null)])).toBeNull();
  });
  it('stays exact over eight legs of large odds', () => {
    // 500 元 × 10.00^8 = 50,000,000,000 元: beyond 2^53 fen before the division, exact with integers
    expect(
      parlayPotential(
        50_000,
        Array.from({ length: 8 }, () => 1_000),
      ),
    ).toBe(50_000 * 10 ** 8);
  });
  it('never returns more than the exact amount nor a fen less (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.array(fc.integer({ min: 101, max: 500 }), { minLength: 2, maxLength: 8 }),
        (stake, odds) => {
          const exact = odds.reduce((p, o) => p * (o / 100), stake);
          const got = parlayPotential(stake, odds);
          return got <= exact * (1 + 1e-12) && got > exact * (1 - 1e-12) - 1;
        },
      ),
    );
  });
});

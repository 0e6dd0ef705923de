import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanAndError, simRandom } from '../test-support/sim-random.ts';
import { CRASH_HOUSE_EDGE, crashMultiplierAt, crashPoint } from './crash.ts';
import {
  CRASH_CLIENT_SEED,
  crashAutoDue,
  crashCashoutAt,
  crashDelayFor,
  crashPhaseAt,
  crashRoundPoint,
  crashWin,
  isCrashTarget,
} from './crash-round.ts';
import { deriveOutcome } from './engines.ts';
import { maskLoginName } from '../masked-name.ts';

/*
 * The shared crash rounds (docs/games.md "Crash rounds"): the multiplier is a pure function of the time
 * since the start, a round busts at the first millisecond showing its crash point, and no cash-out read
 * by the server clock can reach the crash point.
 */

const N = 1_000_000;
const times = (point: number, startAt = 1_000_000) => ({ startAt, bustAt: startAt + crashDelayFor(point) });

describe('crash round timing', () => {
  it('busts at the first millisecond whose multiplier shows the crash point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), (point) => {
        const ms = crashDelayFor(point);
        expect(crashMultiplierAt(ms)).toBeGreaterThanOrEqual(point);
        expect(crashMultiplierAt(ms - 1)).toBeLessThan(point);
      }),
      { numRuns: 2_000 },
    );
    expect(crashDelayFor(100)).toBe(0);
    expect(crashDelayFor(200)).toBe(11_553);
  });

  it('never lets a cash-out reach the crash point, and refuses one before the start or after the bust', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 50_000 }),
        fc.integer({ min: -5_000, max: 200_000 }),
        (point, dt) => {
          const r = times(point);
          const m = crashCashoutAt(r, r.startAt + dt);
          if (dt < 0 || r.startAt + dt >= r.bustAt) expect(m).toBeNull();
          else {
            expect(m).not.toBeNull();
            expect(m!).toBeLessThan(point);
            expect(m!).toBe(crashMultiplierAt(dt));
          }
        },
      ),
      { numRuns: 5_000 },
    );
    const r = times(100);
    expect(crashPhaseAt(r, r.startAt - 1)).toBe('betting');
    expect(crashPhaseAt(r, r.startAt)).toBe('busted'); // 1.00×: nobody can cash out
  });

  it('rises monotonically from 1.00×', () => {
    fc.assert(
      fc.property(fc.nat(300_000), fc.nat(10_000), (a, d) => {
        expect(crashMultiplierAt(a + d)).toBeGreaterThanOrEqual(crashMultiplierAt(a));
      }),
    );
    expect(crashMultiplierAt(0)).toBe(100);
  });

  it('accepts auto targets from 1.01× to 1 000× in hundredths', () => {
    expect([isCrashTarget(100), isCrashTarget(101), isCrashTarget(100_000), isCrashTarget(100_001)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isCrashTarget(150.5)).toBe(false);
    expect(crashAutoDue(200, 199)).toBeNull();
    expect(crashAutoDue(200, 200)).toBe(200);
    expect(crashWin(1_000, 157)).toBe(1_570);
  });
});

describe('crash round distribution and return (1 000 000 rounds)', () => {
  it('P(crash point ≥ m) = (1 − edge) / m for each threshold, within 4 standard errors', () => {
    const rng = simRandom(30);
    const thresholds = [101, 150, 200, 1_000, 10_000];
    const hits = thresholds.map(() => 0);
    for (let i = 0; i < N; i++) {
      const p = crashPoint(rng);
      thresholds.forEach((m, k) => {
        if (p >= m) hits[k]!++;
      });
    }
    thresholds.forEach((m, k) => {
      const expected = (1 - CRASH_HOUSE_EDGE) / (m / 100);
      const se = Math.sqrt((expected * (1 - expected)) / N);
      expect(Math.abs(hits[k]! / N - expected), `m ${m}`).toBeLessThan(4 * se);
    });
  });

  it('auto cash-outs settled through the round rules return 99 % of stakes; a manual cash-out at 2.00× returns 2 × 0.99 / 2.01', () => {
    const rng = simRandom(31);
    const targets = [101, 150, 200, 500, 1_000, 10_000];
    const manualAt = crashDelayFor(200); // the first millisecond showing 2.00×
    let sum = 0;
    let squares = 0;
    let manual = 0;
    let manualSquares = 0;
    for (let i = 0; i < N; i++) {
      const point = crashPoint(rng);
      const r = times(point);
      const target = targets[i % targets.length]!;
      const due = crashAutoDue(target, point);
      const ret = due === null ? 0 : crashWin(100, due) / 100;
      sum += ret;
      squares += ret * ret;
      const m = crashCashoutAt(r, r.startAt + manualAt);
      const manualRet = m === null ? 0 : crashWin(100, m) / 100;
      manual += manualRet;
      manualSquares += manualRet * manualRet;
    }
    const auto = meanAndError(sum, squares, N);
    expect(Math.abs(auto.mean - (1 - CRASH_HOUSE_EDGE))).toBeLessThan(4 * auto.error);
    const hand = meanAndError(manual, manualSquares, N);
    expect(Math.abs(hand.mean - (2 * (1 - CRASH_HOUSE_EDGE)) / 2.01)).toBeLessThan(4 * hand.error);
  }, 60_000);

  it('derives the crash point from the round seed exactly as the verification page does', () => {
    const seed = 'b'.repeat(64);
    for (let no = 1; no <= 200; no++)
      expect(deriveOutcome('crash', { serverSeed: seed, clientSeed: CRASH_CLIENT_SEED, nonce: no })).toEqual({
        engine: 'crash',
        point: crashRoundPoint(seed, no),
      });
    // The HMAC stream itself: a few thousand rounds of one seed land near the declared shape.
    let atLeastTwo = 0;
    const n = 20_000;
    for (let no = 1; no <= n; no++) if (crashRoundPoint(seed, no) >= 200) atLeastTwo++;
    expect(Math.abs(atLeastTwo / n - 0.495)).toBeLessThan(4 * Math.sqrt((0.495 * 0.505) / n));
  }, 60_000);

  it('masks a player name for the round list: never the whole name, whatever its length', () => {
    expect(maskLoginName('crasha')).toBe('cr***a');
    expect(maskLoginName('abc')).toBe('a**');
    expect(maskLoginName('玩家甲乙')).toBe('玩家***乙');
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 32 }).filter((n) => !n.includes('*')),
        (name) => {
          const masked = maskLoginName(name);
          expect(masked).toContain('**');
          if ([...name].length > 3) expect(masked).not.toContain(name);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { meanAndError, simRandom } from '../test-support/sim-random.ts';
import { engineInfo } from './engines.ts';
import { fairRandom } from './fair.ts';
import {
  SLOT_LINES,
  SLOT_SCATTER,
  SLOT_STRIPS,
  SLOT_STRIP_COUNTS,
  SLOT_WILD,
  evaluateSlot,
  linePay,
  playSlot,
  slotExactRtp,
  slotRoundWin,
} from './slot.ts';

/** The declared RTP of the slot, as the info panel shows it. */
const DECLARED = 0.9643;

describe('5×3 video slot (issue: engines, RTP verified)', () => {
  it('lays out the strips as declared, never two scatters in one window', () => {
    SLOT_STRIPS.forEach((strip, reel) => {
      const counts = SLOT_STRIP_COUNTS[reel]!;
      expect(strip).toHaveLength(32);
      counts.forEach((c, s) => expect(strip.filter((x) => x === s)).toHaveLength(c));
      const at = strip.flatMap((s, i) => (s === SLOT_SCATTER ? [i] : []));
      for (const i of at)
        for (const j of at)
          if (i !== j) expect(Math.min(Math.abs(i - j), 32 - Math.abs(i - j))).toBeGreaterThanOrEqual(3);
    });
  });

  it('pays lines left to right with wilds standing in and the better of wild run and symbol', () => {
    const W = SLOT_WILD;
    expect(linePay([2, 2, 2, 5, 6])).toEqual({ symbol: 2, count: 3, pay: 25 });
    expect(linePay([W, 2, 2, 2, 6])).toEqual({ symbol: 2, count: 4, pay: 100 });
    // Three wilds pay 50, five of symbol 8 only 30: the wild run wins.
    expect(linePay([W, W, W, 8, 8])).toEqual({ symbol: W, count: 3, pay: 50 });
    expect(linePay([W, W, W, 2, 2])).toEqual({ symbol: 2, count: 5, pay: 500 });
    expect(linePay([W, W, W, W, W])).toEqual({ symbol: W, count: 5, pay: 1000 });
    expect(linePay([5, 5, 6, 5, 5]).pay).toBe(0);
    expect(linePay([W, W, SLOT_SCATTER, 2, 2]).pay).toBe(0);
    expect(linePay([3, 3, W, W, 3])).toEqual({ symbol: 3, count: 5, pay: 250 });
  });

  it('computes the exact RTP by enumerating every symbol combination, and declares it', () => {
    const rtp = slotExactRtp();
    expect(Math.abs(rtp.total - DECLARED)).toBeLessThan(0.00005);
    expect(engineInfo('slot').rtp).toBe('96.43%');
    expect(rtp.freeSpinChance).toBeGreaterThan(0.005);
  });

  it('the detailed round and the fast round agree draw for draw', () => {
    for (let nonce = 0; nonce < 2_000; nonce++) {
      const seeds = { serverSeed: 's', clientSeed: 'c', nonce };
      const round = playSlot(fairRandom(seeds));
      expect(slotRoundWin(fairRandom(seeds))).toBe(round.win);
      expect(round.win).toBe(round.freeSpins.reduce((s, f) => s + f.win, round.spin.win));
      expect(round.freeSpins.length).toBe(round.spin.scatters >= 3 ? 10 : 0);
    }
    const spin = evaluateSlot([0, 0, 0, 0, 0]);
    expect(spin.window.map((row) => row.length)).toEqual([5, 5, 5]);
  });

  it('returns the declared RTP over 10 000 000 simulated spins (within 4 standard errors)', () => {
    const rng = simRandom(20261126);
    const n = 10_000_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const r = slotRoundWin(rng) / SLOT_LINES;
      sum += r;
      squares += r * r;
    }
    const { mean, error } = meanAndError(sum, squares, n);
    // The error of one spin's return is about 3.9 total bets, so ±4 SE is about ±0.5 %.
    expect(error).toBeLessThan(0.0015);
    expect(Math.abs(mean - slotExactRtp().total)).toBeLessThan(4 * error);
  }, 120_000);

  it('returns the declared RTP over 50 000 rounds drawn from the HMAC stream itself', () => {
    let sum = 0;
    let squares = 0;
    const n = 50_000;
    for (let nonce = 0; nonce < n; nonce++) {
      const r =
        slotRoundWin(fairRandom({ serverSeed: 'rtp-check', clientSeed: 'client', nonce })) / SLOT_LINES;
      sum += r;
      squares += r * r;
    }
    const { mean, error } = meanAndError(sum, squares, n);
    expect(Math.abs(mean - slotExactRtp().total)).toBeLessThan(4 * error);
  }, 60_000);
});

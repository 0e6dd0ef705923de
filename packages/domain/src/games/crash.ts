/**
 * The crash multiplier of a round from one float u: floor(100 · (1 − edge) / (1 − u)) / 100, at least
 * 1.00. A cash-out target m (≥ 1.01) pays m × stake when the round reaches m, which happens with
 * probability (1 − edge) / m, so every target returns 1 − edge. A round that busts at 1.00 pays nobody.
 */
import type { RandomSource } from './fair.ts';

/** The declared house edge: 1 %. */
export const CRASH_HOUSE_EDGE = 0.01;
export const CRASH_MIN_TARGET = 101;

/** The bust point in hundredths (100 = 1.00×). */
export function crashPoint(rng: RandomSource, edge = CRASH_HOUSE_EDGE): number {
  const u = rng.next();
  return Math.max(100, Math.floor((100 * (1 - edge)) / (1 - u)));
}

/** The payout of a stake cashed out at `target` hundredths when the round busts at `point`. */
export const crashPayout = (stake: number, target: number, point: number): number =>
  target >= CRASH_MIN_TARGET && point >= target ? Math.floor((stake * target) / 100) : 0;

/** The multiplier shown `ms` after the round starts: 1.00 × e^(0.00006·ms), in hundredths. */
export const crashMultiplierAt = (ms: number): number =>
  Math.floor(100 * Math.exp(0.00006 * Math.max(0, ms)));

import { hashText } from '../../lib/hash-text.ts';

/**
 * Deterministic randomness for the live seed and scheduler: the same match id and tick give the same
 * numbers on every machine, so tests can drive the scheduler and know what moves.
 */

/** A number in [0, 1) drawn from the parts, e.g. `unit('m1001', 42, 'goal')`. */
export function unit(...parts: readonly (string | number)[]): number {
  let x = hashText(parts.join('|'));
  // One round of mulberry32 spreads neighbouring hashes apart.
  x = (x + 0x6d2b79f5) >>> 0;
  let t = Math.imul(x ^ (x >>> 15), x | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Odds as the decimal string the catalogue wants (`rateString`), two decimals, at least 1.01. */
export function oddsText(value: number): string {
  return Math.max(1.01, Math.round(value * 100) / 100).toFixed(2);
}

import type { RandomSource } from '../games/fair.ts';

/**
 * sfc32, a small fast generator for RTP simulations (millions of rounds): the HMAC stream is the
 * source of real rounds, and is sampled separately in the tests at a smaller scale.
 */
export function simRandom(seed: number): RandomSource {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed | 0;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  };
  for (let i = 0; i < 16; i++) next();
  return { next };
}

/** Mean and standard error of a running sum. */
export function meanAndError(sum: number, sumSquares: number, n: number) {
  const mean = sum / n;
  return { mean, error: Math.sqrt(Math.max(0, sumSquares / n - mean * mean) / n) };
}

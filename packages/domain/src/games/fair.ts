/**
 * Provably fair derivation shared by every engine. A round's randomness is the byte stream
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, 2, …; each 32-byte block
 * gives eight floats in [0, 1) from four bytes each (b0/256 + b1/256² + b2/256³ + b3/256⁴). The server
 * commits to its seed by publishing SHA-256(serverSeed) before any round is played with it and reveals
 * the seed when it is rotated; the member chooses the client seed; the nonce counts the seed pair's
 * rounds. Anyone holding the three can recompute the round.
 */
import { hmacSha256Utf8, sha256Hex } from './sha256.ts';

/** A source of uniform floats in [0, 1): the fair stream of a round, or a fast generator in simulations. */
export interface RandomSource {
  next(): number;
}

export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The commitment published for a server seed: SHA-256 of its UTF-8 text, lower-case hex. */
export const serverSeedHash = (serverSeed: string): string => sha256Hex(serverSeed);

/** Whether a revealed server seed matches the hash committed before the rounds were played. */
export const seedMatchesHash = (serverSeed: string, hash: string): boolean =>
  serverSeedHash(serverSeed) === hash.toLowerCase();

/** The eight floats of one HMAC block (cursor). */
export function fairBlock(seeds: FairSeeds, cursor: number): number[] {
  const bytes = hmacSha256Utf8(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${cursor}`);
  const floats: number[] = [];
  for (let i = 0; i < 32; i += 4)
    floats.push(
      bytes[i]! / 256 + bytes[i + 1]! / 65_536 + bytes[i + 2]! / 16_777_216 + bytes[i + 3]! / 4_294_967_296,
    );
  return floats;
}

/** The round's float stream: as many floats as the engine asks for, block after block. */
export function fairRandom(seeds: FairSeeds): RandomSource {
  let cursor = 0;
  let buffer: number[] = [];
  return {
    next() {
      if (buffer.length === 0) buffer = fairBlock(seeds, cursor++).reverse();
      return buffer.pop()!;
    },
  };
}

/**
 * A uniform integer in [0, n). Floats carry 32 bits, so the largest bias is n / 2³² (under 10⁻⁸ for
 * the 52-card and 37-pocket draws here), far below what any RTP band could see.
 */
export const randomBelow = (rng: RandomSource, n: number): number => Math.floor(rng.next() * n);

/** Client seeds a member may set: 1–64 printable ASCII characters without spaces. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;

/**
 * European roulette: one zero, pockets 0–36, the standard inside and outside bets. Every bet covering
 * k numbers returns 36 / k times its stake when the ball lands on one of them (35:1 straight up … 1:1
 * even chances), so each bet's RTP is exactly 36/37 and the zero is the whole house edge. No la partage.
 */
import { randomBelow, type RandomSource } from './fair.ts';

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;
export const ROULETTE_RED: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type RouletteBetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

/** An inside bet names its numbers; a dozen or column its index 1–3; the even chances nothing. */
export interface RouletteBet {
  kind: RouletteBetKind;
  numbers?: readonly number[];
  stake: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length &&
  [...a].sort((x, y) => x - y).every((n, i) => n === [...b].sort((x, y) => x - y)[i]);

/** Every layout-legal set of numbers for the inside bets (zero's splits, trios and the first four). */
const INSIDE: Record<'split' | 'street' | 'corner' | 'line', number[][]> = {
  split: [
    [0, 1],
    [0, 2],
    [0, 3],
    ...range(1, 36).flatMap((n) => [...(n % 3 !== 0 ? [[n, n + 1]] : []), ...(n <= 33 ? [[n, n + 3]] : [])]),
  ],
  street: [[0, 1, 2], [0, 2, 3], ...range(0, 11).map((r) => range(3 * r + 1, 3 * r + 3))],
  corner: [
    [0, 1, 2, 3],
    ...range(1, 32)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1, n + 3, n + 4]),
  ],
  line: range(0, 10).map((r) => range(3 * r + 1, 3 * r + 6)),
};

/** The numbers a bet covers, or null when the bet is not a legal bet on the layout. */
export function rouletteCovers(bet: Pick<RouletteBet, 'kind' | 'numbers'>): number[] | null {
  const nums = bet.numbers ?? [];
  switch (bet.kind) {
    case 'straight':
      return nums.length === 1 && Number.isInteger(nums[0]) && nums[0]! >= 0 && nums[0]! <= 36
        ? [nums[0]!]
        : null;
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return INSIDE[bet.kind].find((set) => sameSet(set, nums)) ?? null;
    case 'dozen': {
      const d = nums[0];
      return nums.length === 1 && (d === 1 || d === 2 || d === 3) ? range(12 * d - 11, 12 * d) : null;
    }
    case 'column': {
      const c = nums[0];
      return nums.length === 1 && (c === 1 || c === 2 || c === 3) ? range(0, 11).map((r) => 3 * r + c) : null;
    }
    default: {
      if (nums.length) return null;
      const even: Record<string, (n: number) => boolean> = {
        red: (n) => ROULETTE_RED.has(n),
        black: (n) => !ROULETTE_RED.has(n),
        odd: (n) => n % 2 === 1,
        even: (n) => n % 2 === 0,
        low: (n) => n <= 18,
        high: (n) => n >= 19,
      };
      const test = even[bet.kind];
      return test ? range(1, 36).filter(test) : null;
    }
  }
}

/** The pocket of a spin: one float. */
export const spinRoulette = (rng: RandomSource): number => randomBelow(rng, ROULETTE_POCKETS);

/**
 * A slip compiled once: what it returns for each pocket (stake included on a win; 0 on a loss).
 * Throws on a bet that is not on the layout.
 */
export function rouletteReturns(bets: readonly RouletteBet[]): number[] {
  const back = Array.from({ length: ROULETTE_POCKETS }, () => 0);
  for (const bet of bets) {
    const covered = rouletteCovers(bet);
    if (!covered) throw new RangeError(`illegal roulette bet ${bet.kind}`);
    for (const n of covered) back[n]! += (bet.stake * 36) / covered.length;
  }
  return back;
}

/** What a slip of bets returns for a pocket. */
export const roulettePayout = (bets: readonly RouletteBet[], pocket: number): number =>
  rouletteReturns(bets)[pocket]!;

/** The colour name of a pocket, for display. */
export const rouletteColour = (n: number): 'green' | 'red' | 'black' =>
  n === 0 ? 'green' : ROULETTE_RED.has(n) ? 'red' : 'black';

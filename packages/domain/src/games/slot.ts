/**
 * The 5×3 video slot: five reel strips, ten fixed paylines paid left to right, a wild that stands in
 * for every symbol but the scatter (and pays on its own), and a scatter that pays anywhere and, three or
 * more, awards free spins on the same reels with every win multiplied. The RTP is not a tuning knob
 * but a consequence of the strips and the pay table, and {@link slotExactRtp} computes it exactly.
 */
import { randomBelow, type RandomSource } from './fair.ts';

/** Symbol ids: 0 wild, 1 scatter, 2–4 high, 5–8 low. */
export const SLOT_WILD = 0;
export const SLOT_SCATTER = 1;
export const SLOT_SYMBOL_COUNT = 9;
export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** Line pays for 3, 4 and 5 of a kind, in multiples of the line bet (index = symbol id). */
export const SLOT_LINE_PAYS: readonly (readonly [number, number, number])[] = [
  [50, 250, 1000], // wild
  [0, 0, 0], // scatter (pays anywhere, below)
  [25, 100, 500],
  [15, 60, 250],
  [10, 40, 150],
  [5, 20, 80],
  [5, 15, 60],
  [4, 10, 40],
  [3, 8, 30],
];
/** Scatter pays for 3, 4 and 5 anywhere, in multiples of the total bet. */
export const SLOT_SCATTER_PAYS = [2, 10, 50] as const;
/** Three or more scatters on a paid spin award this many free spins (free spins do not retrigger). */
export const SLOT_FREE_SPINS = 10;
/** Every win of a free spin is multiplied by this. */
export const SLOT_FREE_SPIN_MULTIPLIER = 2;

/** The ten paylines: the row (0 top, 1 middle, 2 bottom) read on each reel. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
export const SLOT_LINES = SLOT_PAYLINES.length;

/** How many of each symbol (by id) each reel strip holds; every strip is 32 stops long. */
export const SLOT_STRIP_COUNTS: readonly (readonly number[])[] = [
  [2, 1, 3, 3, 4, 4, 4, 5, 6],
  [2, 1, 3, 3, 4, 4, 4, 5, 6],
  [3, 1, 3, 3, 4, 4, 4, 5, 5],
  [3, 1, 3, 3, 4, 4, 4, 5, 5],
  [2, 1, 2, 3, 3, 4, 5, 6, 6],
];

/**
 * Lays out a strip from its counts: symbols are spread evenly, rarest first, so two scatters are never
 * within one window (the exact RTP below relies on at most one scatter per reel window).
 */
export function buildStrip(counts: readonly number[]): number[] {
  const length = counts.reduce((a, b) => a + b, 0);
  const strip: (number | null)[] = Array.from({ length }, () => null);
  const order = counts
    .map((c, s) => [c, s] as const)
    .filter(([c]) => c > 0)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  order.forEach(([count, symbol], k) => {
    for (let i = 0; i < count; i++) {
      let at = (Math.floor((i * length) / count) + k) % length;
      while (strip[at] !== null) at = (at + 1) % length;
      strip[at] = symbol;
    }
  });
  return strip as number[];
}

export const SLOT_STRIPS: readonly (readonly number[])[] = SLOT_STRIP_COUNTS.map(buildStrip);

export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  /** In line bets. */
  pay: number;
}

/**
 * What one payline pays for the five symbols on it: the wild run from the left pays as wilds, a symbol
 * with wilds standing in pays as that symbol, and the line pays the larger of the two. Packed as
 * pay × 256 + count × 16 + symbol so the hot path of a spin allocates nothing.
 */
const cells = new Int8Array(5);
function packedLinePay(a: number, b: number, c: number, d: number, e: number): number {
  cells[0] = a;
  cells[1] = b;
  cells[2] = c;
  cells[3] = d;
  cells[4] = e;
  let wilds = 0;
  while (wilds < 5 && cells[wilds] === SLOT_WILD) wilds++;
  let pay = wilds >= 3 ? SLOT_LINE_PAYS[SLOT_WILD]![wilds - 3]! : 0;
  let packed = pay * 256 + wilds * 16 + SLOT_WILD;
  if (wilds < 5) {
    const first = cells[wilds]!;
    if (first !== SLOT_SCATTER) {
      let count = wilds;
      while (count < 5 && (cells[count] === first || cells[count] === SLOT_WILD)) count++;
      const own = count >= 3 ? SLOT_LINE_PAYS[first]![count - 3]! : 0;
      if (own > pay) {
        pay = own;
        packed = pay * 256 + count * 16 + first;
      }
    }
  }
  return pay > 0 ? packed : 0;
}

/** {@link packedLinePay} unpacked: the paying symbol, how many in a row, and the pay in line bets. */
export function linePay(symbols: readonly number[]): { symbol: number; count: number; pay: number } {
  const p = packedLinePay(symbols[0]!, symbols[1]!, symbols[2]!, symbols[3]!, symbols[4]!);
  return { symbol: p % 16, count: Math.floor(p / 16) % 16, pay: Math.floor(p / 256) };
}

export interface SpinResult {
  stops: number[];
  /** window[row][reel] = symbol id */
  window: number[][];
  lineWins: LineWin[];
  scatters: number;
  /** Everything this spin pays, in line bets (scatter pays converted, free-spin multiplier applied). */
  win: number;
}

export interface SlotRound {
  spin: SpinResult;
  freeSpins: SpinResult[];
  /** The whole round's win in line bets; the payout is win × stake / lines. */
  win: number;
}

/** The symbols visible for given stops. */
export function slotWindow(stops: readonly number[]): number[][] {
  return Array.from({ length: SLOT_ROWS }, (_, row) =>
    stops.map((stop, reel) => {
      const strip = SLOT_STRIPS[reel]!;
      return strip[(stop + row) % strip.length]!;
    }),
  );
}

/** The visible cells, row-major (row × 5 + reel), reused by every spin. */
const grid = new Int8Array(SLOT_ROWS * SLOT_REELS);

/**
 * The one evaluator of a spin: fills {@link grid} for the stops, pays every line and the scatters, and
 * answers the win in line bets; line wins go to `sink` when given. Both the rounds the server plays and
 * the RTP simulation run through here.
 */
function spinCore(stops: ArrayLike<number>, multiplier: number, sink: LineWin[] | null): number {
  for (let reel = 0; reel < SLOT_REELS; reel++) {
    const strip = SLOT_STRIPS[reel]!;
    for (let row = 0; row < SLOT_ROWS; row++)
      grid[row * SLOT_REELS + reel] = strip[(stops[reel]! + row) % strip.length]!;
  }
  let win = 0;
  for (let line = 0; line < SLOT_PAYLINES.length; line++) {
    const rows = SLOT_PAYLINES[line]!;
    const p = packedLinePay(
      grid[rows[0]! * 5]!,
      grid[rows[1]! * 5 + 1]!,
      grid[rows[2]! * 5 + 2]!,
      grid[rows[3]! * 5 + 3]!,
      grid[rows[4]! * 5 + 4]!,
    );
    if (p > 0) {
      const pay = Math.floor(p / 256) * multiplier;
      sink?.push({ line, symbol: p % 16, count: Math.floor(p / 16) % 16, pay });
      win += pay;
    }
  }
  let scatters = 0;
  for (let i = 0; i < grid.length; i++) if (grid[i] === SLOT_SCATTER) scatters++;
  if (scatters >= 3) win += SLOT_SCATTER_PAYS[Math.min(scatters, 5) - 3]! * SLOT_LINES * multiplier;
  // The scatter count rides in the fraction-free high part: win < 2²⁴ and scatters ≤ 5.
  return win * 8 + scatters;
}

/** Evaluates a window: every payline and the scatters, with a multiplier for free spins. */
export function evaluateSlot(stops: readonly number[], multiplier = 1): SpinResult {
  const lineWins: LineWin[] = [];
  const packed = spinCore(stops, multiplier, lineWins);
  return {
    stops: [...stops],
    window: slotWindow(stops),
    lineWins,
    scatters: packed % 8,
    win: Math.floor(packed / 8),
  };
}

const spinStops = (rng: RandomSource) => SLOT_STRIPS.map((strip) => randomBelow(rng, strip.length));

/** One paid spin and, when it shows three or more scatters, its free spins; five floats per spin. */
export function playSlot(rng: RandomSource): SlotRound {
  const spin = evaluateSlot(spinStops(rng));
  const freeSpins: SpinResult[] = [];
  if (spin.scatters >= 3)
    for (let i = 0; i < SLOT_FREE_SPINS; i++)
      freeSpins.push(evaluateSlot(spinStops(rng), SLOT_FREE_SPIN_MULTIPLIER));
  return { spin, freeSpins, win: freeSpins.reduce((sum, s) => sum + s.win, spin.win) };
}

const stopScratch = new Int32Array(SLOT_REELS);
const drawStops = (rng: RandomSource) => {
  for (let reel = 0; reel < SLOT_REELS; reel++)
    stopScratch[reel] = randomBelow(rng, SLOT_STRIPS[reel]!.length);
  return stopScratch;
};

/**
 * The win of one round in line bets, without the details: the same draws in the same order and the
 * same evaluator as {@link playSlot}, for simulations of millions of rounds.
 */
export function slotRoundWin(rng: RandomSource): number {
  const packed = spinCore(drawStops(rng), 1, null);
  let win = Math.floor(packed / 8);
  if (packed % 8 >= 3)
    for (let i = 0; i < SLOT_FREE_SPINS; i++)
      win += Math.floor(spinCore(drawStops(rng), SLOT_FREE_SPIN_MULTIPLIER, null) / 8);
  return win;
}

export interface SlotRtp {
  /** Expected line pay of one spin per unit of total bet. */
  lines: number;
  /** Expected scatter pay of one spin per unit of total bet. */
  scatter: number;
  /** Probability that a paid spin triggers free spins. */
  freeSpinChance: number;
  /** Everything: base spin plus its expected free spins, per unit of total bet. */
  total: number;
}

let exact: SlotRtp | null = null;

/**
 * The exact RTP. Each payline reads one cell per reel, and a uniform stop makes every cell of a reel
 * show symbol s with probability count(s) / length, independently across reels; so every line has the
 * same expectation, found by enumerating all 9⁵ symbol tuples with {@link linePay}. A reel's window
 * holds a scatter with probability 3 · count / length (never two: see {@link buildStrip}); the scatter
 * count is their convolution. Free spins are ten spins of the same reels at a multiplier:
 * total = base × (1 + P(trigger) × spins × multiplier).
 */
export function slotExactRtp(): SlotRtp {
  if (exact) return exact;
  const probs = SLOT_STRIP_COUNTS.map((counts) => {
    const length = counts.reduce((a, b) => a + b, 0);
    return counts.map((c) => c / length);
  });
  let lineExpectation = 0;
  const symbols = [0, 0, 0, 0, 0];
  const walk = (reel: number, p: number) => {
    if (p === 0) return;
    if (reel === SLOT_REELS) {
      lineExpectation +=
        p * Math.floor(packedLinePay(...(symbols as [number, number, number, number, number])) / 256);
      return;
    }
    for (let s = 0; s < SLOT_SYMBOL_COUNT; s++) {
      symbols[reel] = s;
      walk(reel + 1, p * probs[reel]![s]!);
    }
  };
  walk(0, 1);
  let dist = [1];
  for (const p of probs) {
    const q = Math.min(1, SLOT_ROWS * p[SLOT_SCATTER]!);
    const next = Array.from({ length: dist.length + 1 }, () => 0);
    dist.forEach((d, k) => {
      next[k]! += d * (1 - q);
      next[k + 1]! += d * q;
    });
    dist = next;
  }
  let scatter = 0;
  let freeSpinChance = 0;
  dist.forEach((d, k) => {
    if (k >= 3) {
      scatter += d * SLOT_SCATTER_PAYS[Math.min(k, 5) - 3]!;
      freeSpinChance += d;
    }
  });
  // Line pays are in line bets and there are SLOT_LINES lines per total bet: per unit of total bet the
  // line part is the expectation of one line.
  const base = lineExpectation + scatter;
  exact = {
    lines: lineExpectation,
    scatter,
    freeSpinChance,
    total: base * (1 + freeSpinChance * SLOT_FREE_SPINS * SLOT_FREE_SPIN_MULTIPLIER),
  };
  return exact;
}

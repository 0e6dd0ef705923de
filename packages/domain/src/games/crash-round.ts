/**
 * The shared live rounds of the crash game (docs/games.md "Crash rounds"). Every player watches the same
 * round: it is open for bets until its start time, then its multiplier rises as a pure function of the
 * time since the start, and it busts when the multiplier reaches the round's crash point. Because the
 * multiplier depends only on the start time, every server instance drives its own sockets from the
 * shared round row and refuses a late cash-out by its own clock, with no messages between instances.
 *
 * Fairness: each round has its own server seed, committed by its SHA-256 hash when the round is created
 * (before any bet), and revealed when it busts. The crash point is the crash engine's outcome for
 * `{ serverSeed, clientSeed: CRASH_CLIENT_SEED, nonce: roundNo }` — the same `deriveOutcome('crash', …)`
 * the verification page runs.
 */
import { crashMultiplierAt, crashPoint, CRASH_MIN_TARGET } from './crash.ts';
import { fairRandom, type FairSeeds } from './fair.ts';

/** The public client seed of every shared round (a shared round has no single member to choose one). */
export const CRASH_CLIENT_SEED = 'arena-crash';
/** How long a round takes bets before it starts (ms). */
export const CRASH_BETTING_MS = 6_000;
/** How often each instance sends the multiplier to its sockets while a round runs (ms). */
export const CRASH_STEP_MS = 100;
/** The highest auto cash-out target a bet may set, in hundredths (1 000.00×). */
export const CRASH_MAX_TARGET = 100_000;
/** The growth rate of the multiplier per ms: 1.00 × e^(rate · ms), so 2× after 11.6 s, 10× after 38 s. */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The seeds a round's crash point derives from. */
export const crashRoundSeeds = (serverSeed: string, roundNo: number): FairSeeds => ({
  serverSeed,
  clientSeed: CRASH_CLIENT_SEED,
  nonce: roundNo,
});

/** The crash point (hundredths) of round `roundNo` played on `serverSeed`. */
export const crashRoundPoint = (serverSeed: string, roundNo: number): number =>
  crashPoint(fairRandom(crashRoundSeeds(serverSeed, roundNo)));

/**
 * The first whole millisecond after the start at which the multiplier shows `target` hundredths or more:
 * the bust delay of a round whose crash point is `target`. 0 for 1.00× (the round busts at its start).
 *
 * @example crashDelayFor(200) === 11553 // crashMultiplierAt(11552) === 199
 */
export function crashDelayFor(target: number): number {
  if (target <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(target / 100) / CRASH_GROWTH_PER_MS) - 1);
  // The logarithm is exact to a few ulps; step to the first millisecond that really shows the target.
  while (crashMultiplierAt(ms) >= target && ms > 0) ms--;
  while (crashMultiplierAt(ms) < target) ms++;
  return ms;
}

export type CrashPhase = 'betting' | 'running' | 'busted';

/** What every instance knows of a round from its row. */
export interface CrashRoundTimes {
  /** When the multiplier starts at 1.00× (epoch ms); bets close then. */
  startAt: number;
  /** When it busts (epoch ms): startAt + crashDelayFor(point). */
  bustAt: number;
}

/** The phase of a round at `now`: open for bets before the start, running until the bust. */
export const crashPhaseAt = (r: CrashRoundTimes, now: number): CrashPhase =>
  now < r.startAt ? 'betting' : now < r.bustAt ? 'running' : 'busted';

/**
 * The multiplier (hundredths) a cash-out at `now` gets, or null when none is possible: before the start
 * or at/after the bust. Always below the crash point, since it is read strictly before the bust time.
 */
export function crashCashoutAt(r: CrashRoundTimes, now: number): number | null {
  if (crashPhaseAt(r, now) !== 'running') return null;
  return crashMultiplierAt(now - r.startAt);
}

/** Whether an auto cash-out target is acceptable: 1.01× to 1 000×, in hundredths. */
export const isCrashTarget = (t: number): boolean =>
  Number.isInteger(t) && t >= CRASH_MIN_TARGET && t <= CRASH_MAX_TARGET;

/**
 * What an open bet is paid once the multiplier has reached `reached` (hundredths): its auto target when
 * that was reached, else nothing yet (null). A manual cash-out settles at the multiplier of its time.
 */
export const crashAutoDue = (autoTarget: number | null, reached: number): number | null =>
  autoTarget !== null && autoTarget <= reached ? autoTarget : null;

/** The payout (fen) of a stake cashed out at `multiplier` hundredths: floor(stake × m / 100). */
export const crashWin = (stake: number, multiplier: number): number => Math.floor((stake * multiplier) / 100);

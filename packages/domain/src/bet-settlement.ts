/**
 * Sportsbook settlement rules (docs/sportsbook.md). The spec names sports betting as the product's first
 * offer (§1) and says nothing of its arithmetic, so the rules here are the industry's usual ones, in
 * integer minor units (fen) and integer odds (hundredths: 1.95 is 195) so every payout is exact.
 */

/** How a selection ended. Quarter lines can end half won or half lost; a void match voids everything. */
export type BetOutcome = 'won' | 'lost' | 'push' | 'half_won' | 'half_lost' | 'void';

/** The kinds of market the book offers. `ah` and `ou` lines are in quarter goals/points (-0.75 → -3). */
export type MarketKind = '1x2' | 'ml' | 'ah' | 'ou' | 'cs';

/** A final score. */
export interface FinalScore {
  readonly home: number;
  readonly visit: number;
}

/** A settleable selection: the market kind, its line in quarters (ah/ou) and the picked side. */
export interface SelectionRef {
  readonly kind: MarketKind;
  /** Quarter units: 2.5 goals is 10, -0.25 is -1. Ignored for 1x2, ml and cs. */
  readonly line4: number;
  /** `home` / `draw` / `visit` (1x2, ml, ah), `over` / `under` (ou), `<home>-<visit>` or `other` (cs). */
  readonly pick: string;
}

/** The biggest score a correct-score market names; anything else is `other`. */
export const CORRECT_SCORE_MAX = 3;

/** A whole or half line: the margin in quarter units decides. */
const wholeOutcome = (margin4: number): 'won' | 'lost' | 'push' =>
  margin4 > 0 ? 'won' : margin4 < 0 ? 'lost' : 'push';

/**
 * A handicap or totals outcome for a margin measured in quarter units, where `line4` is already in it.
 * A quarter line (odd in quarters, e.g. -0.25 = -1) is half the stake on each neighbouring half line:
 * a push on one half and a win on the other is a half win.
 *
 * @example lineOutcome(0, -1) // home 1:1 on -0.25: half on 0 (push), half on -0.5 (lost) → 'half_lost'
 */
export function lineOutcome(diff4: number, line4: number): BetOutcome {
  if (line4 % 2 === 0) return wholeOutcome(diff4 + line4);
  const low = wholeOutcome(diff4 + line4 - 1);
  const high = wholeOutcome(diff4 + line4 + 1);
  if (low === high) return low;
  // Neighbouring half lines differ by one step: (push, won) or (lost, push).
  return low === 'push' || high === 'won' ? 'half_won' : 'half_lost';
}

/** The outcome of one selection at a final score. A tie on a two-way moneyline is a push. */
export function settleSelection(sel: SelectionRef, score: FinalScore): BetOutcome {
  const diff = score.home - score.visit;
  switch (sel.kind) {
    case '1x2': {
      const result = diff > 0 ? 'home' : diff < 0 ? 'visit' : 'draw';
      return sel.pick === result ? 'won' : 'lost';
    }
    case 'ml':
      if (diff === 0) return 'push';
      return (diff > 0 ? 'home' : 'visit') === sel.pick ? 'won' : 'lost';
    case 'ah':
      // The line is the home side's; the visiting side takes it with the opposite sign.
      return sel.pick === 'home' ? lineOutcome(diff * 4, sel.line4) : lineOutcome(-diff * 4, -sel.line4);
    case 'ou': {
      const total4 = (score.home + score.visit) * 4;
      return sel.pick === 'over' ? lineOutcome(total4, -sel.line4) : lineOutcome(-total4, sel.line4);
    }
    case 'cs': {
      const named = score.home <= CORRECT_SCORE_MAX && score.visit <= CORRECT_SCORE_MAX;
      const result = named ? `${score.home}-${score.visit}` : 'other';
      return sel.pick === result ? 'won' : 'lost';
    }
  }
}

/**
 * What a settled stake returns, in fen (stake included), floored to the fen: the book keeps a fraction of
 * a fen, never pays one it does not owe.
 *
 * @example settledReturn(1_001, 195, 'won') // 1 951 (10.01 元 × 1.95 = 19.5195 元)
 * @example settledReturn(1_000, 190, 'half_won') // 1 450 (half at 1.90, half back)
 */
export function settledReturn(stake: number, oddsE2: number, outcome: BetOutcome): number {
  switch (outcome) {
    case 'won':
      return Math.floor((stake * oddsE2) / 100);
    case 'half_won':
      return Math.floor((stake * (oddsE2 + 100)) / 200);
    case 'push':
    case 'void':
      return stake;
    case 'half_lost':
      return Math.floor(stake / 2);
    case 'lost':
      return 0;
  }
}

/**
 * The part of a settled stake that counts as valid turnover (流水): all of it when it won or lost, half
 * when half of it was returned, none when it all came back.
 */
export function validTurnover(stake: number, outcome: BetOutcome): number {
  if (outcome === 'won' || outcome === 'lost') return stake;
  if (outcome === 'half_won' || outcome === 'half_lost') return Math.floor(stake / 2);
  return 0;
}

/** Odds text `1.95` as hundredths (195); null when malformed or below 1.01. */
export function oddsToE2(text: string): number | null {
  const m = /^(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const value = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return value >= 101 ? value : null;
}

/** Odds in hundredths as text with two decimals (195 → `1.95`). */
export const oddsText = (oddsE2: number): string => (oddsE2 / 100).toFixed(2);

/** What a member accepts when the price moves between the screen and the book (docs/sportsbook.md). */
export type OddsPolicy = 'any' | 'higher' | 'none';

/** Whether the book may take a bet seen at `seenE2` at the current price `nowE2` under `policy`. */
export function priceAcceptable(policy: OddsPolicy, seenE2: number, nowE2: number): boolean {
  if (policy === 'any') return true;
  if (policy === 'higher') return nowE2 >= seenE2;
  return nowE2 === seenE2;
}

/** How many legs a parlay takes (docs/sportsbook.md "Parlays"). */
export const PARLAY_MIN_LEGS = 2;
export const PARLAY_MAX_LEGS = 8;

/** A parlay leg's price and, once its match is settled, its outcome (null while open). */
export interface ParlayLeg {
  readonly oddsE2: number;
  readonly outcome: BetOutcome | null;
}

/**
 * A leg's factor on the parlay as a fraction: won pays its odds, half won (odds + 1) ÷ 2, push and void
 * count as odds 1.0, half lost 1 ÷ 2, lost 0. Integers, so a parlay of eight legs stays exact.
 */
function legFactor(leg: ParlayLeg): [bigint, bigint] {
  switch (leg.outcome) {
    case 'won':
    case null:
      return [BigInt(leg.oddsE2), 100n];
    case 'half_won':
      return [BigInt(leg.oddsE2 + 100), 200n];
    case 'push':
    case 'void':
      return [1n, 1n];
    case 'half_lost':
      return [1n, 2n];
    case 'lost':
      return [0n, 1n];
  }
}

/** stake × the product of the legs' factors, floored to the fen (open legs count at their odds). */
function parlayProduct(stake: number, legs: readonly ParlayLeg[]): number {
  let num = BigInt(stake);
  let den = 1n;
  for (const leg of legs) {
    const [n, d] = legFactor(leg);
    num *= n;
    den *= d;
  }
  return Number(num / den);
}

/**
 * What a parlay would return if every leg won, floored to the fen: stake × the product of the odds.
 *
 * @example parlayPotential(1_000, [200, 150, 180]) // 5 400 (10 元 × 2.00 × 1.50 × 1.80)
 */
export const parlayPotential = (stake: number, oddsE2: readonly number[]): number =>
  parlayProduct(
    stake,
    oddsE2.map((o) => ({ oddsE2: o, outcome: null })),
  );

/**
 * A parlay settled leg by leg: it is lost as soon as one leg is lost; otherwise it waits for every leg
 * and returns stake × the product of the leg factors, floored to the fen (a void or pushed leg counts as
 * odds 1.0, half outcomes as half the stake on each side). The outcome names the whole: void when every
 * leg is void, won above the stake, push at the stake, half lost between nothing and the stake.
 * Null while it is still open.
 *
 * @example settleParlay(1_000, [{ oddsE2: 200, outcome: 'won' }, { oddsE2: 190, outcome: 'void' }])
 *   // { outcome: 'won', returned: 2 000 }
 */
export function settleParlay(
  stake: number,
  legs: readonly ParlayLeg[],
): { outcome: BetOutcome; returned: number } | null {
  if (legs.some((l) => l.outcome === 'lost')) return { outcome: 'lost', returned: 0 };
  if (legs.some((l) => l.outcome === null)) return null;
  if (legs.every((l) => l.outcome === 'void')) return { outcome: 'void', returned: stake };
  const returned = parlayProduct(stake, legs);
  const outcome = returned > stake ? 'won' : returned === stake ? 'push' : 'half_lost';
  return { outcome, returned };
}

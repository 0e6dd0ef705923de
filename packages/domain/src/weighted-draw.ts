/**
 * Weighted draws of the lottery and the spin wheel (spec §1 "lotteries, spin wheel"): the prize table
 * publishes each slot's weight, and the odds shown to the member are weight / total.
 */

/** Sum of the weights; every weight must be a non-negative integer and the sum positive. */
export function totalWeight(weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) {
    if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`invalid weight ${w}`);
    total += w;
  }
  if (total <= 0) throw new RangeError('weights sum to zero');
  return total;
}

/**
 * The slot a uniform integer `r` in [0, total) lands on: slot i owns the range
 * [w0 + … + w(i−1), w0 + … + wi). E.g. weights [1, 3]: r 0 → slot 0, r 1..3 → slot 1.
 * A slot of weight 0 is never drawn.
 */
export function slotForRoll(weights: readonly number[], r: number): number {
  const total = totalWeight(weights);
  if (!Number.isSafeInteger(r) || r < 0 || r >= total)
    throw new RangeError(`roll ${r} outside [0, ${total})`);
  let acc = 0;
  for (const [i, w] of weights.entries()) {
    acc += w;
    if (r < acc) return i;
  }
  return weights.length - 1;
}

/**
 * The published odds of each slot as a percentage string with two decimals
 * (weights [1, 3] → ['25.00', '75.00']).
 */
export function publishedOdds(weights: readonly number[]): string[] {
  const total = totalWeight(weights);
  return weights.map((w) => ((w * 100) / total).toFixed(2));
}

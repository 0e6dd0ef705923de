/**
 * The dice table: one die, big (4–6) or small (1–3), a win pays 1.95× the stake, so the RTP is 97.5 %.
 */
import { randomBelow, type RandomSource } from './fair.ts';

export type DicePick = 'big' | 'small';
export const DICE_PAYOUT_PERCENT = 195;
export const DICE_RTP = 0.975;

/** The die of a round: one float. */
export const rollDie = (rng: RandomSource): number => randomBelow(rng, 6) + 1;

export const diceWins = (pick: DicePick, roll: number): boolean => (pick === 'big' ? roll >= 4 : roll <= 3);

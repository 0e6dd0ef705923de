/**
 * Punto banco baccarat with the standard tableau. Cards are drawn with replacement (each card uniform
 * over 52, as an infinitely deep shoe), which is what a per-round provably fair stream can give;
 * the exact odds below are computed for that shoe. Player pays 1:1, banker 0.95:1 (5 % commission),
 * tie 8:1; player and banker bets push on a tie.
 */
import { randomBelow, type RandomSource } from './fair.ts';

export type BaccaratSide = 'player' | 'banker' | 'tie';

/** A card 0–51: rank = card % 13 + 1 (1 ace … 13 king), suit = floor(card / 13). */
export const cardValue = (card: number): number => {
  const rank = (card % 13) + 1;
  return rank >= 10 ? 0 : rank;
};

/** Whether the player draws a third card on a two-card total (no natural on the table). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * Whether the banker draws, given the banker's two-card total and the value of the player's third card
 * (null when the player stood): standing player → banker draws on 0–5; otherwise the tableau.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface BaccaratHand {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

const total = (cards: readonly number[]) => cards.reduce((s, c) => s + cardValue(c), 0) % 10;

/**
 * Deals one coup from a card source: player, banker, player, banker, then the third cards by the rules.
 * `draw` answers the next card 0–51.
 */
export function dealBaccaratFrom(draw: () => number): BaccaratHand {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const p2 = total(player);
  const b2 = total(banker);
  if (p2 < 8 && b2 < 8) {
    let third: number | null = null;
    if (playerDraws(p2)) {
      const card = draw();
      player.push(card);
      third = cardValue(card);
    }
    if (bankerDraws(b2, third)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** One coup from the round's stream, one float per card. */
export const dealBaccarat = (rng: RandomSource): BaccaratHand => dealBaccaratFrom(() => randomBelow(rng, 52));

/** What a bet returns (stake included), in the stake's unit: 2, 1.95, 9, a push (1) or 0. */
export function baccaratReturn(side: BaccaratSide, winner: BaccaratSide): number {
  if (side === 'tie') return winner === 'tie' ? 9 : 0;
  if (winner === 'tie') return 1;
  if (side !== winner) return 0;
  return side === 'player' ? 2 : 1.95;
}

/** The payout of a stake in fen; every stake is a whole number of yuan, so 0.95 × stake is whole fen. */
export const baccaratPayout = (side: BaccaratSide, stake: number, winner: BaccaratSide): number =>
  Math.round(stake * baccaratReturn(side, winner));

let odds: { player: number; banker: number; tie: number } | null = null;

/**
 * Exact win probabilities for the infinitely deep shoe, enumerating card values (0 has weight 4/13,
 * 1–9 each 1/13) through the same dealing function.
 */
export function baccaratExactOdds(): { player: number; banker: number; tie: number } {
  if (odds) return odds;
  const result = { player: 0, banker: 0, tie: 0 };
  const weight = (v: number) => (v === 0 ? 4 / 13 : 1 / 13);
  // Card ids standing for each value: 9 is a ten (value 0), v - 1 the card of value v.
  const cardOf = (v: number) => (v === 0 ? 9 : v - 1);
  const seq: number[] = [];
  const walk = (p: number) => {
    let i = 0;
    let needMore = false;
    const hand = dealBaccaratFrom(() => {
      if (i < seq.length) return cardOf(seq[i++]!);
      needMore = true;
      i++;
      return 0;
    });
    if (!needMore) {
      result[hand.winner] += p;
      return;
    }
    for (let v = 0; v <= 9; v++) {
      seq.push(v);
      walk(p * weight(v));
      seq.pop();
    }
  };
  walk(1);
  odds = result;
  return odds;
}

/** Each bet's RTP from the exact odds. */
export function baccaratRtp(): Record<BaccaratSide, number> {
  const o = baccaratExactOdds();
  return {
    player: 2 * o.player + o.tie,
    banker: 1.95 * o.banker + o.tie,
    tie: 9 * o.tie,
  };
}

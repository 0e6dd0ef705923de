import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meanAndError, simRandom } from '../test-support/sim-random.ts';
import {
  bankerDraws,
  baccaratExactOdds,
  baccaratPayout,
  baccaratReturn,
  baccaratRtp,
  cardValue,
  dealBaccarat,
  dealBaccaratFrom,
  type BaccaratSide,
} from './baccarat.ts';
import { CRASH_HOUSE_EDGE, crashPayout, crashPoint } from './crash.ts';
import { DICE_RTP, diceWins, rollDie } from './dice.ts';
import { engineInfo } from './engines.ts';
import {
  ROULETTE_RTP,
  rouletteCovers,
  roulettePayout,
  rouletteReturns,
  spinRoulette,
  type RouletteBet,
  type RouletteBetKind,
} from './roulette.ts';

const N = 1_000_000;

describe('European roulette (issue: engines)', () => {
  const everyBet: RouletteBet[] = [
    ...Array.from({ length: 37 }, (_, n) => ({ kind: 'straight' as const, numbers: [n], stake: 1 })),
    { kind: 'split', numbers: [0, 2], stake: 1 },
    { kind: 'split', numbers: [17, 20], stake: 1 },
    { kind: 'split', numbers: [35, 36], stake: 1 },
    { kind: 'street', numbers: [34, 35, 36], stake: 1 },
    { kind: 'street', numbers: [0, 1, 2], stake: 1 },
    { kind: 'corner', numbers: [0, 1, 2, 3], stake: 1 },
    { kind: 'corner', numbers: [32, 33, 35, 36], stake: 1 },
    { kind: 'line', numbers: [31, 32, 33, 34, 35, 36], stake: 1 },
    ...[1, 2, 3].flatMap((i) => [
      { kind: 'dozen' as const, numbers: [i], stake: 1 },
      { kind: 'column' as const, numbers: [i], stake: 1 },
    ]),
    ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((kind) => ({ kind, stake: 1 })),
  ];

  it('covers the standard layout and refuses bets that are not on it', () => {
    const sizes: Partial<Record<RouletteBetKind, number>> = {
      straight: 1,
      split: 2,
      street: 3,
      corner: 4,
      line: 6,
      dozen: 12,
      column: 12,
      red: 18,
      black: 18,
      odd: 18,
      even: 18,
      low: 18,
      high: 18,
    };
    for (const bet of everyBet) expect(rouletteCovers(bet)).toHaveLength(sizes[bet.kind]!);
    expect(rouletteCovers({ kind: 'split', numbers: [3, 4] })).toBeNull();
    expect(rouletteCovers({ kind: 'corner', numbers: [3, 4, 6, 7] })).toBeNull();
    expect(rouletteCovers({ kind: 'straight', numbers: [37] })).toBeNull();
    expect(rouletteCovers({ kind: 'dozen', numbers: [4] })).toBeNull();
    expect(rouletteCovers({ kind: 'column', numbers: [2] })).toEqual([
      2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35,
    ]);
    expect(rouletteCovers({ kind: 'red' })).toContain(1);
    expect(rouletteCovers({ kind: 'black' })).not.toContain(0);
  });

  it('every bet returns exactly 36/37, enumerated over the 37 pockets', () => {
    for (const bet of everyBet) {
      let back = 0;
      for (let pocket = 0; pocket < 37; pocket++) back += roulettePayout([bet], pocket);
      expect(back / 37).toBeCloseTo(ROULETTE_RTP, 12);
    }
    expect(engineInfo('roulette').rtp).toBe('97.30%');
  });

  it('returns 36/37 over 1 000 000 simulated spins of a slip of every bet kind', () => {
    const slip: RouletteBet[] = [
      { kind: 'straight', numbers: [17], stake: 1 },
      { kind: 'split', numbers: [17, 20], stake: 1 },
      { kind: 'street', numbers: [16, 17, 18], stake: 1 },
      { kind: 'corner', numbers: [13, 14, 16, 17], stake: 1 },
      { kind: 'line', numbers: [13, 14, 15, 16, 17, 18], stake: 1 },
      { kind: 'dozen', numbers: [2], stake: 1 },
      { kind: 'column', numbers: [1], stake: 1 },
      { kind: 'red', stake: 1 },
      { kind: 'odd', stake: 1 },
      { kind: 'high', stake: 1 },
    ];
    const rng = simRandom(37);
    const back = rouletteReturns(slip);
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < N; i++) {
      const r = back[spinRoulette(rng)]! / slip.length;
      sum += r;
      squares += r * r;
    }
    const { mean, error } = meanAndError(sum, squares, N);
    expect(error).toBeLessThan(0.0015);
    expect(Math.abs(mean - ROULETTE_RTP)).toBeLessThan(4 * error);
  }, 60_000);
});

/**
 * The banker's third-card tableau as casinos publish it: rows are the banker's two-card total 0–7, the
 * columns the player's third card 0–9, then "player stood". D draws, S stands.
 */
const PUBLISHED_TABLEAU = [
  'DDDDDDDDDD D', // 0
  'DDDDDDDDDD D', // 1
  'DDDDDDDDDD D', // 2
  'DDDDDDDDSD D', // 3
  'SSDDDDDDSS D', // 4
  'SSSSDDDDSS D', // 5
  'SSSSSSDDSS S', // 6
  'SSSSSSSSSS S', // 7
];

describe('baccarat (issue: engines; the third-card rule is a property)', () => {
  it('bankerDraws is the published tableau cell for cell', () => {
    PUBLISHED_TABLEAU.forEach((row, banker) => {
      for (let third = 0; third <= 9; third++) expect(bankerDraws(banker, third)).toBe(row[third] === 'D');
      expect(bankerDraws(banker, null)).toBe(row[11] === 'D');
    });
  });

  it('every dealt coup follows the published rules (fast-check over card sequences)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 51 }), { minLength: 6, maxLength: 6 }), (cards) => {
        let i = 0;
        const hand = dealBaccaratFrom(() => cards[i++]!);
        const sum = (cs: number[]) => cs.reduce((s, c) => s + cardValue(c), 0) % 10;
        const p2 = sum([cards[0]!, cards[2]!]);
        const b2 = sum([cards[1]!, cards[3]!]);
        expect(hand.player.slice(0, 2)).toEqual([cards[0], cards[2]]);
        expect(hand.banker.slice(0, 2)).toEqual([cards[1], cards[3]]);
        if (p2 >= 8 || b2 >= 8) {
          // A natural: both stand.
          expect(hand.player).toHaveLength(2);
          expect(hand.banker).toHaveLength(2);
        } else {
          const playerDrew = p2 <= 5;
          expect(hand.player).toHaveLength(playerDrew ? 3 : 2);
          const column = playerDrew ? cardValue(cards[4]!) : 11;
          const bankerDraws = b2 <= 7 && PUBLISHED_TABLEAU[b2]![column] === 'D';
          expect(hand.banker).toHaveLength(bankerDraws ? 3 : 2);
          if (bankerDraws) expect(hand.banker[2]).toBe(cards[playerDrew ? 5 : 4]);
        }
        expect(hand.playerTotal).toBe(sum(hand.player));
        expect(hand.bankerTotal).toBe(sum(hand.banker));
        const winner: BaccaratSide =
          hand.playerTotal > hand.bankerTotal
            ? 'player'
            : hand.playerTotal < hand.bankerTotal
              ? 'banker'
              : 'tie';
        expect(hand.winner).toBe(winner);
      }),
      { numRuns: 5_000 },
    );
  });

  it('pays player 1:1, banker 0.95:1, tie 8:1 and pushes player and banker on a tie', () => {
    expect(baccaratPayout('player', 1_000, 'player')).toBe(2_000);
    expect(baccaratPayout('banker', 1_000, 'banker')).toBe(1_950);
    expect(baccaratPayout('banker', 100, 'banker')).toBe(195);
    expect(baccaratPayout('tie', 1_000, 'tie')).toBe(9_000);
    expect(baccaratPayout('player', 1_000, 'tie')).toBe(1_000);
    expect(baccaratPayout('banker', 1_000, 'player')).toBe(0);
  });

  it('has exact odds equal to an independent enumeration over the published tableau', () => {
    // Card values of an infinitely deep shoe: 0 (ten to king) 4/13, 1–9 each 1/13.
    const w = (v: number) => (v === 0 ? 4 / 13 : 1 / 13);
    const ref = { player: 0, banker: 0, tie: 0 };
    for (let a = 0; a < 10; a++)
      for (let b = 0; b < 10; b++)
        for (let c = 0; c < 10; c++)
          for (let d = 0; d < 10; d++)
            for (let e = 0; e < 10; e++)
              for (let f = 0; f < 10; f++) {
                // Player a, c (+ e); banker b, d (+ e or f); skip sequences whose unused cards repeat.
                const p2 = (a + c) % 10;
                const b2 = (b + d) % 10;
                let p = p2;
                let bk = b2;
                let used = 4;
                if (p2 < 8 && b2 < 8) {
                  const column = p2 <= 5 ? e : 11;
                  if (p2 <= 5) {
                    p = (p2 + e) % 10;
                    used = 5;
                  }
                  if (PUBLISHED_TABLEAU[b2]![column] === 'D') {
                    bk = (b2 + (p2 <= 5 ? f : e)) % 10;
                    used++;
                  }
                }
                if ((used < 6 && f !== 0) || (used < 5 && e !== 0)) continue;
                const pr = w(a) * w(b) * w(c) * w(d) * (used >= 5 ? w(e) : 1) * (used >= 6 ? w(f) : 1);
                ref[p > bk ? 'player' : p < bk ? 'banker' : 'tie'] += pr;
              }
    const o = baccaratExactOdds();
    expect(o.banker).toBeCloseTo(ref.banker, 12);
    expect(o.player).toBeCloseTo(ref.player, 12);
    expect(o.tie).toBeCloseTo(ref.tie, 12);
    expect(o.banker + o.player + o.tie).toBeCloseTo(1, 10);
    // Within a few ten-thousandths of the published 8-deck odds (0.458597 / 0.446247 / 0.095156).
    expect(Math.abs(o.banker - 0.458597)).toBeLessThan(0.0005);
    expect(Math.abs(o.player - 0.446247)).toBeLessThan(0.0005);
    expect(Math.abs(o.tie - 0.095156)).toBeLessThan(0.0005);
  });

  it('returns each bet’s exact RTP over 1 000 000 simulated coups', () => {
    const rng = simRandom(52);
    const sides: BaccaratSide[] = ['player', 'banker', 'tie'];
    const sum = [0, 0, 0];
    const squares = [0, 0, 0];
    for (let i = 0; i < N; i++) {
      const { winner } = dealBaccarat(rng);
      sides.forEach((side, k) => {
        const r = baccaratReturn(side, winner);
        sum[k]! += r;
        squares[k]! += r * r;
      });
    }
    const rtp = baccaratRtp();
    sides.forEach((side, k) => {
      const { mean, error } = meanAndError(sum[k]!, squares[k]!, N);
      expect(Math.abs(mean - rtp[side]), side).toBeLessThan(4 * error);
    });
    expect(engineInfo('baccarat').rtp).toBe('庄 98.94% · 闲 98.77% · 和 85.88%');
  }, 60_000);
});

describe('crash and dice (issue: engines)', () => {
  it('a cash-out target returns 1 − edge over 1 000 000 simulated rounds', () => {
    const rng = simRandom(99);
    const targets = [101, 200, 1_000];
    const sum = [0, 0, 0];
    const squares = [0, 0, 0];
    for (let i = 0; i < N; i++) {
      const point = crashPoint(rng);
      targets.forEach((t, k) => {
        const r = crashPayout(100, t, point) / 100;
        sum[k]! += r;
        squares[k]! += r * r;
      });
    }
    targets.forEach((t, k) => {
      const { mean, error } = meanAndError(sum[k]!, squares[k]!, N);
      expect(Math.abs(mean - (1 - CRASH_HOUSE_EDGE)), `target ${t}`).toBeLessThan(4 * error);
    });
    expect(crashPayout(100, 100, 500)).toBe(0);
  }, 60_000);

  it('dice returns 97.5 % over 1 000 000 simulated rolls', () => {
    const rng = simRandom(6);
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < N; i++) {
      const r = diceWins(i % 2 ? 'big' : 'small', rollDie(rng)) ? 1.95 : 0;
      sum += r;
      squares += r * r;
    }
    const { mean, error } = meanAndError(sum, squares, N);
    expect(Math.abs(mean - DICE_RTP)).toBeLessThan(4 * error);
  });
});

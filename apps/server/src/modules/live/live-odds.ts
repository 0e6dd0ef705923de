import { oddsText, unit } from './live-random.ts';
import type { LiveSport } from './live-seed-data.ts';

/** One priced outcome of a market; odds are decimal strings, never floats on the wire. */
export interface Selection {
  selectionId: string;
  name: string;
  odds: string;
}

export interface MarketSeed {
  marketId: string;
  name: string;
  selections: Selection[];
}

/** Decimal odds for a win probability with a 6 % margin. */
const priced = (probability: number) => oddsText(1 / (probability * 1.06));

/** The opening markets of a match: the main one first (the list shows it), then a totals line. */
export function initialMarkets(matchId: string, sport: LiveSport): MarketSeed[] {
  const strength = 0.25 + unit(matchId, 'strength') * 0.5; // home win share in [0.25, 0.75)
  const sel = (key: string, name: string, p: number): Selection => ({
    selectionId: `${matchId}-${key}`,
    name,
    odds: priced(p),
  });
  // Each match its own line: a draw is likelier between even sides (≈ 0.29) than in a mismatch
  // (≈ 0.22), and the totals lean a little either way.
  const lean = (unit(matchId, 'total') - 0.5) * 0.12;
  if (sport === 'football') {
    const draw = 0.29 - Math.abs(strength - 0.5) * 0.28 + (unit(matchId, 'draw') - 0.5) * 0.03;
    return [
      {
        marketId: `${matchId}-1x2`,
        name: '全场胜平负',
        selections: [
          sel('home', '主胜', strength * (1 - draw)),
          sel('draw', '平局', draw),
          sel('visit', '客胜', (1 - strength) * (1 - draw)),
        ],
      },
      {
        marketId: `${matchId}-ou`,
        name: '全场大小 2.5',
        selections: [sel('over', '大', 0.5 + lean), sel('under', '小', 0.5 - lean)],
      },
    ];
  }
  const total = sport === 'basketball' ? '全场大小 215.5' : '总击杀 27.5';
  return [
    {
      marketId: `${matchId}-ml`,
      name: '独赢',
      selections: [sel('home', '主胜', strength), sel('visit', '客胜', 1 - strength)],
    },
    {
      marketId: `${matchId}-ou`,
      name: total,
      selections: [sel('over', '大', 0.5 + lean), sel('under', '小', 0.5 - lean)],
    },
  ];
}

/**
 * Moves each price by up to ±4 % (drawn from the match, market and tick), so the list shows up and
 * down flashes; a selection is left alone about half of the time.
 */
export function driftSelections(selections: readonly Selection[], seed: string): Selection[] {
  return selections.map((s) => {
    const roll = unit(seed, s.selectionId);
    if (roll < 0.5) return s;
    const factor = 0.96 + ((roll - 0.5) / 0.5) * 0.08;
    const next = oddsText(Number(s.odds) * factor);
    return { ...s, odds: Number(next) > 50 ? '50.00' : next };
  });
}

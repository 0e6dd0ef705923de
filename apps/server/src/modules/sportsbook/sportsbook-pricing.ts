import { CORRECT_SCORE_MAX, type MarketKind } from '@arena/domain';

/** The sports the live engine plays. */
export type BookSport = 'football' | 'basketball' | 'esports';

/** What the book prices a match from: the engine's state plus the trader's shift. */
export interface MatchState {
  sport: BookSport;
  /** Playing minutes left, as a share of the whole match (1 before kick-off). */
  remaining: number;
  homeScore: number;
  visitScore: number;
  /** The home side's share of strength in (0, 1), read from the engine's moving main prices. */
  homeShare: number;
}

export interface PricedSelection {
  key: string;
  name: string;
  oddsE2: number;
}
export interface PricedMarket {
  marketKey: string;
  kind: MarketKind;
  name: string;
  line4: number;
  selections: PricedSelection[];
}

/** The book's margin: it pays back 1/1.06 of fair value. */
const MARGIN = 1.06;
const MIN_ODDS = 101;
const MAX_ODDS = 5_000;
const FOOTBALL_GOALS = 2.7;
const BASKETBALL_POINTS = 215;
const ESPORTS_KILLS = 27;

/** Odds in hundredths for an outcome distribution: the price whose expected return is 1/MARGIN. */
function price(p: { win: number; halfWin?: number; push?: number; halfLoss?: number }): number {
  const halfWin = p.halfWin ?? 0;
  const target = 1 / MARGIN - halfWin / 2 - (p.push ?? 0) - (p.halfLoss ?? 0) / 2;
  const per = p.win + halfWin / 2;
  if (per <= 0 || target <= 0) return MAX_ODDS;
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, Math.floor((target / per) * 100)));
}

/** The home side's strength share from a main market's decimal prices (home first, visit last). */
export function shareFromOdds(odds: readonly string[], shiftE2: number): number {
  const home = Number(odds[0]);
  const visit = Number(odds[odds.length - 1]);
  const base = home > 0 && visit > 0 ? 1 / home / (1 / home + 1 / visit) : 0.5;
  return Math.min(0.95, Math.max(0.05, base + shiftE2 / 100));
}

function poisson(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  return out;
}

/** Final-score distribution: current score plus independent Poisson goals for the time left. */
function scoreGrid(m: MatchState, perMatch: number): { home: number; visit: number; p: number }[] {
  const max = 12;
  const h = poisson(perMatch * m.remaining * m.homeShare, max);
  const v = poisson(perMatch * m.remaining * (1 - m.homeShare), max);
  const grid: { home: number; visit: number; p: number }[] = [];
  for (let i = 0; i <= max; i++)
    for (let j = 0; j <= max; j++)
      grid.push({ home: m.homeScore + i, visit: m.visitScore + j, p: (h[i] ?? 0) * (v[j] ?? 0) });
  return grid;
}

/** Outcome probabilities of a line bet whose margin (in quarters) per grid cell is `margin4`. */
function lineProbabilities(
  grid: readonly { home: number; visit: number; p: number }[],
  margin4: (c: { home: number; visit: number }) => number,
) {
  const r = { win: 0, halfWin: 0, push: 0, halfLoss: 0 };
  for (const c of grid) {
    const m = margin4(c);
    if (m >= 2) r.win += c.p;
    else if (m === 1) r.halfWin += c.p;
    else if (m === 0) r.push += c.p;
    else if (m === -1) r.halfLoss += c.p;
  }
  return r;
}

const lineText = (line4: number) => {
  const v = line4 / 4;
  return v > 0 ? `+${v}` : String(v);
};
/** The nearest quarter (football) or half-point-off (basketball, esports: never a push) line. */
const quarter = (x: number) => Math.round(x * 4);
const halfPointLine = (x: number) => Math.floor(x) * 4 + 2;

/** Handicap and totals on the final score of the grid, for a line in quarters. */
function lineMarkets(
  grid: readonly { home: number; visit: number; p: number }[],
  ahLine4: number,
  ouLine4: number,
  names: { ah: string; ou: string },
): PricedMarket[] {
  // A quarter line's margin counts quarters beyond the line: ±1 is the half-won / half-lost band.
  const ahHome = lineProbabilities(grid, (c) => bandOf((c.home - c.visit) * 4 + ahLine4, ahLine4));
  const ahVisit = lineProbabilities(grid, (c) => bandOf((c.visit - c.home) * 4 - ahLine4, -ahLine4));
  const over = lineProbabilities(grid, (c) => bandOf((c.home + c.visit) * 4 - ouLine4, -ouLine4));
  const under = lineProbabilities(grid, (c) => bandOf(ouLine4 - (c.home + c.visit) * 4, ouLine4));
  return [
    {
      marketKey: `ah:${ahLine4}`,
      kind: 'ah',
      name: `${names.ah} ${lineText(ahLine4)}`,
      line4: ahLine4,
      selections: [
        { key: 'home', name: `主队 ${lineText(ahLine4)}`, oddsE2: price(ahHome) },
        { key: 'visit', name: `客队 ${lineText(-ahLine4)}`, oddsE2: price(ahVisit) },
      ],
    },
    {
      marketKey: `ou:${ouLine4}`,
      kind: 'ou',
      name: `${names.ou} ${ouLine4 / 4}`,
      line4: ouLine4,
      selections: [
        { key: 'over', name: `大 ${ouLine4 / 4}`, oddsE2: price(over) },
        { key: 'under', name: `小 ${ouLine4 / 4}`, oddsE2: price(under) },
      ],
    },
  ];
}

/**
 * The settlement band of a margin `m` (quarters, line included) on a line: a whole or half line wins at
 * m > 0 (→ 2), pushes at 0, loses below (→ -2); a quarter line (odd) is half won at m = ±1 on the winning
 * side and half lost on the other, matching `lineOutcome` in packages/domain.
 */
function bandOf(m: number, line4: number): number {
  if (line4 % 2 === 0) return m > 0 ? 2 : m === 0 ? 0 : -2;
  if (m >= 3) return 2;
  if (m === 1) return 1;
  if (m === -1) return -1;
  return -2;
}

/** All markets of a match at its current state. */
export function priceMatch(m: MatchState): PricedMarket[] {
  if (m.sport === 'football') return footballMarkets(m);
  const perMatch = m.sport === 'basketball' ? BASKETBALL_POINTS : ESPORTS_KILLS;
  const grid = normalGrid(m, perMatch);
  let home = 0;
  for (const c of grid) if (c.home > c.visit) home += c.p;
  let tie = 0;
  for (const c of grid) if (c.home === c.visit) tie += c.p;
  const expDiff = grid.reduce((s, c) => s + c.p * (c.home - c.visit), 0);
  const expTotal = grid.reduce((s, c) => s + c.p * (c.home + c.visit), 0);
  const names =
    m.sport === 'basketball' ? { ah: '让分', ou: '总分大小' } : { ah: '击杀让分', ou: '总击杀大小' };
  return [
    {
      marketKey: 'ml',
      kind: 'ml',
      name: m.sport === 'basketball' ? '独赢' : '比赛获胜',
      line4: 0,
      selections: [
        { key: 'home', name: '主胜', oddsE2: price({ win: home, push: tie }) },
        { key: 'visit', name: '客胜', oddsE2: price({ win: 1 - home - tie, push: tie }) },
      ],
    },
    ...lineMarkets(grid, -halfPointLine(expDiff), halfPointLine(expTotal), names),
  ];
}

function footballMarkets(m: MatchState): PricedMarket[] {
  const grid = scoreGrid(m, FOOTBALL_GOALS);
  let home = 0;
  let draw = 0;
  const exact = new Map<string, number>();
  let expDiff = 0;
  let expTotal = 0;
  for (const c of grid) {
    if (c.home > c.visit) home += c.p;
    else if (c.home === c.visit) draw += c.p;
    const named = c.home <= CORRECT_SCORE_MAX && c.visit <= CORRECT_SCORE_MAX;
    const key = named ? `${c.home}-${c.visit}` : 'other';
    exact.set(key, (exact.get(key) ?? 0) + c.p);
    expDiff += c.p * (c.home - c.visit);
    expTotal += c.p * (c.home + c.visit);
  }
  const scores: PricedSelection[] = [];
  for (let h = 0; h <= CORRECT_SCORE_MAX; h++)
    for (let v = 0; v <= CORRECT_SCORE_MAX; v++) {
      // A score already passed cannot happen any more: not offered.
      if (h < m.homeScore || v < m.visitScore) continue;
      scores.push({
        key: `${h}-${v}`,
        name: `${h}:${v}`,
        oddsE2: price({ win: exact.get(`${h}-${v}`) ?? 0 }),
      });
    }
  scores.push({ key: 'other', name: '其他比分', oddsE2: price({ win: exact.get('other') ?? 0 }) });
  return [
    {
      marketKey: '1x2',
      kind: '1x2',
      name: '全场胜平负',
      line4: 0,
      selections: [
        { key: 'home', name: '主胜', oddsE2: price({ win: home }) },
        { key: 'draw', name: '平局', oddsE2: price({ win: draw }) },
        { key: 'visit', name: '客胜', oddsE2: price({ win: 1 - home - draw }) },
      ],
    },
    ...lineMarkets(grid, -quarter(expDiff), quarter(expTotal), { ah: '亚洲让球', ou: '进球大小' }),
    { marketKey: 'cs', kind: 'cs', name: '波胆', line4: 0, selections: scores },
  ];
}

/**
 * Final scores for high-scoring sports: each side's remaining points as a normal law (variance twice the
 * mean, points come in baskets), in 41 steps of ±2.5 standard deviations around the current score.
 */
function normalGrid(m: MatchState, perMatch: number): { home: number; visit: number; p: number }[] {
  const side = (mean: number, base: number) => {
    const sd = Math.sqrt(Math.max(mean * 2, 0.0001));
    const pts: { v: number; p: number }[] = [];
    let total = 0;
    for (let k = -20; k <= 20; k++) {
      const x = mean + (k / 8) * sd;
      const w = Math.exp(-((k / 8) ** 2) / 2);
      pts.push({ v: base + Math.max(0, Math.round(x)), p: w });
      total += w;
    }
    return pts.map((p) => ({ v: p.v, p: p.p / total }));
  };
  // Strength moves points less than goals: a 75 % favourite leads by about 13 points over a game.
  const tilt = (m.homeShare - 0.5) * (m.sport === 'basketball' ? 0.25 : 0.6);
  const h = side((perMatch / 2) * m.remaining * (1 + tilt), m.homeScore);
  const v = side((perMatch / 2) * m.remaining * (1 - tilt), m.visitScore);
  const grid: { home: number; visit: number; p: number }[] = [];
  for (const a of h) for (const b of v) grid.push({ home: a.v, visit: b.v, p: a.p * b.p });
  return grid;
}

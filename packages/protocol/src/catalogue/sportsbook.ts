import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { epochMs, idString, idempotencyKey, money, noCache } from './common.ts';

/** Sports betting is the product's first offer (spec §1); the book's calls are designed (docs/sportsbook.md). */
const SPEC = '§1 sports betting';

const bookSport = z.enum(['football', 'basketball', 'esports']);
const marketKey = z.string().regex(/^(1x2|ml|cs|ah:-?\d{1,4}|ou:\d{1,4})$/);
const selectionKey = z.string().regex(/^(home|draw|visit|over|under|other|\d-\d)$/);
/** Decimal odds as text, two decimals at most (never a float on the wire). */
const oddsString = z.string().regex(/^\d{1,4}(\.\d{1,2})?$/);

const bookSelection = z.object({ key: selectionKey, name: z.string().max(32), odds: oddsString });
const bookMarket = z.object({
  marketKey,
  kind: z.enum(['1x2', 'ml', 'ah', 'ou', 'cs']),
  name: z.string().max(32),
  /** `suspended`: a score just changed, or the operator holds the market; `closed`: full time. */
  status: z.enum(['open', 'suspended', 'closed']),
  selections: z.array(bookSelection),
});
/** A match as the book shows it: the live engine's state and the markets priced from it. */
const bookMatch = z.object({
  matchId: idString,
  sport: bookSport,
  leagueName: z.string().max(32),
  homeName: z.string().max(32),
  visitName: z.string().max(32),
  homeLogo: z.string().max(256),
  visitLogo: z.string().max(256),
  homeScore: z.number().int().nullable(),
  visitScore: z.number().int().nullable(),
  phase: z.enum(['scheduled', 'live', 'break', 'ended']),
  clock: z.string().max(32),
  startAt: z.string().max(32),
  inPlay: z.boolean(),
  markets: z.array(bookMarket),
});
export type BookMatch = z.infer<typeof bookMatch>;
export type BookMarket = z.infer<typeof bookMarket>;

/**
 * Stake limits in fen: per bet, per bet payout (stake included), per member on one market of a match,
 * per member on one match across its markets (parlay legs count their parlay's stake).
 */
const bookLimits = z.object({
  minStake: money,
  maxStake: money,
  maxPayout: money,
  maxMarketStake: money,
  maxMatchStake: money,
});

/** What the member accepts when the price moves before the bet is taken. */
export const oddsPolicy = z.enum(['any', 'higher', 'none']);

const betStatus = z.enum(['pending', 'won', 'lost', 'push', 'half_won', 'half_lost', 'void']);
const betView = z.object({
  betNo: idString,
  matchId: idString,
  matchLabel: z.string().max(80),
  leagueName: z.string().max(32),
  marketName: z.string().max(32),
  selectionName: z.string().max(32),
  odds: oddsString,
  stake: money,
  inPlay: z.boolean(),
  scoreAtBet: z.string().max(16).nullable(),
  status: betStatus,
  /** What settlement paid back, stake included (null while open). */
  returned: money.nullable(),
  finalScore: z.string().max(16).nullable(),
  /** The settlement arithmetic in words, e.g. `半赢：100.00 × (1.90 + 1) ÷ 2 = 145.00 元`. */
  detail: z.string().max(160),
  createdAt: epochMs,
  settledAt: epochMs.nullable(),
});
export type BetView = z.infer<typeof betView>;

/** One leg of a parlay as the member sees it; `status` is the leg's own outcome. */
const parlayLegView = z.object({
  matchId: idString,
  matchLabel: z.string().max(80),
  leagueName: z.string().max(32),
  marketName: z.string().max(32),
  selectionName: z.string().max(32),
  odds: oddsString,
  inPlay: z.boolean(),
  scoreAtBet: z.string().max(16).nullable(),
  status: betStatus,
  finalScore: z.string().max(16).nullable(),
});
/** A parlay: one stake on 2–8 legs from different matches, settled leg by leg. */
const parlayView = z.object({
  betNo: idString,
  /** The product of the legs' odds, two decimals (floored). */
  odds: z.string().max(24),
  stake: money,
  status: betStatus,
  returned: money.nullable(),
  /** The settlement arithmetic in words: stake × each leg's factor = return. */
  detail: z.string().max(400),
  legs: z.array(parlayLegView).min(2).max(8),
  createdAt: epochMs,
  settledAt: epochMs.nullable(),
});
export type ParlayView = z.infer<typeof parlayView>;

const parlayLegInput = z
  .object({ matchId: idString, marketKey, selectionKey, /** The price the member saw. */ odds: oddsString })
  .strict();

export const sportsbookCalls = {
  list: defineCall({
    id: 'sportsbook.list',
    path: '/api/game/sportsbook/list/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z.object({ sport: bookSport.optional() }).strict(),
    output: z.object({ list: z.array(bookMatch), limits: bookLimits, serverTime: epochMs }),
    summary:
      'Live and coming matches with their main markets (1X2 / moneyline), live first; polled while open.',
    spec: SPEC,
  }),
  match: defineCall({
    id: 'sportsbook.match',
    path: '/api/game/sportsbook/match/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'optional',
    cache: noCache,
    input: z.object({ matchId: idString }).strict(),
    output: bookMatch,
    summary: 'One match with all its markets (handicap, totals, correct score …).',
    spec: SPEC,
  }),
  placeBet: defineCall({
    id: 'sportsbook.placeBet',
    path: '/api/game/sportsbook/bet/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z
      .object({
        matchId: idString,
        marketKey,
        selectionKey,
        /** The price the member saw. */
        odds: oddsString,
        /** Fen. */
        stake: z.number().int().positive().max(1_000_000_000),
        policy: oddsPolicy,
        idempotencyKey,
      })
      .strict(),
    output: z.object({ bet: betView, venueBalance: money, replayed: z.boolean() }),
    summary:
      'A single bet: the stake leaves the sports venue balance; in play it waits the acceptance delay first.',
    spec: SPEC,
  }),
  myBets: defineCall({
    id: 'sportsbook.myBets',
    path: '/api/game/sportsbook/bets/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    input: z.object({ status: z.enum(['open', 'settled']) }).strict(),
    output: z.object({ list: z.array(betView), parlays: z.array(parlayView), venueBalance: money }),
    summary: "The member's singles and parlays, newest first (at most 100 each), with the arithmetic.",
    spec: SPEC,
  }),
  placeParlay: defineCall({
    id: 'sportsbook.placeParlay',
    path: '/api/game/sportsbook/parlay/v1',
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'member',
    cache: noCache,
    idempotent: true,
    input: z
      .object({
        /** 2–8 legs from different matches (the handler names a repeated match). */
        legs: z.array(parlayLegInput).min(2).max(8),
        /** Fen. */
        stake: z.number().int().positive().max(1_000_000_000),
        policy: oddsPolicy,
        idempotencyKey,
      })
      .strict(),
    output: z.object({ parlay: parlayView, venueBalance: money, replayed: z.boolean() }),
    summary:
      'A parlay of 2–8 legs from different matches: one stake; with a leg in play it waits the acceptance delay.',
    spec: SPEC,
  }),
};

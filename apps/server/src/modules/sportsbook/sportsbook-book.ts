import { oddsText } from '@arena/domain';
import type { BookMatch } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { matchToItem, readMatchRow, readMatchRows, type MatchRow } from '../live/live-match-service.ts';
import { shareFromOdds, priceMatch, type MatchState, type PricedMarket } from './sportsbook-pricing.ts';
import { observeBook, type BookState } from './sportsbook-state-repository.ts';

/** Markets stay suspended this long after a score change (docs/sportsbook.md). */
export const SCORE_SUSPEND_MS = 8_000;
const MINUTE = 60_000;

/** A match as the book sees it: the shown view plus the priced markets behind it. */
export interface BookEntry {
  row: MatchRow;
  view: BookMatch;
  priced: readonly PricedMarket[];
}

/** Priced states kept: a few per match of a 220-match book. */
const PRICED_KEPT = 2_048;
const pricedByState = new Map<string, readonly PricedMarket[]>();

/**
 * A match's markets at a state, priced once per state. A state holds for a minute at least (the time
 * left moves by whole minutes; scores and the engine's prices move on its ticks), and every open book
 * asks for it every 2 s, so pricing (a score grid per match) ran again and again on the same inputs.
 * Pricing is a pure function of the state, so each instance keeps its own copies; the oldest state
 * is dropped first.
 */
function pricedAt(state: MatchState): readonly PricedMarket[] {
  const key = `${state.sport}|${state.remaining}|${state.homeScore}|${state.visitScore}|${state.homeShare}`;
  const kept = pricedByState.get(key);
  if (kept) return kept;
  const priced = priceMatch(state);
  if (pricedByState.size >= PRICED_KEPT) {
    const oldest = pricedByState.keys().next();
    if (!oldest.done) pricedByState.delete(oldest.value);
  }
  pricedByState.set(key, priced);
  return priced;
}

/**
 * Share of the playing time left (football: 90 playing minutes around a 15-minute break), by whole
 * minutes: prices move with the clock once a minute and on the engine's ticks, not on every request.
 */
function remainingShare(row: MatchRow, now: number): number {
  const elapsed = Math.max(0, Math.floor((now - row.start_at) / MINUTE));
  if (row.sport === 'football') {
    const played = elapsed < 45 ? elapsed : Math.max(45, elapsed - 15);
    return Math.max(0.01, (90 - Math.min(90, played)) / 90);
  }
  return Math.max(0.01, 1 - elapsed / row.duration_min);
}

function entryOf(
  row: MatchRow,
  state: BookState | undefined,
  held: Set<string>,
  now: number,
  /** How many markets the view shows (the list shows the main one), all by default. */
  shown = Infinity,
): BookEntry {
  const item = matchToItem(row, now);
  const inPlay = item.phase === 'live' || item.phase === 'break';
  const ended = item.phase === 'ended';
  const priced = ended
    ? []
    : pricedAt({
        sport: row.sport,
        remaining: inPlay ? remainingShare(row, now) : 1,
        homeScore: row.home_score ?? 0,
        visitScore: row.visit_score ?? 0,
        homeShare: shareFromOdds(
          item.odds.map((o) => o.odds),
          state?.shiftE2 ?? 0,
        ),
      });
  const scoreHold = (state?.suspendedUntil ?? 0) > now;
  const abandoned = state?.abandonedStart === row.start_at;
  return {
    row,
    priced,
    view: {
      matchId: row.id,
      sport: row.sport,
      leagueName: row.league_name,
      homeName: row.home_name,
      visitName: row.visit_name,
      homeLogo: item.homeLogo,
      visitLogo: item.visitLogo,
      homeScore: row.home_score,
      visitScore: row.visit_score,
      phase: item.phase,
      clock: item.clock,
      startAt: item.startAt,
      inPlay,
      markets: priced.slice(0, shown).map((m) => ({
        marketKey: m.marketKey,
        kind: m.kind,
        name: m.name,
        status: abandoned ? 'closed' : scoreHold || held.has(`${row.id}|${m.kind}`) ? 'suspended' : 'open',
        selections: m.selections.map((s) => ({ key: s.key, name: s.name, odds: oddsText(s.oddsE2) })),
      })),
    },
  };
}

const seenOf = (rows: readonly MatchRow[]) =>
  rows.map((r) => ({ id: r.id, startAt: r.start_at, home: r.home_score, visit: r.visit_score }));

/**
 * Every match not yet over, priced at `now`: live first (most popular first), then by start. The
 * views show the first `shown` markets of each match (all by default).
 */
export async function readBook(q: Queryable, now: number, shown = Infinity): Promise<BookEntry[]> {
  const rows = await readMatchRows(q);
  const { states, held } = await observeBook(q, seenOf(rows), now, SCORE_SUSPEND_MS);
  return rows
    .map((r) => entryOf(r, states.get(r.id), held, now, shown))
    .filter((e) => e.view.phase !== 'ended')
    .sort((a, b) => {
      if (a.view.inPlay !== b.view.inPlay) return a.view.inPlay ? -1 : 1;
      return a.view.inPlay ? b.row.popularity - a.row.popularity : a.row.start_at - b.row.start_at;
    });
}

/** One match priced at `now` (ended ones too: their markets are closed), or null when unknown. */
export async function readBookMatch(q: Queryable, matchId: string, now: number): Promise<BookEntry | null> {
  const row = await readMatchRow(q, matchId);
  if (!row) return null;
  const { states, held } = await observeBook(q, seenOf([row]), now, SCORE_SUSPEND_MS);
  return entryOf(row, states.get(row.id), held, now);
}

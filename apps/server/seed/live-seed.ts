import type { Queryable } from '../src/db/db.ts';
import {
  ANCHORS,
  DURATION_MIN,
  LEAGUES,
  MATCH_COUNT,
  ROOMS,
  WORLD_CUP,
  type LiveSport,
} from '../src/modules/live/live-seed-data.ts';
import { WORLD_CUP_MATCH_IDS } from '@arena/domain';
import { hashText } from '../src/lib/hash-text.ts';
import { unit } from '../src/modules/live/live-random.ts';
import { initialMarkets } from '../src/modules/live/live-odds.ts';
import { pairFixtures } from '../src/modules/live/live-fixtures.ts';
import { seedResultsOnce } from '../src/modules/live/live-follow-repository.ts';
import { openingScore } from '../src/modules/live/live-phase.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** First match id of each sport: football m1001…, basketball m2001…, esports m3001…. */
const ID_BASE: Readonly<Record<LiveSport, number>> = { football: 1000, basketball: 2000, esports: 3000 };
/** Share of each sport's matches that are live when the seed runs (the rest spread over the day). */
const LIVE_SHARE = 0.15;
/** Pure-match rooms and the match each is bound to (the first matches are live at seed time). */
const ROOM_MATCH: Readonly<Record<string, string>> = {
  'r-match-1': 'm1001',
  'r-match-2': 'm2001',
  'r-match-3': 'm3018',
  'r-match-4': 'm1003',
  'r-match-5': 'm1040',
  'r-match-6': 'm1005',
  'r-match-7': 'm2004',
  'r-match-8': 'm3025',
};

/**
 * Start of match `index` of `count`: the first share is live now, the rest spread over the next day.
 * At most three live at once per league (`leagues`): eight clubs make four matches, and the first coming
 * match must still find two clubs that are free.
 */
export function seedStartAt(
  sport: LiveSport,
  index: number,
  count: number,
  now: number,
  leagues = LEAGUES.filter((l) => l.sport === sport).length,
): number {
  const duration = DURATION_MIN[sport] * MINUTE;
  const live = Math.max(1, Math.min(Math.round(count * LIVE_SHARE), 3 * leagues));
  const offset =
    index < live
      ? -duration * ((index + 0.5) / live) * 0.9
      : ((index - live + 1) / (count - live + 1)) * (DAY - duration);
  return Math.floor((now + offset) / (5 * MINUTE)) * 5 * MINUTE;
}

/** Idempotent: inserts the leagues, teams, matches, markets, streamers and rooms that are missing. */
export async function seedLive(tx: Queryable, now = Date.now()): Promise<void> {
  for (const [sort, league] of LEAGUES.entries()) {
    await tx.query(
      'insert into live_league (id, sport, name, sort) values ($1, $2, $3, $4) on conflict (id) do nothing',
      [league.id, league.sport, league.name, sort],
    );
    for (const [i, [name, short]] of league.teams.entries()) {
      await tx.query(
        `insert into live_team (id, league_id, name, short_name, hue) values ($1, $2, $3, $4, $5)
         on conflict (id) do nothing`,
        [`${league.id}-${i + 1}`, league.id, name, short, hashText(name) % 360],
      );
    }
  }

  for (const sport of ['football', 'basketball', 'esports'] as const) {
    const leagues = LEAGUES.filter((l) => l.sport === sport);
    const count = MATCH_COUNT[sport];
    const starts = Array.from({ length: count }, (_, index) => seedStartAt(sport, index, count, now));
    // Match `index` belongs to league `index % leagues`; each league's clubs never overlap themselves.
    const pairs = leagues.map((league, l) =>
      pairFixtures(
        league.teams.length,
        starts.filter((_, index) => index % leagues.length === l),
        DURATION_MIN[sport] * MINUTE,
      ),
    );
    for (let index = 0; index < count; index++) {
      const league = leagues[index % leagues.length];
      const pair = pairs[index % leagues.length]?.[Math.floor(index / leagues.length)];
      const startAt = starts[index];
      if (!league || !pair || startAt === undefined) continue;
      const [home, visit] = pair;
      const id = `m${ID_BASE[sport] + index + 1}`;
      await insertMatch(tx, {
        id,
        leagueId: league.id,
        home,
        visit,
        venue: league.venue,
        startAt,
        sport,
        popularity: Math.round(unit(id, 'popularity') * 100_000),
      });
    }
  }

  await seedWorldCup(tx, now);

  // Yesterday's occurrence of every match that had finished by now, so 赛果 has results from the start.
  const results: { matchId: string; startAt: number; home: number; visit: number }[] = [];
  for (const sport of ['football', 'basketball', 'esports'] as const) {
    const count = MATCH_COUNT[sport];
    for (let index = 0; index < count; index++) {
      const startAt = seedStartAt(sport, index, count, now) - DAY;
      if (startAt + DURATION_MIN[sport] * MINUTE >= now) continue;
      const matchId = `m${ID_BASE[sport] + index + 1}`;
      const [home, visit] = openingScore(`${matchId}|${startAt}`, sport, DURATION_MIN[sport]);
      results.push({ matchId, startAt, home, visit });
    }
  }
  await seedResultsOnce(tx, results);

  for (const [i, [nickName, followers]] of ANCHORS.entries()) {
    await tx.query(
      `insert into live_anchor (id, nick_name, hue, followers) values ($1, $2, $3, $4)
       on conflict (id) do nothing`,
      [`a${i + 1}`, nickName, hashText(nickName) % 360, followers],
    );
  }
  for (const [sort, room] of ROOMS.entries()) {
    await tx.query(
      `insert into live_room (id, anchor_id, match_id, anchor_type, status, title, description, sort)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
      [
        room.id,
        `a${room.anchor + 1}`,
        room.type === 'pureMatch' ? (ROOM_MATCH[room.id] ?? null) : null,
        room.type,
        room.status,
        room.title,
        room.desc,
        sort,
      ],
    );
  }
}

/** The three World Cup feature matches under their spec §9 ids, the opener on at seed time. */
async function seedWorldCup(tx: Queryable, now: number): Promise<void> {
  const { league, teams, matches } = WORLD_CUP;
  await tx.query(
    'insert into live_league (id, sport, name, sort) values ($1, $2, $3, $4) on conflict (id) do nothing',
    [league.id, league.sport, league.name, LEAGUES.length],
  );
  for (const [i, [name, short]] of teams.entries()) {
    await tx.query(
      `insert into live_team (id, league_id, name, short_name, hue) values ($1, $2, $3, $4, $5)
       on conflict (id) do nothing`,
      [`${league.id}-${i + 1}`, league.id, name, short, hashText(name) % 360],
    );
  }
  for (const [index, [home, visit, startInMin]] of matches.entries()) {
    const id = WORLD_CUP_MATCH_IDS[index];
    if (!id) continue;
    const startAt = Math.floor((now + startInMin * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
    await insertMatch(tx, {
      id,
      leagueId: league.id,
      home,
      visit,
      venue: league.venue,
      startAt,
      sport: 'football',
      popularity: 100_000,
    });
  }
}

/** One match (teams by their index in the league) with its opening markets; a second run adds nothing. */
async function insertMatch(
  tx: Queryable,
  m: {
    id: string;
    leagueId: string;
    home: number;
    visit: number;
    venue: string;
    startAt: number;
    sport: LiveSport;
    popularity: number;
  },
): Promise<void> {
  await tx.query(
    `insert into live_match (id, league_id, home_team_id, visit_team_id, venue_name, start_at,
       duration_min, popularity)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
    [
      m.id,
      m.leagueId,
      `${m.leagueId}-${m.home + 1}`,
      `${m.leagueId}-${m.visit + 1}`,
      m.venue,
      m.startAt,
      DURATION_MIN[m.sport],
      m.popularity,
    ],
  );
  for (const [sort, market] of initialMarkets(m.id, m.sport).entries()) {
    await tx.query(
      `insert into live_market (market_id, match_id, name, status, selections, sort)
       values ($1, $2, $3, 'open', $4, $5) on conflict (market_id) do nothing`,
      [market.marketId, m.id, market.name, JSON.stringify(market.selections), sort],
    );
  }
}

import type { Queryable } from '../../db/db.ts';
import type { LiveSport } from './live-seed-data.ts';

/**
 * Reads of the live rooms, matches and markets that feed the chat's streamer picks (主播推单): which
 * rooms are on with which match, the markets of those matches, and a match's venue.
 */

export interface RoomMatchRow {
  room_id: string;
  match_id: string;
  sport: LiveSport;
  start_at: number;
  duration_min: number;
  venue_name: string;
  home_score: number | null;
  visit_score: number | null;
}

/** Rooms that are on (status 1–3) with their match, in room order. */
export async function roomsOnWithMatch(q: Queryable): Promise<RoomMatchRow[]> {
  const { rows } = await q.query<RoomMatchRow>(
    `select r.id as room_id, m.id as match_id, l.sport, m.start_at::float8 as start_at, m.duration_min, m.venue_name,
            m.home_score, m.visit_score
       from live_room r join live_match m on m.id = r.match_id join live_league l on l.id = m.league_id
      where r.status in (1, 2, 3) order by r.id`,
  );
  return rows;
}

export interface RoomMarketRow {
  market_id: string;
  match_id: string;
  name: string;
  status: string;
  selections: string;
}

/** The markets of the matches of these rooms, in market order. */
export async function marketsOfRooms(q: Queryable, roomIds: readonly string[]): Promise<RoomMarketRow[]> {
  const { rows } = await q.query<RoomMarketRow>(
    `select k.market_id, k.match_id, k.name, k.status, k.selections
       from live_market k join live_room r on r.match_id = k.match_id
      where r.id = any($1::text[]) order by k.sort, k.market_id`,
    [roomIds],
  );
  return rows;
}

/** A match's venue name, or null when there is no such match. */
export async function matchVenueName(q: Queryable, matchId: string): Promise<string | null> {
  const { rows } = await q.query<{ venue_name: string }>('select venue_name from live_match where id = $1', [
    matchId,
  ]);
  return rows[0]?.venue_name ?? null;
}

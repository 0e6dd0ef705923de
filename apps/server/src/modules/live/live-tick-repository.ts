import type { Queryable } from '../../db/db.ts';
import type { LiveSport } from './live-seed-data.ts';

/** SQL of the live scheduler's step: rolling ended matches on, scores, prices and room phases. */

export interface TickRow {
  id: string;
  sport: LiveSport;
  start_at: number;
  duration_min: number;
  home_score: number | null;
  visit_score: number | null;
}

/**
 * Moves every match ended more than `graceMs` before `now` on by whole days (`dayMs`) to its next
 * start after now, clearing its score; answers how many moved.
 */
export async function rollEndedMatches(
  q: Queryable,
  now: number,
  dayMs: number,
  graceMs: number,
): Promise<number> {
  const { rows } = await q.query<{ id: string }>(
    `update live_match set
       start_at = start_at + $2::bigint * (floor(($1::bigint - start_at - duration_min * 60000 - $3::bigint)
         / $2::float8)::bigint + 1),
       home_score = null, visit_score = null, updated_at = $1
     where start_at + duration_min * 60000 + $3::bigint < $1::bigint
     returning id`,
    [now, dayMs, graceMs],
  );
  return rows.length;
}

/** Every match with its sport, clock and score, in id order. */
export async function tickRows(q: Queryable): Promise<TickRow[]> {
  const { rows } = await q.query<TickRow>(
    `select m.id, l.sport, m.start_at::float8 as start_at, m.duration_min, m.home_score, m.visit_score
     from live_match m join live_league l on l.id = m.league_id order by m.id`,
  );
  return rows;
}

/** Writes new scores in one statement, whatever their number. */
export async function writeScores(
  q: Queryable,
  scores: readonly { id: string; home: number; visit: number }[],
  now: number,
): Promise<void> {
  await q.query(
    `update live_match m set home_score = v.home, visit_score = v.visit, updated_at = $2
     from jsonb_to_recordset($1::jsonb) as v(id text, home int, visit int) where m.id = v.id`,
    [JSON.stringify(scores), now],
  );
}

/** The markets of these matches with their selections (JSON text). */
export async function marketSelections(q: Queryable, matchIds: readonly string[]) {
  const { rows } = await q.query<{ market_id: string; selections: string }>(
    'select market_id, selections from live_market where match_id = any($1::text[])',
    [matchIds],
  );
  return rows;
}

/** Writes new selections of markets in one statement and marks their matches updated. */
export async function writeMarketSelections(
  q: Queryable,
  next: readonly { id: string; selections: string }[],
  matchIds: readonly string[],
  now: number,
): Promise<void> {
  await q.query(
    `update live_market m set selections = v.selections
     from jsonb_to_recordset($1::jsonb) as v(id text, selections text) where m.market_id = v.id`,
    [JSON.stringify(next)],
  );
  await q.query('update live_match set updated_at = $2 where id = any($1::text[])', [matchIds, now]);
}

/** Streamer rooms bound to a match that are on (status 1–3). */
export async function roomsOnWithMatchIds(q: Queryable) {
  const { rows } = await q.query<{ id: string; match_id: string; status: number }>(
    `select id, match_id, status from live_room where match_id is not null and status in (1, 2, 3)`,
  );
  return rows;
}

export async function setRoomStatus(q: Queryable, roomId: string, status: number): Promise<void> {
  await q.query('update live_room set status = $2 where id = $1', [roomId, status]);
}

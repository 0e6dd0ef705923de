import type { Queryable } from '../../db/db.ts';
import type { Selection } from './live-odds.ts';
import type { LiveSport } from './live-seed-data.ts';

/** A finished match occurrence (赛果) with its teams, as the results list shows it. */
export interface ResultRow {
  match_id: string;
  start_at: number;
  duration_min: number;
  league_id: string;
  league_name: string;
  sport: LiveSport;
  home_id: string;
  home_name: string;
  visit_id: string;
  visit_name: string;
  home_score: number;
  visit_score: number;
  closed_odds: string;
}

/** The finished occurrences that started in [from, to), earliest first. */
export async function readResults(db: Queryable, from: number, to: number): Promise<ResultRow[]> {
  const { rows } = await db.query<ResultRow>(
    `select r.match_id, r.start_at::float8 as start_at, m.duration_min, m.league_id, l.name as league_name,
       l.sport, ht.id as home_id, ht.name as home_name, vt.id as visit_id, vt.name as visit_name,
       r.home_score, r.visit_score, r.closed_odds
     from live_result r
       join live_match m on m.id = r.match_id
       join live_league l on l.id = m.league_id
       join live_team ht on ht.id = m.home_team_id
       join live_team vt on vt.id = m.visit_team_id
     where r.start_at >= $1 and r.start_at < $2
     order by r.start_at, r.match_id`,
    [from, to],
  );
  return rows;
}

/**
 * Records the matches that ended more than `graceMs` before `now`, with their final score and the
 * main market's last prices, before the scheduler moves them a day on. A match that never got a score
 * (the server was down throughout) has no result to keep.
 */
export async function recordEndedResults(db: Queryable, now: number, graceMs: number): Promise<void> {
  await db.query(
    `insert into live_result (match_id, start_at, home_score, visit_score, closed_odds)
     select m.id, m.start_at, m.home_score, m.visit_score,
       coalesce((select mk.selections from live_market mk where mk.match_id = m.id order by mk.sort limit 1), '[]')
     from live_match m
     where m.start_at + m.duration_min * 60000 + $2::bigint < $1::bigint
       and m.home_score is not null and m.visit_score is not null
     on conflict (match_id, start_at) do nothing`,
    [now, graceMs],
  );
}

/** Seeds results once (an empty table only): one finished occurrence per match, from `results`. */
export async function seedResultsOnce(
  db: Queryable,
  results: { matchId: string; startAt: number; home: number; visit: number }[],
): Promise<void> {
  const { rows } = await db.query('select 1 from live_result limit 1');
  if (rows.length > 0 || results.length === 0) return;
  await db.query(
    `insert into live_result (match_id, start_at, home_score, visit_score, closed_odds)
     select v.id, v.start_at, v.home, v.visit,
       coalesce((select mk.selections from live_market mk where mk.match_id = v.id order by mk.sort limit 1), '[]')
     from jsonb_to_recordset($1::jsonb) as v(id text, start_at bigint, home int, visit int)
     on conflict (match_id, start_at) do nothing`,
    [
      JSON.stringify(
        results.map((r) => ({ id: r.matchId, start_at: r.startAt, home: r.home, visit: r.visit })),
      ),
    ],
  );
}

export function parseClosedOdds(text: string): Selection[] {
  try {
    const parsed = JSON.parse(text) as Selection[];
    return Array.isArray(parsed) ? parsed.slice(0, 3) : [];
  } catch {
    return []; // a hand-edited row: no prices rather than a failed list
  }
}

export type FollowKind = 'match' | 'anchor';

/**
 * Follows or unfollows; a streamer's follower count moves with it, only when the follow really
 * changed (a repeated follow counts once). Answers whether anything changed.
 */
export async function setFollow(
  db: Queryable,
  memberId: number,
  kind: FollowKind,
  targetId: string,
  follow: boolean,
  now: number,
): Promise<boolean> {
  const changed = follow
    ? await db.query(
        `insert into live_follow (member_id, kind, target_id, created_at) values ($1, $2, $3, $4)
         on conflict do nothing returning member_id`,
        [memberId, kind, targetId, now],
      )
    : await db.query(
        'delete from live_follow where member_id = $1 and kind = $2 and target_id = $3 returning member_id',
        [memberId, kind, targetId],
      );
  if (changed.rows.length === 0) return false;
  if (kind === 'anchor')
    await db.query('update live_anchor set followers = greatest(0, followers + $2) where id = $1', [
      targetId,
      follow ? 1 : -1,
    ]);
  return true;
}

/** The ids a member follows, newest first. */
export async function readFollows(
  db: Queryable,
  memberId: number,
): Promise<{ kind: FollowKind; target_id: string }[]> {
  const { rows } = await db.query<{ kind: FollowKind; target_id: string }>(
    'select kind, target_id from live_follow where member_id = $1 order by created_at desc, target_id',
    [memberId],
  );
  return rows;
}

/** A streamer with the room to enter (its first room by sort) and that room's status. */
export async function readAnchors(
  db: Queryable,
  ids: string[],
): Promise<
  { id: string; nick_name: string; followers: number; room_id: string | null; status: number | null }[]
> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<{
    id: string;
    nick_name: string;
    followers: number;
    room_id: string | null;
    status: number | null;
  }>(
    `select a.id, a.nick_name, a.followers,
       (select r.id from live_room r where r.anchor_id = a.id order by r.status in (1, 2, 3) desc, r.sort limit 1) as room_id,
       (select r.status from live_room r where r.anchor_id = a.id order by r.status in (1, 2, 3) desc, r.sort limit 1) as status
     from live_anchor a where a.id = any($1::text[])`,
    [ids],
  );
  return rows;
}

/** Whether a streamer exists (a follow of an unknown one is refused). */
export async function anchorExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('select 1 from live_anchor where id = $1', [id])).rows.length > 0;
}

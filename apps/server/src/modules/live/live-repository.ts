import { formatStartAt, isWorldCupMatch } from '@arena/domain';
import type { z } from 'zod';
import type { catalogue } from '@arena/protocol';
import type { Queryable } from '../../db/db.ts';
import { isOn, matchClock, type MatchPhase } from './live-phase.ts';
import type { Selection } from './live-odds.ts';
import { unit } from './live-random.ts';
import type { LiveSport } from './live-seed-data.ts';

/** A live list item as the catalogue declares it (spec §3 plus the designed fields). */
export type LiveItem = z.input<typeof catalogue.live.popularList.output>['list'][number];

/** Public paths the live items point at (served by live-media-routes.ts). */
export const livePaths = {
  flv: (room: string) => `/live/${room}.flv`,
  hls: (room: string) => `/live/${room}/index.m3u8`,
  animation: (matchId: string) => `/live/animation/${matchId}.html`,
  teamLogo: (teamId: string) => `/live/logo/${teamId}.png`,
  avatar: (anchorId: string) => `/live/avatar/${anchorId}.png`,
  cover: (roomId: string) => `/live/cover/${roomId}.png`,
};

/** ballClassId per sport (design; spec §3 names the field only). */
const BALL_CLASS: Readonly<Record<LiveSport | 'anchor', number>> = {
  football: 1,
  basketball: 2,
  esports: 3,
  anchor: 9,
};

export interface MatchRow {
  id: string;
  league_id: string;
  league_name: string;
  sport: LiveSport;
  venue_name: string;
  start_at: number;
  duration_min: number;
  home_score: number | null;
  visit_score: number | null;
  popularity: number;
  updated_at: number;
  home_id: string;
  home_name: string;
  visit_id: string;
  visit_name: string;
  room_id: string | null;
  room_status: number | null;
  room_title: string | null;
  room_desc: string | null;
  anchor_id: string | null;
  nick_name: string | null;
  followers: number | null;
  main_odds: string | null;
}

export interface CastRow {
  id: string;
  status: number;
  title: string;
  description: string;
  anchor_id: string;
  nick_name: string;
  followers: number;
  sort: number;
}

const MATCH_SELECT = `
  select m.id, m.league_id, l.name as league_name, l.sport, m.venue_name,
    m.start_at::float8 as start_at, m.duration_min, m.home_score, m.visit_score, m.popularity,
    m.updated_at::float8 as updated_at,
    ht.id as home_id, ht.name as home_name, vt.id as visit_id, vt.name as visit_name,
    r.id as room_id, r.status as room_status, r.title as room_title, r.description as room_desc,
    a.id as anchor_id, a.nick_name, a.followers,
    (select mk.selections from live_market mk where mk.match_id = m.id order by mk.sort limit 1) as main_odds
  from live_match m
    join live_league l on l.id = m.league_id
    join live_team ht on ht.id = m.home_team_id
    join live_team vt on vt.id = m.visit_team_id
    left join live_room r on r.match_id = m.id
    left join live_anchor a on a.id = r.anchor_id`;

const CAST_SELECT = `
  select r.id, r.status, r.title, r.description, r.sort, a.id as anchor_id, a.nick_name, a.followers
  from live_room r join live_anchor a on a.id = r.anchor_id
  where r.anchor_type = 'castLive'`;

/** The streamer statuses that allow entering (spec §4; packages/domain streamer-status.ts). */
const ON_STATUSES = new Set([1, 2, 3]);

function parseSelections(text: string | null): Selection[] {
  if (!text) return [];
  try {
    const parsed = JSON.parse(text) as Selection[];
    return Array.isArray(parsed) ? parsed.slice(0, 3) : [];
  } catch {
    return []; // a hand-edited row: no prices rather than a failed list
  }
}

/** A match row as a list item (spec §3), at `now`. */
export function matchToItem(row: MatchRow, now: number): LiveItem & { phaseOrder: number } {
  const { phase, clock } = matchClock(
    { sport: row.sport, startAt: row.start_at, durationMin: row.duration_min },
    now,
  );
  const on = isOn(phase);
  const roomOn = row.room_status !== null && ON_STATUSES.has(row.room_status);
  return {
    matchId: row.id,
    homeName: row.home_name,
    homeLogo: livePaths.teamLogo(row.home_id),
    visitName: row.visit_name,
    visitLogo: livePaths.teamLogo(row.visit_id),
    homeScore: row.home_score,
    visitScore: row.visit_score,
    startAt: formatStartAt(row.start_at),
    animationUrl: livePaths.animation(row.id),
    matchName: row.league_name,
    anchorInfo:
      row.anchor_id === null
        ? null
        : {
            anchorId: row.anchor_id,
            nickName: row.nick_name ?? '',
            avatarUrl: livePaths.avatar(row.anchor_id),
            followers: row.followers ?? 0,
          },
    matchClass: row.sport,
    venueName: row.venue_name,
    // With a streamer: the streamer's status; without: the match video's (0 before, 2 on, 5 over).
    anchorStatus: row.room_status ?? (on ? 2 : phase === 'ended' ? 5 : 0),
    isStart: on,
    videoWebUrl: on ? livePaths.flv(row.id) : '',
    anchor_flv_url: row.room_id !== null && roomOn ? livePaths.flv(row.room_id) : '',
    isInAnchorTab: row.room_id !== null,
    leagueId: row.league_id,
    ballClassId: BALL_CLASS[row.sport],
    anchorType: 'pureMatch',
    anchorRoomId: null,
    roomInfo: {
      title: row.room_title ?? `${row.home_name} vs ${row.visit_name}`,
      desc: row.room_desc ?? row.league_name,
    },
    phase,
    clock,
    // A finished match is no longer priced.
    odds: phase === 'ended' ? [] : parseSelections(row.main_odds),
    updatedAt: row.updated_at,
    ...(row.room_id === null ? {} : { coverUrl: livePaths.cover(row.room_id) }),
    phaseOrder: phaseOrder(phase),
  };
}

const phaseOrder = (phase: MatchPhase) =>
  phase === 'live' || phase === 'break' ? 0 : phase === 'scheduled' ? 1 : 2;

const HALF_HOUR = 30 * 60_000;
const DAY = 24 * 60 * 60_000;
/** 18:00 in China time (UTC+8) is 10:00 UTC. */
const SHOW_HOURS_FROM_UTC = 10 * 60 * 60_000;

/**
 * When a cast-live room's show starts: each room has a daily slot between 18:00 and 22:30 China time
 * (from its id). A room that is on started at its latest slot; one that is not on starts at its next
 * slot, which the list shows instead of the current time.
 */
export function castShowStart(roomId: string, now: number, on: boolean): number {
  const slot = SHOW_HOURS_FROM_UTC + Math.floor(unit(roomId, 'show') * 10) * HALF_HOUR;
  const today = Math.floor(now / DAY) * DAY + slot;
  if (on) return today <= now ? today : today - DAY;
  return today > now ? today : today + DAY;
}

/** A cast-live room as a list item (spec §3 "anchorType … cast live", "anchorRoomId theme id"). */
export function castToItem(row: CastRow, now: number): LiveItem {
  const on = ON_STATUSES.has(row.status);
  return {
    matchId: row.id,
    homeName: row.title,
    homeLogo: livePaths.avatar(row.anchor_id),
    visitName: '',
    visitLogo: '',
    homeScore: null,
    visitScore: null,
    startAt: formatStartAt(castShowStart(row.id, now, on)),
    animationUrl: '',
    matchName: '主播秀',
    anchorInfo: {
      anchorId: row.anchor_id,
      nickName: row.nick_name,
      avatarUrl: livePaths.avatar(row.anchor_id),
      followers: row.followers,
    },
    matchClass: 'anchor',
    venueName: 'ZB',
    anchorStatus: row.status,
    isStart: on,
    videoWebUrl: '',
    anchor_flv_url: on ? livePaths.flv(row.id) : '',
    isInAnchorTab: true,
    leagueId: 'anchor',
    ballClassId: BALL_CLASS.anchor,
    anchorType: 'castLive',
    anchorRoomId: row.id,
    roomInfo: { title: row.title, desc: row.description },
    phase: on ? 'live' : 'scheduled',
    clock: '',
    odds: [],
    updatedAt: 0,
    coverUrl: livePaths.cover(row.id),
  };
}

export async function readMatchRows(db: Queryable): Promise<MatchRow[]> {
  return (await db.query<MatchRow>(MATCH_SELECT)).rows;
}

export async function readMatchRow(db: Queryable, id: string): Promise<MatchRow | null> {
  return (await db.query<MatchRow>(`${MATCH_SELECT} where m.id = $1`, [id])).rows[0] ?? null;
}

export async function readCastRows(db: Queryable): Promise<CastRow[]> {
  return (await db.query<CastRow>(`${CAST_SELECT} order by r.sort`)).rows;
}

export async function readCastRow(db: Queryable, id: string): Promise<CastRow | null> {
  return (await db.query<CastRow>(`${CAST_SELECT} and r.id = $1`, [id])).rows[0] ?? null;
}

/**
 * Live first (most popular first), then the coming ones by start; ended ones last. Within each of
 * the three, the World Cup feature matches lead (spec §9 world-cup match ids).
 */
export function sortMatches(items: (LiveItem & { phaseOrder: number })[], rows: MatchRow[]): LiveItem[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return items
    .sort((a, b) => {
      if (a.phaseOrder !== b.phaseOrder) return a.phaseOrder - b.phaseOrder;
      const cup = Number(isWorldCupMatch(b.matchId)) - Number(isWorldCupMatch(a.matchId));
      if (cup !== 0) return cup;
      const ra = byId.get(a.matchId);
      const rb = byId.get(b.matchId);
      if (!ra || !rb) return 0;
      return a.phaseOrder === 0 ? rb.popularity - ra.popularity : ra.start_at - rb.start_at;
    })
    .map(({ phaseOrder: _drop, ...item }) => item);
}

/** Streamer rooms first while on, then by followers (the anchor tab, spec §3 "isInAnchorTab"). */
export function sortAnchorItems(items: LiveItem[]): LiveItem[] {
  const on = (i: LiveItem) => (ON_STATUSES.has(i.anchorStatus) ? 0 : 1);
  return [...items].sort(
    (a, b) => on(a) - on(b) || (b.anchorInfo?.followers ?? 0) - (a.anchorInfo?.followers ?? 0),
  );
}

/** The markets of a match in display order. */
export async function readMarkets(
  db: Queryable,
  matchId: string,
): Promise<
  { marketId: string; name: string; status: 'open' | 'suspended' | 'closed'; selections: Selection[] }[]
> {
  const { rows } = await db.query<{
    market_id: string;
    name: string;
    status: 'open' | 'suspended' | 'closed';
    selections: string;
  }>('select market_id, name, status, selections from live_market where match_id = $1 order by sort', [
    matchId,
  ]);
  return rows.map((r) => ({
    marketId: r.market_id,
    name: r.name,
    status: r.status,
    selections: parseSelections(r.selections),
  }));
}

/**
 * Ends a match at `now` (operator): its start moves back so the clock reads full time, with the given
 * final score (else the current one, else 0:0). It then rolls to the next day like any ended match.
 */
export async function finishMatchNow(
  db: Queryable,
  id: string,
  now: number,
  score: { homeScore?: number | undefined; visitScore?: number | undefined },
): Promise<{ id: string; homeScore: number; visitScore: number } | null> {
  const { rows } = await db.query<{ id: string; home_score: number; visit_score: number }>(
    `update live_match set start_at = least(start_at, $2::bigint - duration_min * 60000),
       home_score = coalesce($3, home_score, 0), visit_score = coalesce($4, visit_score, 0), updated_at = $2
     where id = $1 returning id, home_score, visit_score`,
    [id, now, score.homeScore ?? null, score.visitScore ?? null],
  );
  const row = rows[0];
  return row ? { id: row.id, homeScore: row.home_score, visitScore: row.visit_score } : null;
}

/** When a match starts (ms) and how long it runs (minutes), or null for an unknown match. */
export async function readMatchTiming(
  db: Queryable,
  id: string,
): Promise<{ startAt: number; durationMin: number } | null> {
  const { rows } = await db.query<{ start_at: number; duration_min: number }>(
    'select start_at, duration_min from live_match where id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { startAt: row.start_at, durationMin: row.duration_min } : null;
}

/**
 * The sport a match or a streamer room shows (a streamer room through its match), so the media paths
 * can play that sport's loop; `sport` is null for a streamer room without a match, and the whole
 * answer null for an unknown id.
 */
export async function liveRoomSport(db: Queryable, id: string): Promise<{ sport: LiveSport | null } | null> {
  const { rows } = await db.query<{ sport: LiveSport | null }>(
    `select l.sport from live_match m join live_league l on l.id = m.league_id where m.id = $1
     union all
     select l.sport from live_room r
       left join live_match m on m.id = r.match_id
       left join live_league l on l.id = m.league_id
     where r.id = $1
     limit 1`,
    [id],
  );
  const row = rows[0];
  return row ? { sport: row.sport } : null;
}

/** The hue a team's drawn logo uses, or null for an unknown team. */
export async function teamHue(db: Queryable, id: string): Promise<number | null> {
  const { rows } = await db.query<{ hue: number }>('select hue from live_team where id = $1', [id]);
  return rows[0]?.hue ?? null;
}

/** The hue a streamer's drawn avatar uses, or null for an unknown streamer. */
export async function anchorHue(db: Queryable, id: string): Promise<number | null> {
  const { rows } = await db.query<{ hue: number }>('select hue from live_anchor where id = $1', [id]);
  return rows[0]?.hue ?? null;
}

/** The hue of a streamer room's cover (its streamer's), or null for an unknown room. */
export async function roomHue(db: Queryable, roomId: string): Promise<number | null> {
  const { rows } = await db.query<{ hue: number }>(
    'select a.hue from live_room r join live_anchor a on a.id = r.anchor_id where r.id = $1',
    [roomId],
  );
  return rows[0]?.hue ?? null;
}

/** Sets a streamer room's status (spec §4: 0 not started, 1–3 on, 4 interrupted); false when none. */
export async function setLiveRoomStatus(db: Queryable, id: string, status: number): Promise<boolean> {
  const { rows } = await db.query('update live_room set status = $2 where id = $1 returning id', [
    id,
    status,
  ]);
  return rows.length > 0;
}

/** The room a chat key names, as `live.matchDetail` answers its chatRoomNo. */
export interface ChatTarget {
  roomNo: string;
  title: string;
  /** The match the room follows (a pure-match room's match, or the match itself), else null. */
  matchId: string | null;
}

/**
 * The chat room for a room id or a match id: a streamer room by its id; a match chats in its streamer
 * room when it has one, else in a room of its own id titled by its teams. Null when neither exists.
 */
export async function readChatTarget(db: Queryable, key: string): Promise<ChatTarget | null> {
  const { rows } = await db.query<{ room_no: string; title: string; match_id: string | null }>(
    `(select r.id as room_no, r.title, r.match_id from live_room r where r.id = $1
      union all
      select coalesce(r.id, m.id), coalesce(r.title, h.name || ' vs ' || v.name), m.id
        from live_match m join live_team h on h.id = m.home_team_id join live_team v on v.id = m.visit_team_id
        left join live_room r on r.match_id = m.id
       where m.id = $1)
     limit 1`,
    [key],
  );
  const row = rows[0];
  return row ? { roomNo: row.room_no, title: row.title, matchId: row.match_id } : null;
}

/** Whether a streamer room exists (gifts go to live_room ids: cast-live and pure-match rooms). */
export async function liveRoomExists(db: Queryable, roomId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from live_room where id = $1', [roomId]);
  return rows.length > 0;
}

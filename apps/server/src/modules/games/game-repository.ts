import type { Queryable, SqlParam } from '../../db/db.ts';
import type { CallOutput, catalogue } from '@arena/protocol';

type LobbyGame = CallOutput<typeof catalogue.games.gameList>['list'][number];
export type VenueCategory = LobbyGame['category'];

/** Path of a game thumbnail, drawn on the fly from the codes (game-thumbnail.ts). */
export const thumbnailPath = (venueCode: string, gameCode: string) =>
  `/media/games/${venueCode}/${gameCode}.png`;

export interface VenueInfo {
  code: string;
  name: string;
  category: VenueCategory;
  status: number;
  maintainMessage: string | null;
  logoUrl: string;
  enabled: boolean;
}

/** A venue by code (lobby codes are case-insensitive; the table keeps lower case). */
interface VenueDbRow {
  code: string;
  name: string;
  category: VenueCategory;
  status: number;
  maintain_message: string | null;
  logo_url: string;
  enabled: boolean;
}
const VENUE_COLUMNS = 'v.code, v.name, v.category, v.status, v.maintain_message, v.logo_url, v.enabled';
const toVenue = (r: VenueDbRow): VenueInfo => ({
  code: r.code,
  name: r.name,
  category: r.category,
  status: r.status,
  maintainMessage: r.maintain_message,
  logoUrl: r.logo_url,
  enabled: r.enabled,
});

export async function findGameVenue(q: Queryable, code: string): Promise<VenueInfo | null> {
  const { rows } = await q.query<VenueDbRow>(`select ${VENUE_COLUMNS} from venue v where v.code = $1`, [
    code.toLowerCase(),
  ]);
  return rows[0] ? toVenue(rows[0]) : null;
}

interface GameRow {
  venue_code: string;
  game_code: string;
  name: string;
  category: VenueCategory;
  brand_code: string;
  hot_rank: number | null;
  is_new: boolean;
  demo_available: boolean;
  tags: string | null;
  collect_count: number;
  collected: boolean;
}

export interface GameFilter {
  venueCode?: string | undefined;
  brandCode?: string | undefined;
  category?: VenueCategory | undefined;
  keyword?: string | undefined;
  hotOnly?: boolean;
  collectedBy?: number;
}

const toGame = (r: GameRow): LobbyGame => ({
  gameCode: r.game_code,
  venueCode: r.venue_code,
  name: r.name,
  iconUrl: thumbnailPath(r.venue_code, r.game_code),
  category: r.category,
  isHot: r.hot_rank !== null,
  isNew: r.is_new,
  collected: r.collected,
  demoAvailable: r.demo_available,
  brandCode: r.brand_code,
  tags: r.tags ? r.tags.split(',') : [],
  hotRank: r.hot_rank,
  collectCount: r.collect_count,
});

/** Escapes LIKE wildcards so a keyword is matched literally. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of games of enabled venues. `memberId` personalises `collected`; `collectedBy` restricts to a
 * member's collection (newest first); `hotOnly` to hot games by rank; otherwise venue sort order.
 */
export async function listGames(
  q: Queryable,
  filter: GameFilter,
  page: { page: number; size: number },
  memberId: number | null,
): Promise<{ list: LobbyGame[]; total: number }> {
  const where = ['g.enabled', 'v.enabled'];
  const params: SqlParam[] = [];
  const add = (sql: string, value: SqlParam) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.venueCode) add('g.venue_code = ?', filter.venueCode.toLowerCase());
  if (filter.brandCode) add('g.brand_code = ?', filter.brandCode);
  if (filter.category) add('v.category = ?', filter.category);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    params.push(likePattern(keyword));
    where.push(`(g.name ilike $${params.length} or g.game_code ilike $${params.length})`);
  }
  if (filter.hotOnly) where.push('g.hot_rank is not null');
  let collectionJoin = '';
  if (filter.collectedBy !== undefined) {
    params.push(filter.collectedBy);
    collectionJoin = `join game_collection mine on mine.venue_code = g.venue_code
      and mine.game_code = g.game_code and mine.member_id = $${params.length}`;
  }
  const order =
    filter.collectedBy !== undefined
      ? 'mine.created_at desc, g.venue_code, g.sort'
      : filter.hotOnly
        ? 'g.hot_rank, v.sort, g.sort'
        : 'v.sort, g.sort';
  const from = `from game g join venue v on v.code = g.venue_code ${collectionJoin} where ${where.join(' and ')}`;
  const { rows: count } = await q.query<{ n: number }>(`select count(*) as n ${from}`, params);
  params.push(memberId ?? 0, page.size, (page.page - 1) * page.size);
  const me = `$${params.length - 2}`;
  const { rows } = await q.query<GameRow>(
    `select g.venue_code, g.game_code, g.name, v.category, g.brand_code, g.hot_rank, g.is_new, g.demo_available,
            (select string_agg(t.tag, ',' order by t.tag) from game_tag t
              where t.venue_code = g.venue_code and t.game_code = g.game_code) as tags,
            (select count(*) from game_collection c
              where c.venue_code = g.venue_code and c.game_code = g.game_code) as collect_count,
            exists (select 1 from game_collection c where c.venue_code = g.venue_code
              and c.game_code = g.game_code and c.member_id = ${me}) as collected
     ${from} order by ${order} limit $${params.length - 1} offset $${params.length}`,
    params,
  );
  return { list: rows.map(toGame), total: count[0]?.n ?? 0 };
}

export interface GameInfo {
  venueCode: string;
  gameCode: string;
  name: string;
  demoAvailable: boolean;
  enabled: boolean;
}

export async function findGame(q: Queryable, venueCode: string, gameCode: string): Promise<GameInfo | null> {
  const { rows } = await q.query<{
    venue_code: string;
    game_code: string;
    name: string;
    demo_available: boolean;
    enabled: boolean;
  }>(
    'select venue_code, game_code, name, demo_available, enabled from game where venue_code = $1 and game_code = $2',
    [venueCode.toLowerCase(), gameCode],
  );
  const r = rows[0];
  return r
    ? {
        venueCode: r.venue_code,
        gameCode: r.game_code,
        name: r.name,
        demoAvailable: r.demo_available,
        enabled: r.enabled,
      }
    : null;
}

/**
 * A launched game's venue, game row and tags in one read (the round path runs it in every round's
 * transaction); `game` null when the venue has no such game, everything empty without the venue.
 */
export async function findLaunchGame(
  q: Queryable,
  venueCode: string,
  gameCode: string,
): Promise<{ venue: VenueInfo | null; game: GameInfo | null; tags: string[] }> {
  const { rows } = await q.query<
    VenueDbRow & {
      game_code: string | null;
      game_name: string | null;
      demo_available: boolean | null;
      game_enabled: boolean | null;
      tags: string[] | null;
    }
  >(
    `select ${VENUE_COLUMNS}, g.game_code, g.name as game_name, g.demo_available, g.enabled as game_enabled,
            (select array_agg(t.tag order by t.tag) from game_tag t
              where t.venue_code = v.code and t.game_code = $2) as tags
       from venue v left join game g on g.venue_code = v.code and g.game_code = $2
      where v.code = $1`,
    [venueCode.toLowerCase(), gameCode],
  );
  const r = rows[0];
  if (!r) return { venue: null, game: null, tags: [] };
  return {
    venue: toVenue(r),
    game:
      r.game_code === null
        ? null
        : {
            venueCode: r.code,
            gameCode: r.game_code,
            name: r.game_name ?? r.game_code,
            demoAvailable: r.demo_available === true,
            enabled: r.game_enabled === true,
          },
    tags: r.tags ?? [],
  };
}

/** The venue's first enabled game: what a launch without gameCode (a venue lobby) opens. */
export async function firstGame(q: Queryable, venueCode: string): Promise<GameInfo | null> {
  const { rows } = await q.query<{ game_code: string }>(
    'select game_code from game where venue_code = $1 and enabled order by sort limit 1',
    [venueCode.toLowerCase()],
  );
  return rows[0] ? findGame(q, venueCode, rows[0].game_code) : null;
}

/** Brands of a venue or category, with the number of enabled games in each. */
export async function listBrands(
  q: Queryable,
  filter: { venueCode?: string | undefined; category?: string | undefined },
) {
  const { rows } = await q.query<{ code: string; venue_code: string; name: string; n: number }>(
    `select b.code, b.venue_code, b.name,
            (select count(*) from game g where g.brand_code = b.code and g.enabled) as n
       from game_brand b join venue v on v.code = b.venue_code
      where v.enabled and ($1::text is null or b.venue_code = $1) and ($2::text is null or v.category = $2)
      order by v.sort, b.sort`,
    [filter.venueCode?.toLowerCase() ?? null, filter.category ?? null],
  );
  return rows.map((r) => ({
    brandCode: r.code,
    venueCode: r.venue_code,
    name: r.name,
    gameCount: r.n,
  }));
}

/** Adds or removes a member's collection; answers the game's collect count afterwards. */
export async function setCollected(
  q: Queryable,
  memberId: number,
  venueCode: string,
  gameCode: string,
  collected: boolean,
): Promise<number> {
  if (collected) {
    await q.query(
      `insert into game_collection (member_id, venue_code, game_code) values ($1, $2, $3) on conflict do nothing`,
      [memberId, venueCode, gameCode],
    );
  } else {
    await q.query('delete from game_collection where member_id = $1 and venue_code = $2 and game_code = $3', [
      memberId,
      venueCode,
      gameCode,
    ]);
  }
  const { rows } = await q.query<{ n: number }>(
    'select count(*) as n from game_collection where venue_code = $1 and game_code = $2',
    [venueCode, gameCode],
  );
  return rows[0]?.n ?? 0;
}

/** Channel entries of a venue (spec §3), in order. */
export async function listChannels(q: Queryable, venueCode: string) {
  const { rows } = await q.query<{ channel_code: string; name: string; status: number; is_display: boolean }>(
    'select channel_code, name, status, is_display from venue_channel where venue_code = $1 order by sort',
    [venueCode.toLowerCase()],
  );
  return rows.map((r) => ({
    channelCode: r.channel_code,
    name: r.name,
    status: r.status,
    isDisplay: r.is_display,
  }));
}

/**
 * Enabled venues in display order, optionally of one category, each with whether its default channel
 * entry is displayed (spec §3 channel entry isDisplay).
 */
export async function listVenues(
  q: Queryable,
  category?: VenueCategory,
): Promise<(VenueInfo & { entryDisplayed: boolean })[]> {
  const { rows } = await q.query<VenueDbRow & { entry_displayed: boolean }>(
    `select ${VENUE_COLUMNS},
            exists (select 1 from venue_channel c
                     where c.venue_code = v.code and c.channel_code = 'default' and c.is_display) as entry_displayed
       from venue v
      where v.enabled and ($1::text is null or v.category = $1)
      order by v.sort, v.code`,
    [category ?? null],
  );
  return rows.map((r) => ({ ...toVenue(r), entryDisplayed: r.entry_displayed }));
}

/**
 * Sets a venue's status (0 open clears the maintenance message unless one is given); null when no
 * venue has the code (any case).
 */
export async function setVenueStatus(
  db: Queryable,
  code: string,
  status: number,
  message: string | null,
): Promise<{ code: string; status: number; message: string | null } | null> {
  const { rows } = await db.query<{ code: string; status: number; maintain_message: string | null }>(
    `update venue set status = $2::smallint,
            maintain_message = coalesce($3::text, case when $2::smallint = 0 then null else maintain_message end)
      where code = lower($1::text) returning code, status, maintain_message`,
    [code, status, message],
  );
  const row = rows[0];
  return row ? { code: row.code, status: row.status, message: row.maintain_message } : null;
}

import type { Queryable, SqlParam } from '../src/db/db.ts';
import { VENUES } from './venue-seed.ts';

/*
 * Demo games: generated deterministically from name parts, so the same rows come out on every
 * start and the source stays small. `by` holds 600 games (the lobby the bench measures, and the venue of
 * the spec §2 default code ybegdz); the other venues a few dozen each.
 */

const GAMES_PER_VENUE: Record<string, number> = {
  by: 600,
  pg: 120,
  jd: 90,
  cq: 60,
  ag: 12,
  bg: 12,
  ky: 40,
  fs: 24,
  ybty: 1,
  ybdj: 1,
};
const FIRST = ['黄金', '幸运', '龙虎', '财神', '疯狂', '极速', '水果', '海洋', '星光', '宝石'];
const MIDDLE = ['功夫', '熊猫', '丛林', '雷霆', '冰火', '魔法', '海盗', '武士', '凤凰', '麒麟'];
const LAST = ['宝藏', '连线', '转轮', '大奖', '传奇', '狂欢'];
const SERIES = ['经典', '视频', '街机', '桌面'];
const TAGS = ['slot', 'dice', 'jackpot', 'classic', 'fruit', 'megaways', 'table', 'fishing'];

export interface SeedGame {
  venueCode: string;
  gameCode: string;
  name: string;
  brandCode: string;
  hotRank: number | null;
  isNew: boolean;
  demoAvailable: boolean;
  hue: number;
  sort: number;
  tags: string[];
}

/** Brand codes of a venue: `<venue>-<series index>`; egame venues have four, the others two. */
export function brandsOf(venueCode: string, category: string) {
  const count = category === 'egame' ? 4 : 2;
  const venueName = VENUES.find((v) => v[0] === venueCode)?.[1] ?? venueCode;
  const short = venueName.replace(/(电子|真人|棋牌|体育|电竞|达人)$/, '');
  return SERIES.slice(0, count).map((series, i) => ({
    code: `${venueCode}-${i + 1}`,
    name: `${short}${series}`,
    sort: i + 1,
  }));
}

/** Game code i of a venue: `by` codes start with yb (spec §2; the first is the default ybegdz). */
function gameCodeOf(venueCode: string, i: number): string {
  if (venueCode === 'by') return i === 0 ? 'ybegdz' : `yb${String(i).padStart(4, '0')}`;
  return `${venueCode}${String(i + 1).padStart(4, '0')}`;
}

/** Every demo game, in a stable order. */
export function seedGames(): SeedGame[] {
  const games: SeedGame[] = [];
  for (const [venueCode, , category, , , venueSort] of VENUES) {
    const brands = brandsOf(venueCode, category);
    const count = GAMES_PER_VENUE[venueCode] ?? 0;
    for (let i = 0; i < count; i++) {
      const k = i + venueSort * 37;
      const name =
        FIRST[k % FIRST.length]! +
        MIDDLE[Math.floor(k / FIRST.length) % MIDDLE.length]! +
        LAST[Math.floor(k / (FIRST.length * MIDDLE.length)) % LAST.length]!;
      games.push({
        venueCode,
        gameCode: gameCodeOf(venueCode, i),
        name: count > 1 ? name : `${VENUES.find((v) => v[0] === venueCode)?.[1] ?? name}大厅`,
        brandCode: brands[i % brands.length]!.code,
        hotRank: i % 7 === 0 && i / 7 < 30 ? i / 7 + 1 : null,
        isNew: i % 11 === 3,
        demoAvailable: category !== 'live' && category !== 'sports',
        hue: (k * 47) % 360,
        sort: i + 1,
        tags: [TAGS[k % TAGS.length]!, TAGS[(k * 3 + 1) % TAGS.length]!].filter(
          (t, j, a) => a.indexOf(t) === j,
        ),
      });
    }
  }
  return games;
}

/** Inserts `rows` as multi-row VALUES in chunks (one statement per chunk, not one per row). */
async function insertRows(tx: Queryable, head: string, rows: SqlParam[][], tail: string): Promise<void> {
  for (let at = 0; at < rows.length; at += 200) {
    const chunk = rows.slice(at, at + 200);
    const width = chunk[0]?.length ?? 0;
    const values = chunk
      .map((_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`)
      .join(', ');
    await tx.query(`${head} values ${values} ${tail}`, chunk.flat());
  }
}

/** Idempotent: adds missing brands, games, tags, channels and venue logos; never overwrites. */
export async function seedGameCatalogue(tx: Queryable): Promise<void> {
  const brandRows: SqlParam[][] = [];
  const channelRows: SqlParam[][] = [];
  const logoRows: SqlParam[][] = [];
  for (const [code, name, category, , , sort] of VENUES) {
    for (const b of brandsOf(code, category)) brandRows.push([b.code, code, b.name, b.sort]);
    channelRows.push([code, 'default', name, 0, true, 1]);
    if (code === 'by' || code === 'ag') channelRows.push([code, 'ZBYX', '直播游戏', 0, true, 2]);
    logoRows.push([`venue-${code}`, 'icon', name.slice(0, 2), '', (sort * 67) % 360]);
  }
  await insertRows(
    tx,
    'insert into game_brand (code, venue_code, name, sort)',
    brandRows,
    'on conflict do nothing',
  );
  await insertRows(
    tx,
    'insert into venue_channel (venue_code, channel_code, name, status, is_display, sort)',
    channelRows,
    'on conflict do nothing',
  );
  // The venue seed points logo_url at /media/site/venue-<code>.svg; the site media route draws these rows.
  await insertRows(
    tx,
    'insert into site_media_art (id, kind, label, caption, hue)',
    logoRows,
    'on conflict do nothing',
  );
  const games = seedGames();
  await insertRows(
    tx,
    `insert into game (venue_code, game_code, name, brand_code, hot_rank, is_new, demo_available, hue, sort)`,
    games.map((g) => [
      g.venueCode,
      g.gameCode,
      g.name,
      g.brandCode,
      g.hotRank,
      g.isNew,
      g.demoAvailable,
      g.hue,
      g.sort,
    ]),
    'on conflict do nothing',
  );
  await insertRows(
    tx,
    'insert into game_tag (venue_code, game_code, tag)',
    games.flatMap((g) => g.tags.map((tag) => [g.venueCode, g.gameCode, tag])),
    'on conflict do nothing',
  );
}

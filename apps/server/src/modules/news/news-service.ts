import { ErrorCode, GatewayError, type catalogue } from '@arena/protocol';
import type { z } from 'zod';
import type { Queryable } from '../../db/db.ts';
import {
  matchToItem,
  readMarkets,
  readMatchRow,
  readMatchRows,
  sortMatches,
} from '../live/live-match-service.ts';
import { oddsText, unit } from '../live/live-random.ts';
import {
  readArticle,
  readArticlePage,
  readColumns,
  readHotArticles,
  countView,
  type ArticleRow,
} from './news-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

type Out<K extends keyof typeof catalogue.news> = z.input<(typeof catalogue.news)[K]['output']>;
type ArticleItem = Out<'articles'>['list'][number];

const DAY = 24 * 3_600_000;
/** Hot news looks at the last week's articles first (design). */
const HOT_WINDOW_MS = 7 * DAY;

/** Public paths of the drawn news images (served by news-routes.ts). */
export const newsPaths = {
  cover: (hue: number, motif: number) => `/news/cover/${hue}-${motif}.png`,
  avatar: (hue: number) => `/news/avatar/${hue}.png`,
};

export const articleNotFound = () => new GatewayError(ErrorCode.notFound, msg('news.articleNotFound'));

export function toArticle(row: ArticleRow): ArticleItem {
  return {
    articleId: row.id,
    title: row.title,
    coverUrl: newsPaths.cover(row.cover_hue, row.cover_motif),
    columnId: row.column_id,
    author: row.author,
    publishedAt: row.published_at,
    views: row.views,
    summary: row.summary,
  };
}

export function parseMatchIds(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return []; // a hand-edited row: no related matches rather than a failed page
  }
}

export async function columns(db: Queryable): Promise<Out<'columns'>> {
  const rows = await readColumns(db);
  return { list: rows.map((c) => ({ columnId: c.id, name: c.name, sort: c.sort })) };
}

/** The most read articles of the last week; older ones fill up when the week has too few. */
export async function hotNews(db: Queryable, size: number, now: number): Promise<Out<'hotNews'>> {
  let rows = await readHotArticles(db, size, now - HOT_WINDOW_MS);
  if (rows.length < size) {
    const seen = new Set(rows.map((r) => r.id));
    rows = [...rows, ...(await readHotArticles(db, size, 0)).filter((r) => !seen.has(r.id))].slice(0, size);
  }
  return { list: rows.map(toArticle) };
}

export async function articles(
  db: Queryable,
  input: { page: number; size: number; columnId?: string | undefined; expertId?: string | undefined },
): Promise<Out<'articles'>> {
  const { rows, total } = await readArticlePage(db, input, input.page, input.size);
  return { list: rows.map(toArticle), total, page: input.page, size: input.size };
}

/** One published article; each read counts as a view. */
export async function articleDetail(db: Queryable, articleId: string): Promise<Out<'articleDetail'>> {
  const row = await readArticle(db, articleId);
  if (!row || row.status !== 'published') throw articleNotFound();
  await countView(db, row.id);
  return {
    ...toArticle({ ...row, views: row.views + 1 }),
    contentHtml: row.body,
    matchIds: parseMatchIds(row.match_ids),
  };
}

/**
 * Football matches of a day, straight from the live schedule (the live tab's rows, same order), and a
 * standings-style summary per league: matches, live, finished and goals so far.
 */
export async function matchList(
  db: Queryable,
  input: { date: string; leagueId?: string | undefined },
  now: number,
): Promise<Out<'matchList'>> {
  const rows = (await readMatchRows(db)).filter((r) => r.sport === 'football');
  const items = rows
    .map((r) => matchToItem(r, now))
    .filter((i) => i.startAt.slice(0, 10) === input.date)
    .filter((i) => (input.leagueId ? i.leagueId === input.leagueId : true));
  const list = sortMatches(items, rows);
  const leagues = new Map<string, Out<'matchList'>['leagues'][number]>();
  for (const item of list) {
    const l = leagues.get(item.leagueId) ?? {
      leagueId: item.leagueId,
      name: item.matchName,
      total: 0,
      live: 0,
      ended: 0,
      goals: 0,
    };
    l.total += 1;
    if (item.isStart) l.live += 1;
    if (item.phase === 'ended') l.ended += 1;
    l.goals += (item.homeScore ?? 0) + (item.visitScore ?? 0);
    leagues.set(item.leagueId, l);
  }
  return { list, leagues: [...leagues.values()] };
}

/**
 * The live full-time 1X2 price first, then two indexes derived from it (±3 % per outcome, fixed per
 * match): one source of truth, shown as the bookmaker table the news area expects.
 */
const COMPANIES = ['竞技场实时盘', '欧洲平均指数', '亚洲综合指数'] as const;

export async function odds(db: Queryable, matchId: string): Promise<Out<'odds'>> {
  const row = await readMatchRow(db, matchId);
  if (!row) throw new GatewayError(ErrorCode.notFound, msg('common.matchNotFound'));
  const main = (await readMarkets(db, matchId)).find((m) => m.selections.length === 3);
  if (!main) return { matchId, list: [] };
  const [home, draw, away] = main.selections.map((s) => Number(s.odds)) as [number, number, number];
  return {
    matchId,
    list: COMPANIES.map((company, i) => {
      const shift = (key: string) => (i === 0 ? 1 : 1 + (unit(matchId, company, key) - 0.5) * 0.06);
      return {
        company,
        home: oddsText(home * shift('home')),
        draw: oddsText(draw * shift('draw')),
        away: oddsText(away * shift('away')),
        updatedAt: row.updated_at,
      };
    }),
  };
}

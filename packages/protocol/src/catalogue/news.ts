import { z } from 'zod';
import { defineCall } from './define-call.ts';
import type { CachePolicy } from './define-call.ts';
import {
  dateString,
  epochMs,
  idString,
  listOf,
  matchItem,
  optionalUrl,
  paged,
  pagingShape,
  rateString,
  ttl60,
} from './common.ts';

const SPEC = '§7 News/soccer';

/**
 * Every news call lives under this prefix; outside development the client prefixes it with the news
 * domain kept in local storage (spec §7 "News/soccer").
 */
export const NEWS_PATH_PREFIX = '/api/site/game/newsoccer/';

/** Whether a path is a news call that takes the news-domain prefix. */
export function isNewsPath(path: string): boolean {
  return path.startsWith(NEWS_PATH_PREFIX);
}

const expert = z.object({
  expertId: idString,
  name: z.string(),
  avatarUrl: optionalUrl,
  title: z.string(),
  hitRate: rateString,
  followers: z.number().int(),
});

const article = z.object({
  articleId: idString,
  title: z.string(),
  coverUrl: optionalUrl,
  columnId: idString,
  author: z.string(),
  publishedAt: epochMs,
  views: z.number().int(),
  summary: z.string(),
});

/** Builds an anonymous news call under NEWS_PATH_PREFIX (`news`, `soccer` or `info` module). */
function newsCall<I extends z.ZodType, O extends z.ZodType>(
  name: string,
  rest: `${'news' | 'soccer' | 'info'}/${string}`,
  input: I,
  output: O,
  summary: string,
  cache: CachePolicy = ttl60,
) {
  return defineCall({
    id: `news.${name}`,
    path: `${NEWS_PATH_PREFIX}${rest}`,
    method: 'POST',
    encoding: 'encrypted-json',
    auth: 'anonymous',
    cache,
    input,
    output,
    summary,
    spec: SPEC,
  });
}

/** News, soccer and expert-prediction calls (spec §7 "News/soccer"). */
export const newsCalls = {
  hotNews: newsCall(
    'hotNews',
    'news/hot/v1',
    z.object({ size: z.number().int().min(1).max(50) }).strict(),
    listOf(article),
    'Hot news.',
  ),
  matchList: newsCall(
    'matchList',
    'soccer/match/list/v1',
    z.object({ date: dateString, leagueId: idString.optional() }).strict(),
    listOf(matchItem),
    'Soccer matches of a day.',
  ),
  columns: newsCall(
    'columns',
    'info/column/list/v1',
    z.object({}).strict(),
    listOf(z.object({ columnId: idString, name: z.string(), sort: z.number().int() })),
    'News columns.',
  ),
  experts: newsCall(
    'experts',
    'info/expert/list/v1',
    z.object({ ...pagingShape }).strict(),
    paged(expert),
    'Prediction experts.',
  ),
  expertDetail: newsCall(
    'expertDetail',
    'info/expert/detail/v1',
    z.object({ expertId: idString }).strict(),
    expert.extend({ bio: z.string(), recentArticles: z.array(article) }),
    'One expert and recent predictions.',
  ),
  articles: newsCall(
    'articles',
    'news/article/list/v1',
    z.object({ ...pagingShape, columnId: idString.optional(), expertId: idString.optional() }).strict(),
    paged(article),
    'Articles by column or expert.',
  ),
  articleDetail: newsCall(
    'articleDetail',
    'news/article/detail/v1',
    z.object({ articleId: idString }).strict(),
    article.extend({ contentHtml: z.string(), matchIds: z.array(idString) }),
    'One article.',
  ),
  odds: newsCall(
    'odds',
    'soccer/odds/v1',
    z.object({ matchId: idString }).strict(),
    z.object({
      matchId: idString,
      list: z.array(
        z.object({
          company: z.string(),
          home: rateString,
          draw: rateString,
          away: rateString,
          updatedAt: epochMs,
        }),
      ),
    }),
    'Soccer odds by bookmaker.',
    { kind: 'none' },
  ),
} as const;

import { z } from 'zod';
import { defineCall } from './define-call.ts';
import type { CachePolicy } from './define-call.ts';
import {
  dateString,
  epochMs,
  idString,
  listOf,
  noCache,
  paged,
  pagingShape,
  rateString,
  ttl60,
  urlString,
} from './common.ts';
import { liveItem } from './live.ts';

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

/**
 * A news image address: empty, a path on the news server (the client puts the news domain in front,
 * spec §7), or an absolute URL.
 */
const newsAddress = z.union([
  z.literal(''),
  z
    .string()
    .max(2048)
    .regex(/^\/(?![/\\])\S*$/),
  urlString,
]);

/** How many of an expert's latest settled predictions the hit rate and ranking use (design). */
export const EXPERT_RECENT_N = 20;

/**
 * A prediction expert. `hitRate` is hits / settled over the latest {@link EXPERT_RECENT_N} settled
 * predictions as a decimal 0–1 (`'0'` with none), `streak` the current run (positive hits, negative
 * misses), `record` the latest outcomes newest first — all computed from settled results.
 */
const expert = z.object({
  expertId: idString,
  name: z.string(),
  avatarUrl: newsAddress,
  title: z.string(),
  hitRate: rateString,
  followers: z.number().int(),
  settled: z.number().int().nonnegative(),
  hits: z.number().int().nonnegative(),
  streak: z.number().int(),
  record: z.array(z.enum(['hit', 'miss'])).max(EXPERT_RECENT_N),
  pending: z.number().int().nonnegative(),
});

/** One expert prediction on a match's full-time result; a locked premium pick has `pick: null`. */
export const predictionItem = z.object({
  predictionId: idString,
  expertId: idString,
  expertName: z.string(),
  matchId: idString,
  leagueName: z.string(),
  homeName: z.string(),
  visitName: z.string(),
  kickoffAt: epochMs,
  createdAt: epochMs,
  market: z.string(),
  pick: z.enum(['home', 'draw', 'visit']).nullable(),
  pickName: z.string(),
  odds: z.union([rateString, z.literal('')]),
  analysis: z.string(),
  premium: z.boolean(),
  /** Price of a premium pick in gold coins (0 for a free one). */
  price: z.number().int().nonnegative(),
  unlocked: z.boolean(),
  status: z.enum(['pending', 'hit', 'miss', 'void']),
  finalScore: z.string().nullable(),
});

const article = z.object({
  articleId: idString,
  title: z.string(),
  coverUrl: newsAddress,
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
    z.object({
      list: z.array(liveItem),
      leagues: z.array(
        z.object({
          leagueId: idString,
          name: z.string(),
          total: z.number().int().nonnegative(),
          live: z.number().int().nonnegative(),
          ended: z.number().int().nonnegative(),
          goals: z.number().int().nonnegative(),
        }),
      ),
    }),
    'Football matches of a day (the live schedule, one source of truth) with per-league summaries.',
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
    noCache, // records change when a match settles: never served from the 60 s cache
  ),
  expertDetail: newsCall(
    'expertDetail',
    'info/expert/detail/v1',
    z.object({ expertId: idString }).strict(),
    expert.extend({ bio: z.string(), recentArticles: z.array(article) }),
    'One expert and recent predictions.',
    noCache, // records change when a match settles: never served from the 60 s cache
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

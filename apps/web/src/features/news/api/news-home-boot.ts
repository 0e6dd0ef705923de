import type { CallOutput, catalogue } from '@arena/protocol';
import { bootAnswer } from '@/lib/gateway/boot-data.ts';

type NewsCalls = (typeof catalogue)['news'];
export type HotNewsAnswer = CallOutput<NewsCalls['hotNews']>;
export type ColumnsAnswer = CallOutput<NewsCalls['columns']>;
export type ArticlesAnswer = CallOutput<NewsCalls['articles']>;
export type ArticleItem = HotNewsAnswer['list'][number];
export type ColumnItem = ColumnsAnswer['list'][number];

/*
 * The news home's first calls and how its first paint reads the answers that came with the page
 * (docs/news.md "Data with the page"). No gateway, query library or zod here: the news home's own
 * chunk imports it and paints before that code is fetched.
 */

/** Hot articles on the news home: the lead with its cover and five rows. */
export const NEWS_HOME_HOT = 6;

/** Articles a list reads at once. */
export const ARTICLES_PAGE = 20;

/** The catalogue ids of those calls (the page's answers are keyed by them; a test checks them). */
export const newsHomeCalls = {
  hot: 'news.hotNews',
  columns: 'news.columns',
  articles: 'news.articles',
} as const;

/**
 * The inputs of the news home's first calls, exactly as its queries send them: the page's answers
 * (apps/server/src/plugins/boot-data.ts `NEWS_HOME_BOOT_CALLS`) are matched by them.
 */
export const newsHomeInputs = {
  hot: { size: NEWS_HOME_HOT },
  columns: {},
  articles: { page: 1, size: ARTICLES_PAGE },
} as const;

/** What the first paint takes from the page: each part absent when the page has no usable answer. */
export interface NewsHomeBoot {
  hot?: readonly ArticleItem[];
  columns?: readonly ColumnItem[];
  /** The first articles of the 全部 tab (the page carries a few; the query reads the whole page). */
  articles?: readonly ArticleItem[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * A cover address as the calls' schema allows it: none, a path on the news server, or an http(s) URL
 * (packages/protocol news `newsAddress`): the first paint draws no cover the query's schema would refuse.
 */
const isCoverAddress = (v: unknown): boolean =>
  typeof v === 'string' &&
  v.length <= 2048 &&
  (v === '' || /^\/(?![/\\])\S*$/.test(v) || /^https?:\/\/[^\s/]+\S*$/i.test(v));

/** The fields the lists draw, with their types; the server checked the whole answer by its schema. */
const isArticle = (v: unknown): v is ArticleItem =>
  isObject(v) &&
  typeof v.articleId === 'string' &&
  typeof v.title === 'string' &&
  isCoverAddress(v.coverUrl) &&
  typeof v.author === 'string' &&
  typeof v.publishedAt === 'number' &&
  typeof v.views === 'number';

const isColumn = (v: unknown): v is ColumnItem =>
  isObject(v) && typeof v.columnId === 'string' && typeof v.name === 'string';

/** The `list` of the page's answer to a call with this input, when every row has the expected shape. */
function pageList<T>(
  callId: string,
  input: unknown,
  isRow: (v: unknown) => v is T,
): readonly T[] | undefined {
  const data = bootAnswer(callId, input)?.data;
  if (!isObject(data) || !Array.isArray(data.list)) return undefined;
  const list: unknown[] = data.list;
  return list.every(isRow) ? list : undefined;
}

/**
 * The news home's first screen as the page brought it. A part whose answer is missing or not of the
 * expected shape is left out: the screen shows its placeholder there and the query loads it.
 */
export function readNewsHomeBoot(): NewsHomeBoot {
  return {
    hot: pageList(newsHomeCalls.hot, newsHomeInputs.hot, isArticle),
    columns: pageList(newsHomeCalls.columns, newsHomeInputs.columns, isColumn),
    articles: pageList(newsHomeCalls.articles, newsHomeInputs.articles, isArticle),
  };
}

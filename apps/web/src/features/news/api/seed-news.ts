import type { QueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { seedFromBoot } from '@/lib/boot-seed.ts';
import { hotNewsQuery } from '@/lib/news-hot.ts';
import { ARTICLES_PAGE, articlesQuery } from './get-articles.ts';
import { columnsQuery } from './get-columns.ts';

/** Hot articles on the news home: the lead with its cover and five rows. */
export const NEWS_HOME_HOT = 6;

/**
 * The inputs of the news home's first calls, exactly as its queries send them: the page's answers
 * (apps/server/src/plugins/boot-data.ts `NEWS_HOME_BOOT_CALLS`) are matched by them.
 */
export const newsHomeInputs = {
  hot: { size: NEWS_HOME_HOT },
  columns: {},
  articles: { page: 1, size: ARTICLES_PAGE },
} as const;

const same = <T>(answer: T) => answer;
let seeded = false;

/**
 * Seeds the news home's queries from the page once per page load, before the screen first renders: hot
 * news, the columns and the newest articles of the 全部 tab (the page carries the first few; the query
 * reads the whole page once mounted, as it does for the others).
 */
export function seedNewsQueries(client: QueryClient): void {
  if (seeded) return;
  seeded = true;
  const { news } = catalogue;
  seedFromBoot(client, hotNewsQuery(NEWS_HOME_HOT).queryKey, news.hotNews, newsHomeInputs.hot, same);
  seedFromBoot(client, columnsQuery().queryKey, news.columns, newsHomeInputs.columns, same);
  seedFromBoot(client, articlesQuery({}).queryKey, news.articles, newsHomeInputs.articles, same);
}

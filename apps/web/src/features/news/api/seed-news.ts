import type { QueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { seedFromBoot } from '@/lib/boot-seed.ts';
import { hotNewsQuery } from '@/lib/news-hot.ts';
import { articlesQuery } from './get-articles.ts';
import { columnsQuery } from './get-columns.ts';
import { NEWS_HOME_HOT, newsHomeInputs } from './news-home-boot.ts';

const same = <T>(answer: T) => answer;
let seeded = false;

/**
 * Seeds the news home's queries from the page once per page load, before their part of the screen
 * first renders (the first paint drew the same answers without them, news-home-boot.ts): hot news, the
 * columns and the newest articles of the 全部 tab (the page carries the first few; the query reads the
 * whole page once mounted, as it does for the others). Each answer is checked by its call's schema.
 */
export function seedNewsQueries(client: QueryClient): void {
  if (seeded) return;
  seeded = true;
  const { news } = catalogue;
  seedFromBoot(client, hotNewsQuery(NEWS_HOME_HOT).queryKey, news.hotNews, newsHomeInputs.hot, same);
  seedFromBoot(client, columnsQuery().queryKey, news.columns, newsHomeInputs.columns, same);
  seedFromBoot(client, articlesQuery({}).queryKey, news.articles, newsHomeInputs.articles, same);
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { hotNewsQuery } from '@/lib/news-hot.ts';
import { articlesQuery } from './get-articles.ts';
import { columnsQuery } from './get-columns.ts';
import { NEWS_HOME_HOT, newsHomeInputs } from './news-home-boot.ts';

const sent: { id: string; input: unknown }[] = [];
vi.mock('@/lib/gateway/gateway-client.ts', () => ({
  callGateway: (call: { id: string }, input: unknown) => {
    sent.push({ id: call.id, input });
    return new Promise(() => undefined);
  },
}));

const article = (i: number) => ({
  articleId: `a${i}`,
  title: `标题 ${i}`,
  coverUrl: `/news/cover/${i}-ball.png`,
  columnId: 'c1',
  author: '记者',
  publishedAt: 1_790_000_000_000 + i,
  views: 10 * i,
  summary: '摘要',
});

/** The page's data block with the news home's answers, as the server writes it (plugins/boot-data.ts). */
function pageBlock(answers: Record<string, { input: unknown; data: unknown }>, at = Date.now() - 2_000) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-data';
  block.textContent = JSON.stringify({ at, answers });
  document.head.append(block);
}

// spec §7 News/soccer (hot news, columns, articles): the news home's first screen is drawn from the
// answers that came with the page, each under its own query's key, and read again once mounted.
describe('the news home seeded from the page', () => {
  afterEach(() => {
    document.getElementById('boot-data')?.remove();
    sent.length = 0;
    vi.resetModules();
  });

  it('seeds hot news, columns and the first articles under their query keys, marked for a refresh', async () => {
    const { seedNewsQueries } = await import('./seed-news.ts');
    const hot = { list: [1, 2, 3, 4, 5, 6].map(article) };
    const columns = { list: [{ columnId: 'c1', name: '英超', sort: 1 }] };
    const articles = { list: [7, 8, 9, 10].map(article), total: 132, page: 1, size: 20 };
    pageBlock({
      [catalogue.news.hotNews.id]: { input: newsHomeInputs.hot, data: hot },
      [catalogue.news.columns.id]: { input: newsHomeInputs.columns, data: columns },
      [catalogue.news.articles.id]: { input: newsHomeInputs.articles, data: articles },
    });
    const client = new QueryClient();
    seedNewsQueries(client);
    const keys = [hotNewsQuery(NEWS_HOME_HOT).queryKey, columnsQuery().queryKey, articlesQuery({}).queryKey];
    expect(keys.map((k) => client.getQueryData(k))).toEqual([hot, columns, articles]);
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    // Once per page load: a later answer in the cache is never replaced by the page's.
    client.setQueryData(columnsQuery().queryKey, { list: [] });
    seedNewsQueries(client);
    expect(client.getQueryData(columnsQuery().queryKey)).toEqual({ list: [] });
  });

  it('takes only answers made with the inputs its queries send, and valid by the call schema', async () => {
    const { seedNewsQueries } = await import('./seed-news.ts');
    // The inputs the page's answers are matched by are the ones the queries send to the gateway.
    const client = new QueryClient();
    const send = (options: { queryFn?: unknown }) =>
      void (options.queryFn as (ctx: { signal: AbortSignal }) => unknown)({
        signal: new AbortController().signal,
      });
    send(hotNewsQuery(NEWS_HOME_HOT));
    send(columnsQuery());
    send(articlesQuery({}));
    expect(sent).toEqual([
      { id: catalogue.news.hotNews.id, input: newsHomeInputs.hot },
      { id: catalogue.news.columns.id, input: newsHomeInputs.columns },
      { id: catalogue.news.articles.id, input: newsHomeInputs.articles },
    ]);
    pageBlock({
      // Made for another size: not the news home's query.
      [catalogue.news.hotNews.id]: { input: { size: 5 }, data: { list: [article(1)] } },
      // Outside the call's schema (a cover that is no address): refused.
      [catalogue.news.articles.id]: {
        input: newsHomeInputs.articles,
        data: { list: [{ ...article(1), coverUrl: 'javascript:alert(1)' }], total: 1, page: 1, size: 20 },
      },
    });
    seedNewsQueries(client);
    expect(client.getQueryData(hotNewsQuery(NEWS_HOME_HOT).queryKey)).toBeUndefined();
    expect(client.getQueryData(articlesQuery({}).queryKey)).toBeUndefined();
    expect(client.getQueryData(columnsQuery().queryKey)).toBeUndefined();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '@arena/protocol';
import { NEWS_HOME_HOT, newsHomeCalls, newsHomeInputs } from './news-home-boot.ts';

const article = (i: number) => ({
  articleId: `a${i}`,
  title: `标题 ${i}`,
  coverUrl: `/news/cover/${i}-0.png`,
  columnId: 'c1',
  author: '记者',
  publishedAt: 1_790_000_000_000 + i,
  views: 10 * i,
  summary: '摘要',
});

/** The page's data block, as the server writes it (apps/server/src/plugins/boot-data.ts). */
function pageBlock(answers: Record<string, { input: unknown; data: unknown }>) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-data';
  block.textContent = JSON.stringify({ at: Date.now() - 1_000, answers });
  document.head.append(block);
}

/** A fresh module each time: the page's block is read once per page load. */
const read = async () => (await import('./news-home-boot.ts')).readNewsHomeBoot();

// spec §7 News/soccer (hot news, columns, articles): the news home's first paint reads the answers that
// came with the page, without the call catalogue, and draws only what has the shape its lists need.
describe("the news home's first screen from the page", () => {
  afterEach(() => {
    document.getElementById('boot-data')?.remove();
    vi.resetModules();
  });

  it('names the calls by their catalogue ids', () => {
    expect(newsHomeCalls).toEqual({
      hot: catalogue.news.hotNews.id,
      columns: catalogue.news.columns.id,
      articles: catalogue.news.articles.id,
    });
    expect(newsHomeInputs.hot).toEqual({ size: NEWS_HOME_HOT });
  });

  it('reads hot news, the columns and the first articles the page brought', async () => {
    const hot = [1, 2, 3, 4, 5, 6].map(article);
    pageBlock({
      [newsHomeCalls.hot]: { input: newsHomeInputs.hot, data: { list: hot } },
      [newsHomeCalls.columns]: {
        input: newsHomeInputs.columns,
        data: { list: [{ columnId: 'c1', name: '英超', sort: 1 }] },
      },
      [newsHomeCalls.articles]: {
        input: newsHomeInputs.articles,
        data: { list: [7, 8].map(article), total: 132, page: 1, size: 20 },
      },
    });
    const boot = await read();
    expect(boot.hot?.map((a) => a.title)).toEqual(hot.map((a) => a.title));
    expect(boot.columns?.map((c) => c.name)).toEqual(['英超']);
    expect(boot.articles?.map((a) => a.articleId)).toEqual(['a7', 'a8']);
  });

  it('leaves out a part made for other inputs, of another shape, or with a cover no schema allows', async () => {
    pageBlock({
      // Another size: not the news home's hot-news call.
      [newsHomeCalls.hot]: { input: { size: 5 }, data: { list: [article(1)] } },
      // A row without its title.
      [newsHomeCalls.columns]: { input: newsHomeInputs.columns, data: { list: [{ columnId: 'c1' }] } },
      [newsHomeCalls.articles]: {
        input: newsHomeInputs.articles,
        data: { list: [article(2), { ...article(3), coverUrl: 'javascript:alert(1)' }], total: 2 },
      },
    });
    expect(await read()).toEqual({ hot: undefined, columns: undefined, articles: undefined });
  });

  it('takes covers on the news server, absolute http(s) covers and none, but no protocol-relative one', async () => {
    const covers = ['', '/news/cover/1-0.png', 'https://cdn.example/c.png'];
    pageBlock({
      [newsHomeCalls.hot]: {
        input: newsHomeInputs.hot,
        data: { list: covers.map((coverUrl, i) => ({ ...article(i), coverUrl })) },
      },
      [newsHomeCalls.articles]: {
        input: newsHomeInputs.articles,
        data: { list: [{ ...article(9), coverUrl: '//evil.example/c.png' }] },
      },
    });
    const boot = await read();
    expect(boot.hot?.map((a) => a.coverUrl)).toEqual(covers);
    expect(boot.articles).toBeUndefined();
  });

  it('reads nothing from a page without the block', async () => {
    expect(await read()).toEqual({ hot: undefined, columns: undefined, articles: undefined });
  });
});

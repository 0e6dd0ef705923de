import type { UseQueryResult } from '@tanstack/react-query';
import { useArticles } from '../api/get-articles.ts';
import { useColumns } from '../api/get-columns.ts';
import { useHotNews } from '../api/get-hot-news.ts';
import { NEWS_HOME_HOT, type ArticleItem } from '../api/news-home-boot.ts';
import { ALL_COLUMNS, NewsHomeSections, useChosenColumn, type Part } from './news-home-sections.tsx';

/**
 * A query as a part of the screen. Rows it has stay shown when a refresh fails (the page's answers
 * seeded it, and a failed re-read must not take the screen back); the failure shows only without rows.
 */
function partOf(query: UseQueryResult<{ list: ArticleItem[] }>): Part {
  if (query.data) return { rows: query.data.list };
  if (query.isError) return { retry: () => void query.refetch() };
  return 'loading';
}

/** The news home's sections once the gateway is in: its queries, seeded from the page, read again. */
export function NewsHomeLive() {
  const hot = useHotNews(NEWS_HOME_HOT);
  const columns = useColumns();
  const list = columns.data?.list ?? [];
  const { selected, choose } = useChosenColumn(list);
  const articles = useArticles(selected === ALL_COLUMNS ? {} : { columnId: selected });
  return (
    <NewsHomeSections
      hot={partOf(hot)}
      columns={list}
      selected={selected}
      onSelect={choose}
      articles={partOf(articles)}
    />
  );
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { ARTICLES_PAGE } from './news-home-boot.ts';

/** Articles of a column or an expert (spec §7 "articles"). */
export const articlesQuery = (filter: { columnId?: string; expertId?: string }, size = ARTICLES_PAGE) =>
  queryOptions({
    queryKey: ['news', 'articles', filter, size] as const,
    queryFn: ({ signal }) => callGateway(catalogue.news.articles, { page: 1, size, ...filter }, { signal }),
    staleTime: 60_000,
  });

export const useArticles = (filter: { columnId?: string; expertId?: string }, enabled = true) =>
  useQuery({ ...articlesQuery(filter), enabled });

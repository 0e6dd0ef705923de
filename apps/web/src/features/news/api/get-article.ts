import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** One article with its body (spec §7 "articles"). */
export const articleQuery = (articleId: string) =>
  queryOptions({
    queryKey: ['news', 'articleDetail', articleId] as const,
    queryFn: ({ signal }) =>
      callGateway(catalogue.news.articleDetail, { articleId }, { signal, quiet: true }),
    retry: false,
  });

export const useArticle = (articleId: string) => useQuery(articleQuery(articleId));

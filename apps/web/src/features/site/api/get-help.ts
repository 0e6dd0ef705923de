import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** site.helpCategoryList: the help centre's categories. */
export const helpCategoriesQuery = () =>
  queryOptions({
    queryKey: ['site', 'helpCategories'] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.site.helpCategoryList, {}, { signal, quiet: true })).list,
    staleTime: 5 * 60_000,
  });

/** site.helpInfoGet: the articles of one help category. */
export const helpArticlesQuery = (categoryId: string) =>
  queryOptions({
    queryKey: ['site', 'helpArticles', categoryId] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.site.helpInfoGet, { categoryId }, { signal, quiet: true })).list,
    staleTime: 60_000,
  });

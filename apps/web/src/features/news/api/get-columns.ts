import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** News columns (spec §7 "columns"). */
export const columnsQuery = () =>
  queryOptions({
    queryKey: ['news', 'columns'] as const,
    queryFn: ({ signal }) => callGateway(catalogue.news.columns, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export const useColumns = () => useQuery(columnsQuery());

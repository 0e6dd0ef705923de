import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** One expert: record, bio and recent articles (spec §7 "experts"). */
export const expertQuery = (expertId: string) =>
  queryOptions({
    queryKey: ['news', 'expertDetail', expertId] as const,
    queryFn: ({ signal }) => callGateway(catalogue.news.expertDetail, { expertId }, { signal, quiet: true }),
    staleTime: 0,
    retry: false,
  });

export const useExpert = (expertId: string) => useQuery(expertQuery(expertId));

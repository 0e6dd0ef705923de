import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import type { DealTypeFilter } from '../records-filter.ts';
import { walletKeys } from './wallet-keys.ts';

/** Records per page (design). */
export const RECORDS_PAGE_SIZE = 20;

/** Deal records of a type and date range, page by page (spec §7 "deal records"). */
export const dealRecordsQuery = (f: { type: DealTypeFilter | null; startDate: string; endDate: string }) =>
  infiniteQueryOptions({
    queryKey: [...walletKeys.records, 'deal', f.type, f.startDate, f.endDate],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callGateway(
        catalogue.finance.dealRecords,
        {
          page: pageParam,
          size: RECORDS_PAGE_SIZE,
          startDate: f.startDate,
          endDate: f.endDate,
          ...(f.type ? { type: f.type } : {}),
        },
        { signal },
      ),
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export const useDealRecords = (
  f: { type: DealTypeFilter | null; startDate: string; endDate: string },
  enabled: boolean,
) => useInfiniteQuery({ ...dealRecordsQuery(f), enabled });

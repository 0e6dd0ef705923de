import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { RECORDS_PAGE_SIZE } from './get-deal-records.ts';
import { walletKeys } from './wallet-keys.ts';

/** Daily settlement records of a date range, page by page (spec §7 "settlement records"). */
export const settlementRecordsQuery = (f: { startDate: string; endDate: string }) =>
  infiniteQueryOptions({
    queryKey: [...walletKeys.records, 'settlement', f.startDate, f.endDate],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callGateway(
        catalogue.finance.settlementRecords,
        { page: pageParam, size: RECORDS_PAGE_SIZE, startDate: f.startDate, endDate: f.endDate },
        { signal },
      ),
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
  });

export const useSettlementRecords = (f: { startDate: string; endDate: string }, enabled: boolean) =>
  useInfiniteQuery({ ...settlementRecordsQuery(f), enabled });

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { MONEY_KEY } from '@/lib/money-queries.ts';

/**
 * member.rewardRecords: every reward paid to the member, with its source (`act:<id>` for activities).
 * Shown by the welfare centre and by "my activity records", so its one query lives here, under the money
 * key: every claim or settled deposit refreshes both.
 */
export const rewardRecordsQuery = () =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'rewards', 'records'] as const,
    queryFn: ({ signal }) => callGateway(catalogue.member.rewardRecords, {}, { signal }),
  });

/** Activity rewards per page of "my activity records". */
export const ACTIVITY_RECORDS_PAGE = 20;

/**
 * The same call for the activities only (`kind: 'activity'`), newest first, a page at a time: each
 * page asks for the rewards older than the last one shown (keyset). Its key sits under the one above,
 * so a claim or settled deposit refreshes both.
 */
export const activityRecordsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...MONEY_KEY, 'rewards', 'records', 'activity'] as const,
    queryFn: ({ pageParam, signal }) =>
      callGateway(
        catalogue.member.rewardRecords,
        {
          kind: 'activity',
          size: ACTIVITY_RECORDS_PAGE,
          ...(pageParam === null ? {} : { beforeId: pageParam }),
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBeforeId ?? undefined,
  });

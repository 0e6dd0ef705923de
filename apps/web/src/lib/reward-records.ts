import { queryOptions } from '@tanstack/react-query';
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { rewardsKeys } from './rewards-keys.ts';

/** member.monthDividend / weekDividend: dividends of past periods. */
export const dividendsQuery = (kind: 'month' | 'week') =>
  queryOptions({
    queryKey: rewardsKeys.dividend(kind),
    queryFn: ({ signal }) =>
      callGateway(
        kind === 'month' ? catalogue.member.monthDividend : catalogue.member.weekDividend,
        {},
        { signal },
      ),
  });

export const useDividends = (kind: 'month' | 'week') => useQuery(dividendsQuery(kind));

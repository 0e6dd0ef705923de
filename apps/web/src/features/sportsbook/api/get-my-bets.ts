import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { MONEY_KEY } from '@/lib/money-queries.ts';

/** The member's open or settled bets; under the money key, so every money change reads them again. */
export const myBetsQuery = (status: 'open' | 'settled') =>
  queryOptions({
    queryKey: [...MONEY_KEY, 'sportsbook', 'myBets', status] as const,
    queryFn: ({ signal }) => callGateway(catalogue.sportsbook.myBets, { status }, { signal }),
    refetchInterval: 5_000,
  });

export const useMyBets = (status: 'open' | 'settled', enabled = true) =>
  useQuery({ ...myBetsQuery(status), enabled });

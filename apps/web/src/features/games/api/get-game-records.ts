import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue, type CallInput } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

export type GameRecordsFilter = CallInput<typeof catalogue.games.gameRecords>;

/** One page of the member's game records with the totals of the filtered range. */
export const gameRecordsQuery = (filter: GameRecordsFilter) =>
  queryOptions({
    queryKey: ['games', 'records', filter] as const,
    queryFn: ({ signal }) => callGateway(catalogue.games.gameRecords, filter, { signal }),
    placeholderData: keepPreviousData,
  });

export function useGameRecords(filter: GameRecordsFilter) {
  return useQuery(gameRecordsQuery(filter));
}

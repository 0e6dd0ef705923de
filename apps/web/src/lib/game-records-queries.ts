import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { catalogue, type CallInput } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

export type GameRecordsFilter = CallInput<typeof catalogue.games.gameRecords>;

/**
 * games.gameRecords (spec §7 "game records list"): one page of the member's game records with the
 * totals of the filtered range. Read by the records screen and by the chat's 晒单 round picker.
 */
export const gameRecordsQuery = (filter: GameRecordsFilter) =>
  queryOptions({
    queryKey: ['games', 'records', filter] as const,
    queryFn: ({ signal }) => callGateway(catalogue.games.gameRecords, filter, { signal }),
    placeholderData: keepPreviousData,
  });

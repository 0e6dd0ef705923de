import { useQuery } from '@tanstack/react-query';
import { gameRecordsQuery, type GameRecordsFilter } from '@/lib/game-records-queries.ts';

/** One page of the member's game records with the totals of the filtered range. */
export function useGameRecords(filter: GameRecordsFilter) {
  return useQuery(gameRecordsQuery(filter));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameRecordsQuery } from '@/lib/game-records-queries.ts';

/** How far back the 晒单 picker lists rounds, and how many (docs/chat.md "Shared orders"). */
export const ORDER_ROUND_DAYS = 7;
export const ORDER_ROUND_COUNT = 10;

/** A calendar day in China time (UTC+8), the records' settlement zone. */
const chinaDay = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 10);

/** The member's latest game rounds (spec §7 "game records list"), newest first, for sharing in chat. */
export const orderRoundsQuery = (now: number) =>
  queryOptions({
    ...gameRecordsQuery({
      page: 1,
      size: ORDER_ROUND_COUNT,
      startDate: chinaDay(now - (ORDER_ROUND_DAYS - 1) * 86_400_000),
      endDate: chinaDay(now),
    }),
    select: (page) => page.list,
    staleTime: 0,
  });

export const useOrderRounds = (now: number) => useQuery(orderRoundsQuery(now));

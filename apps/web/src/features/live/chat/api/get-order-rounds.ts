import { queryOptions, useQuery } from '@tanstack/react-query';
import { DAY_MS, siteDay } from '@arena/domain';
import { gameRecordsQuery } from '@/lib/game-records-queries.ts';

/** How far back the 晒单 picker lists rounds, and how many (docs/chat.md "Shared orders"). */
export const ORDER_ROUND_DAYS = 7;
export const ORDER_ROUND_COUNT = 10;

/** The member's latest game rounds (spec §7 "game records list"), newest first, for sharing in chat. */
export const orderRoundsQuery = (now: number) =>
  queryOptions({
    ...gameRecordsQuery({
      page: 1,
      size: ORDER_ROUND_COUNT,
      startDate: siteDay(now - (ORDER_ROUND_DAYS - 1) * DAY_MS),
      endDate: siteDay(now),
    }),
    select: (page) => page.list,
    staleTime: 0,
  });

export const useOrderRounds = (now: number) => useQuery(orderRoundsQuery(now));

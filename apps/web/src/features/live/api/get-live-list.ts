import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** One row of the live list (spec §3 match/anchor item plus phase, clock and main odds). */
export type LiveItem = z.output<typeof catalogue.live.popularList.output>['list'][number];
/** `hot` is every sport together: the popular list itself (spec §3 sports plus the whole list). */
export type LiveSport = 'hot' | 'football' | 'basketball' | 'esports' | 'anchor';
export type LiveTab = 'ANIMATION' | 'LIVE' | 'ANCHOR';

/**
 * The whole list is read again every 15 s (order, new and finished matches); what moves in between
 * (scores, clocks, odds) comes every second from the ticks call (get-live-ticks.ts, docs/live.md).
 */
export const LIST_POLL_MS = 15_000;

/**
 * The 200-item list of a sports tab and live tab (spec §3, §9: page 1, size 200). The anchor sport and
 * the ANCHOR tab read the streamer rooms (anchorList); the others the popular matches. Polls are
 * `quiet`: a failed beat shows the list's own "reconnecting" line, not a toast per second.
 */
export const liveListQuery = (sport: LiveSport, tab: LiveTab) =>
  queryOptions({
    queryKey: ['live', 'list', sport, tab] as const,
    queryFn: async ({ signal }) => {
      const opts = { signal, quiet: true };
      const page = { page: 1, size: 200 } as const;
      if (sport === 'anchor') return callGateway(catalogue.live.anchorList, { ...page, sport }, opts);
      const bySport = sport === 'hot' ? {} : { sport };
      if (tab === 'ANCHOR') return callGateway(catalogue.live.anchorList, { ...page, ...bySport }, opts);
      return callGateway(catalogue.live.popularList, { ...page, ...bySport, tab }, opts);
    },
    refetchInterval: LIST_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });

export function useLiveList(sport: LiveSport, tab: LiveTab) {
  return useQuery(liveListQuery(sport, tab));
}

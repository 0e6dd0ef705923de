import { useRef } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { liveListQuery, type LiveItem, type LiveSport, type LiveTab } from './get-live-list.ts';

type LiveTick = z.output<typeof catalogue.live.popularTicks.output>['list'][number];

/** Scores, clocks and odds are asked for every second while the list is shown. */
export const TICK_POLL_MS = 1_000;
/** `since` is moved back by this much, so a change made while an answer travelled is not missed. */
const SINCE_MARGIN_MS = 2_000;

const sameOdds = (a: LiveItem['odds'], b: LiveTick['odds']) =>
  a.length === b.length && a.every((o, i) => o.odds === b[i]?.odds && o.selectionId === b[i]?.selectionId);

const moved = (item: LiveItem, tick: LiveTick) =>
  item.homeScore !== tick.homeScore ||
  item.visitScore !== tick.visitScore ||
  item.clock !== tick.clock ||
  item.phase !== tick.phase ||
  item.isStart !== tick.isStart ||
  item.anchorStatus !== tick.anchorStatus ||
  !sameOdds(item.odds, tick.odds);

/**
 * Writes the ticks into the cached list: only the rows that moved become new objects, so the memoised
 * rows of everything else do not render again.
 */
export function mergeTicks(client: QueryClient, sport: LiveSport, tab: LiveTab, ticks: readonly LiveTick[]) {
  if (ticks.length === 0) return;
  const byId = new Map(ticks.map((t) => [t.matchId, t]));
  client.setQueryData(liveListQuery(sport, tab).queryKey, (page) => {
    if (!page) return page;
    let changed = false;
    const list = page.list.map((item) => {
      const tick = byId.get(item.matchId);
      if (!tick || !moved(item, tick)) return item;
      changed = true;
      return { ...item, ...tick };
    });
    return changed ? { ...page, list } : page;
  });
}

/**
 * The 1 Hz companion of the list: asks what moved since the last answer and pushes it into the list's
 * query cache (HOUSE-STYLE "realtime pushes write into the query cache"). Its `dataUpdatedAt` is the
 * list's heartbeat. Quiet: a failed beat shows the list's "reconnecting" line, not a toast a second.
 */
export function useLiveTicks(sport: LiveSport, tab: LiveTab, enabled: boolean) {
  const client = useQueryClient();
  const since = useRef(0);
  return useQuery({
    queryKey: ['live', 'ticks', sport, tab] as const,
    queryFn: async ({ signal }) => {
      const bySport = sport === 'hot' ? {} : { sport };
      const answer = await callGateway(
        catalogue.live.popularTicks,
        { ...bySport, tab, since: since.current },
        { signal, quiet: true },
      );
      since.current = Math.max(0, answer.serverTime - SINCE_MARGIN_MS);
      mergeTicks(client, sport, tab, answer.list);
      return answer.serverTime;
    },
    enabled,
    refetchInterval: TICK_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { homeInputs, hotOf } from './home-answers.ts';

/** Scores on home move with the server: the list is read again this often while home is open. */
export const HOT_POLL_MS = 10_000;

/**
 * The matches being played now, in the popular list's own order (spec §7 "popular live lists", §9 page
 * 1 size 200): the list call the live tab uses, cut to the first few matches in play (`hotOf`).
 */
export const hotMatchesQuery = () =>
  queryOptions({
    queryKey: ['home', 'hotMatches'] as const,
    queryFn: async ({ signal }) =>
      hotOf(await callGateway(catalogue.live.popularList, homeInputs.popular, { signal, quiet: true })),
    refetchInterval: HOT_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

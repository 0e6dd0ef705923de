import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/**
 * site.perInfoV5Get (spec §7): the site's id, series, wallet type and flags. One key for every feature
 * that reads it (the wallet's settlement unit, the chat's site filter); each picks its part with
 * `select`. Quiet: the start-up per-info call of the gateway wiring already surfaces the site's
 * failures, and each screen shows its own loading and error states.
 */
export const siteInfoQuery = () =>
  queryOptions({
    queryKey: ['site', 'perInfo'] as const,
    queryFn: ({ signal }) => callGateway(catalogue.site.perInfoV5Get, {}, { signal, quiet: true }),
    staleTime: 60_000,
  });

/**
 * site.specialNoticeGet: the special notices of the home and room marquees (spec §7 "special notice";
 * the timing rules of §4 apply on render). Quiet: a marquee that failed simply shows nothing.
 */
export const siteNoticesQuery = () =>
  queryOptions({
    queryKey: ['site', 'notices'] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.site.specialNoticeGet, {}, { signal, quiet: true })).list,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** A page that has pop-ups of its own (site.popupConfigGet). */
export type PopupPage = 'home' | 'live' | 'activity' | 'wallet';

/** One pop-up as the server answers it. */
export type SitePopup = z.infer<typeof catalogue.site.popupConfigGet.output>['list'][number];

/** site.popupConfigGet: the pop-ups of one page. Quiet: a pop-up that failed to load simply is not shown. */
export const popupsQuery = (page: PopupPage) =>
  queryOptions({
    queryKey: ['site', 'popups', page] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.site.popupConfigGet, { page }, { signal, quiet: true })).list,
    staleTime: 5 * 60_000,
  });

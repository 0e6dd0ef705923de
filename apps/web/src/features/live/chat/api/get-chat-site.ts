import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** The site a chat viewer is on (spec §4 order-push site filter, §6 order-message site series). */
export interface ChatSite {
  siteId: number;
  siteSeries: string;
}

/** The site's id and series from the per-info call (spec §7), read once per page. */
export const chatSiteQuery = () =>
  queryOptions({
    queryKey: ['live', 'chat', 'site'] as const,
    queryFn: async ({ signal }): Promise<ChatSite> => {
      const info = await callGateway(catalogue.site.perInfoV5Get, {}, { signal, quiet: true });
      return { siteId: info.siteId, siteSeries: info.siteSeries };
    },
    staleTime: Infinity,
  });

/** The current site, or `null` until it answered (order pushes and order lines wait for it). */
export const useChatSite = (): ChatSite | null => useQuery(chatSiteQuery()).data ?? null;

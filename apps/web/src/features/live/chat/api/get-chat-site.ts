import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfoQuery } from '@/lib/site-queries.ts';

/** The site a chat viewer is on (spec §4 order-push site filter, §6 order-message site series). */
export interface ChatSite {
  siteId: number;
  siteSeries: string;
}

/** The site's id and series from the shared per-info entry (spec §7). */
export const chatSiteQuery = () =>
  queryOptions({
    ...siteInfoQuery(),
    select: (info): ChatSite => ({ siteId: info.siteId, siteSeries: info.siteSeries }),
  });

/** The current site, or `null` until it answered (order pushes and order lines wait for it). */
export const useChatSite = (): ChatSite | null => useQuery(chatSiteQuery()).data ?? null;

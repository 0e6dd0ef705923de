import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** site.floatingIconList: the floating icons, left and right. Quiet: no icons is a fine answer. */
export const floatingIconsQuery = () =>
  queryOptions({
    queryKey: ['site', 'floatingIcons'] as const,
    queryFn: async ({ signal }) =>
      (await callGateway(catalogue.site.floatingIconList, {}, { signal, quiet: true })).list,
    staleTime: 5 * 60_000,
  });

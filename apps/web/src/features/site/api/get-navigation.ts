import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { siteDevice } from '../lib/site-device.ts';

/** site.navigationList: the navigation entries of this device, in the server's order. */
export const navigationQuery = () =>
  queryOptions({
    queryKey: ['site', 'navigation', siteDevice()] as const,
    queryFn: async ({ queryKey, signal }) =>
      (await callGateway(catalogue.site.navigationList, { device: queryKey[2] }, { signal, quiet: true }))
        .list,
    staleTime: 5 * 60_000,
  });

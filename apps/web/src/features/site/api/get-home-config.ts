import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { siteDevice } from '../lib/site-device.ts';

/** site.homeConfigQuery: which home modules show, in which order, for this device. */
export const homeConfigQuery = () =>
  queryOptions({
    queryKey: ['site', 'homeConfig', siteDevice()] as const,
    queryFn: async ({ queryKey, signal }) =>
      (await callGateway(catalogue.site.homeConfigQuery, { device: queryKey[2] }, { signal, quiet: true }))
        .list,
    staleTime: 5 * 60_000,
  });

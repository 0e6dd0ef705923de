import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { siteDevice } from '../lib/site-device.ts';

/** site.clientResourceConfigGet: the logo, favicon, app-download link and named assets of this device. */
export const clientResourcesQuery = () =>
  queryOptions({
    queryKey: ['site', 'clientResources', siteDevice()] as const,
    queryFn: ({ queryKey, signal }) =>
      callGateway(catalogue.site.clientResourceConfigGet, { device: queryKey[2] }, { signal, quiet: true }),
    staleTime: 10 * 60_000,
  });

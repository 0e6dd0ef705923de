import { queryOptions } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** The customer-service chat URL for /cs (spec §7 "customer service url"). */
export const csUrlQuery = () =>
  queryOptions({
    queryKey: ['site', 'csUrl'],
    queryFn: ({ signal }) =>
      callGateway(catalogue.site.customerServiceUrlGet, { scene: 'default' }, { signal }),
    // Read afresh on every visit, so an operator's switch of chat provider applies at once.
    staleTime: 0,
    gcTime: 0,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { responsibleKeys } from './responsible-keys.ts';

/** responsible.status: limits with pending raises, the reality-check setting, session and exclusion. */
export const responsibleStatusQuery = () =>
  queryOptions({
    queryKey: responsibleKeys.status,
    queryFn: ({ signal }) => callGateway(catalogue.responsible.status, {}, { signal }),
  });

export const useResponsibleStatus = () => useQuery(responsibleStatusQuery());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { responsibleKeys } from './responsible-keys.ts';

/** responsible.history: net position per day, week and month and the three-month statement. */
export const responsibleHistoryQuery = () =>
  queryOptions({
    queryKey: responsibleKeys.history,
    queryFn: ({ signal }) => callGateway(catalogue.responsible.history, {}, { signal }),
  });

export const useResponsibleHistory = () => useQuery(responsibleHistoryQuery());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

export const dormantCheck = (name: string) =>
  callGateway(catalogue.auth.dormantCheck, { name }, { quiet: true });

/** auth.dormantCheck: whether the name's member is dormant, with the masked phone and email for the code. */
export const dormantCheckQuery = (name: string) =>
  queryOptions({
    queryKey: ['dormant', name],
    queryFn: () => dormantCheck(name),
    enabled: name !== '',
    staleTime: 0,
  });

export const useDormantCheck = (name: string) => useQuery(dormantCheckQuery(name));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useSession } from '@/lib/session.ts';

/** An expert's predictions, newest first; the token shows the member's unlocked picks. */
export const predictionsQuery = (expertId: string, token: string | null) =>
  queryOptions({
    queryKey: ['news', 'predictions', expertId, token] as const,
    queryFn: ({ signal }) =>
      callGateway(catalogue.prediction.list, { page: 1, size: 30, expertId }, { signal }),
    staleTime: 0,
  });

export function usePredictions(expertId: string) {
  const token = useSession((s) => s.token);
  return useQuery(predictionsQuery(expertId, token));
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

export type ReportReason = 'spam' | 'abuse' | 'ads' | 'other';

const blockedKey = ['live', 'chat', 'blocked'] as const;

/** The members whose lines this member hides (stored with the member on the server). */
export const blockedQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: blockedKey,
    queryFn: async ({ signal }) =>
      new Set((await callGateway(catalogue.chat.blockList, {}, { signal, quiet: true })).blockedIds),
    staleTime: Infinity,
    enabled,
  });

export const useBlocked = (enabled: boolean) => useQuery(blockedQuery(enabled));

/** Block or unblock; the answer is the whole list, written straight into the cache. */
export function useSetBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { memberId: string; block: boolean }) => callGateway(catalogue.chat.block, input),
    onSuccess: (data) => client.setQueryData(blockedKey, new Set(data.blockedIds)),
  });
}

export function useReportLine() {
  return useMutation({
    mutationFn: (input: { chatRoomNo: string; messageId: string; reason: ReportReason }) =>
      callGateway(catalogue.chat.report, input),
  });
}

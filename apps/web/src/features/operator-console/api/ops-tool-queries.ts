import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsApplication, OpsResponsibleView } from '@arena/protocol';
import { opsFetch } from './ops-client.ts';
import { opsKeys } from './ops-keys.ts';

/** A member's limits, session and exclusions (docs/responsible-play.md, operators see, never loosen). */
export const memberResponsibleQuery = (name: string) =>
  queryOptions({
    queryKey: opsKeys.memberResponsible(name),
    queryFn: ({ signal }) =>
      opsFetch<OpsResponsibleView>(`/members/${encodeURIComponent(name)}/responsible`, { signal }),
    retry: false,
  });

/** Applications waiting for review (activities with apply-with-review). */
export const pendingApplicationsQuery = () =>
  queryOptions({
    queryKey: opsKeys.applications,
    queryFn: ({ signal }) =>
      opsFetch<{ list: OpsApplication[] }>('/activity-applications?status=pending', { signal }),
    refetchInterval: 30_000,
  });

export type ExclusionInput =
  | { kind: 'timeout'; days: number; note?: string }
  | { kind: 'self_exclusion'; months: number; note?: string };

/** Adds an exclusion; the answer is the member's new view, which replaces the cached one. */
export function useAddExclusion(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ExclusionInput) =>
      opsFetch<OpsResponsibleView>(`/members/${encodeURIComponent(name)}/exclusions`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (view) => client.setQueryData(opsKeys.memberResponsible(name), view),
  });
}

/** Approves (the bonus is paid) or rejects one application. */
export function useDecideApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: 'approve' | 'reject'; note: string }) =>
      opsFetch<unknown>(`/activity-applications/${id}/${decision}`, { method: 'POST', body: { note } }),
    onSettled: () => client.invalidateQueries({ queryKey: opsKeys.applications }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpsConversation, SupportLine } from '@arena/protocol';
import { opsFetch } from './ops-client.ts';
import { opsKeys } from './ops-keys.ts';
import { mergeLines } from '@/lib/support-lines.ts';
import { useOpsSession } from '../stores/ops-session.ts';

export function useOpsLogin() {
  const signIn = useOpsSession((s) => s.signIn);
  return useMutation({
    mutationFn: (input: { name: string; password: string }) =>
      opsFetch<{ token: string; operator: { id: number; displayName: string } }>('/login', {
        method: 'POST',
        body: input,
      }),
    onSuccess: ({ token, operator }) => signIn(token, operator.displayName, operator.id),
  });
}

export function useOpsLogout() {
  const clear = useOpsSession((s) => s.clear);
  return useMutation({
    mutationFn: () => opsFetch<{ ok: boolean }>('/logout', { method: 'POST', body: {} }),
    onSettled: () => clear(),
  });
}

/** Takes a waiting conversation (one operator wins; the others get 10541). */
export function useTakeConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      opsFetch<{ conversation: OpsConversation }>(`/conversations/${id}/take`, { method: 'POST', body: {} }),
    onSettled: () => client.invalidateQueries({ queryKey: opsKeys.conversations }),
  });
}

/** Sends a reply; the answer lands in the thread at once (the poll brings it again, deduped). */
export function useOpsSend(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { text?: string; image?: string }) =>
      opsFetch<{ line: SupportLine }>(`/conversations/${id}/send`, { method: 'POST', body: input }),
    onSuccess: ({ line }) =>
      client.setQueryData<{ conversation: OpsConversation | null; lines: SupportLine[] }>(
        opsKeys.lines(id),
        (old) => old && { ...old, lines: mergeLines(old.lines, [line]) },
      ),
  });
}

export function useCloseConversation(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      opsFetch<{ conversation: OpsConversation }>(`/conversations/${id}/close`, {
        method: 'POST',
        body: { note },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: opsKeys.conversations }),
  });
}

export function useAnswerOffline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      opsFetch<{ letterId: string }>(`/offline/${id}/answer`, { method: 'POST', body: { answer } }),
    onSettled: () => client.invalidateQueries({ queryKey: opsKeys.offline }),
  });
}

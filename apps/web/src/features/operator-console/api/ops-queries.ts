import { queryOptions } from '@tanstack/react-query';
import type { OpsConversation, OpsCustomer, OpsOfflineMessage } from '@arena/protocol';
import { opsFetch } from './ops-client.ts';
import { opsKeys } from './ops-keys.ts';

/** Waiting and active conversations; re-read every 2 s (this poll also keeps the operator online). */
export const conversationsQuery = () =>
  queryOptions({
    queryKey: opsKeys.conversations,
    queryFn: ({ signal }) => opsFetch<{ list: OpsConversation[] }>('/conversations', { signal }),
    refetchInterval: 2000,
    refetchIntervalInBackground: true,
  });

/** The member's profile, wallets and recent movements beside a conversation. */
export const customerQuery = (id: string) =>
  queryOptions({
    queryKey: opsKeys.customer(id),
    queryFn: ({ signal }) => opsFetch<OpsCustomer>(`/conversations/${id}/customer`, { signal }),
    staleTime: 15_000,
  });

/** Offline-form messages, unanswered first. */
export const offlineQuery = () =>
  queryOptions({
    queryKey: opsKeys.offline,
    queryFn: ({ signal }) => opsFetch<{ list: OpsOfflineMessage[] }>('/offline', { signal }),
    refetchInterval: 10_000,
  });

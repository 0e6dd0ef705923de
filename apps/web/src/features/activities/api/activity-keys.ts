import type { QueryClient } from '@tanstack/react-query';
import { MONEY_KEY, refreshMoney } from '@/lib/money-queries.ts';

/**
 * Query keys of the activities area, one per call. They sit under the shared money key: a claim here
 * or a settled deposit elsewhere (chances, streaks, deposit bonuses) refreshes every activity view.
 */
const base = [...MONEY_KEY, 'activities'] as const;
export const activityKeys = {
  promotions: (category: string) => [...base, 'promotions', category] as const,
  detail: (id: string) => [...base, 'detail', id] as const,
  sign: (id: string) => [...base, 'sign', id] as const,
  lottery: (id: string) => [...base, 'lottery', id] as const,
  wheel: (id: string) => [...base, 'wheel', id] as const,
  envelope: (id: string) => [...base, 'envelope', id] as const,
  quiz: (id: string) => [...base, 'quiz', id] as const,
  guess: (id: string) => [...base, 'guess', id] as const,
  invite: [...base, 'invite'] as const,
  inviteRecords: [...base, 'inviteRecords'] as const,
  novice: [...base, 'novice'] as const,
  firstDeposit: [...base, 'firstDeposit'] as const,
  topGifts: [...base, 'topGifts'] as const,
  continuous: (id: string) => [...base, 'continuous', id] as const,
  barrier: (id: string) => [...base, 'barrier', id] as const,
};

/** After a claim: balances and every activity view are read again. */
export const refreshActivities = (client: QueryClient) => refreshMoney(client);

/** A fresh idempotency key for one tap (the server also pays a source and period once). */
export const actionKey = () => `act-${crypto.randomUUID()}`;

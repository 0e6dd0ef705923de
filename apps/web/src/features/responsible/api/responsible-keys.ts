import { MONEY_KEY } from '@/lib/money-queries.ts';

/**
 * Query keys of responsible play, one per call. They sit under the shared money key: a stake, a deposit
 * or a transfer anywhere moves the limits' use and the history, so every money refresh reads them again.
 */
const base = [...MONEY_KEY, 'responsible'] as const;
export const responsibleKeys = {
  all: base,
  status: [...base, 'status'] as const,
  history: [...base, 'history'] as const,
};

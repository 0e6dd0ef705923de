import type { QueryClient } from '@tanstack/react-query';
import { MONEY_KEY, refreshMoney } from '@/lib/money-queries.ts';

/**
 * Query keys of the rewards area, one per call. They sit under the shared money key: every money
 * movement (a claim here, a settled stake or deposit elsewhere) refreshes levels, rebate and turnover.
 */
const base = [...MONEY_KEY, 'rewards'] as const;
export const rewardsKeys = {
  all: base,
  vipGrades: [...base, 'vipGrades'] as const,
  rebate: [...base, 'rebate'] as const,
  upgradeGifts: [...base, 'upgradeGifts'] as const,
  welfare: [...base, 'welfare'] as const,
  pointsConfig: [...base, 'pointsConfig'] as const,
  pointsTasks: [...base, 'pointsTasks'] as const,
  birthday: [...base, 'birthday'] as const,
  dividend: (kind: 'month' | 'week') => [...base, 'dividend', kind] as const,
  turnover: [...base, 'turnover'] as const,
  records: [...base, 'records'] as const,
  materials: [...base, 'materials'] as const,
};

/** After a claim: balances, the member's profile and every rewards view are read again. */
export const refreshRewards = (client: QueryClient) => refreshMoney(client);

/** A fresh idempotency key for one claim tap (the server also pays a source and period once). */
export const claimKey = () => `rw-${crypto.randomUUID()}`;

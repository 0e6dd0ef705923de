import type { Queryable } from '../../db/db.ts';
import { settledCnyDepositTotals } from './deposit-repository.ts';

/**
 * Settled CNY deposits per member in [from, to) by finish time, for reports of other modules (the
 * agent page and commission). Members without a deposit are absent from the map.
 */
export async function settledDepositsBetween(
  q: Queryable,
  memberIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  return settledCnyDepositTotals(q, memberIds, from, to);
}

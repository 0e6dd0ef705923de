import type { Queryable } from '../../db/db.ts';

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
  const { rows } = await q.query<{ member_id: number; total: string }>(
    `select member_id::int as member_id, sum(amount)::text as total from deposit_order
      where member_id = any($1::bigint[]) and status = 'success' and currency = 'CNY'
        and finished_at >= $2 and finished_at < $3
      group by member_id`,
    [memberIds, from, to],
  );
  return new Map(rows.map((r) => [r.member_id, Number(r.total)]));
}

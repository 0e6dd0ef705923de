import type { Queryable } from '../../db/db.ts';
import { memberNamesByIds } from './member-repository.ts';

/**
 * Rows of another module's table with each member's login name put beside the row's `memberId`
 * (`id, memberId, memberName, …rest`, the order the operator lists answer in), in one lookup for the
 * whole list. A member not found shows an empty name.
 */
export async function withMemberNames<R extends { id: unknown; memberId: number }>(
  q: Queryable,
  rows: readonly R[],
): Promise<({ id: R['id']; memberId: number; memberName: string } & Omit<R, 'id' | 'memberId'>)[]> {
  const names = await memberNamesByIds(
    q,
    rows.map((r) => r.memberId),
  );
  return rows.map(({ id, memberId, ...rest }) => ({
    id,
    memberId,
    memberName: names.get(memberId) ?? '',
    ...rest,
  }));
}

import type { Queryable } from '../../db/db.ts';

/** SQL of a member's dormancy (member.status 0, dormant_since, activated_at). */

export interface DormantRow {
  id: number;
  status: number;
  phone: string | null;
  email: string | null;
  last_active_at: Date;
}

/** A member's status, contacts and last sign of life (newest login, activation or registration), or null. */
export async function readDormantRow(q: Queryable, memberId: number): Promise<DormantRow | null> {
  const { rows } = await q.query<DormantRow>(
    `select m.id::int as id, m.status, m.phone, m.email,
            greatest(m.created_at, m.activated_at, (select max(s.created_at) from session s where s.member_id = m.id))
              as last_active_at
       from member m where m.id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

/** Marks an active member (status 1) dormant. */
export async function markMemberDormant(q: Queryable, memberId: number, dormantStatus: number, at: Date) {
  await q.query('update member set status = $2, dormant_since = $3 where id = $1 and status = 1', [
    memberId,
    dormantStatus,
    at,
  ]);
}

/** Activates a dormant (or active) member again. */
export async function markActivated(q: Queryable, memberId: number, at: Date): Promise<void> {
  await q.query(
    `update member set status = 1, dormant_since = null, activated_at = $2 where id = $1 and status in (0, 1)`,
    [memberId, at],
  );
}

/** Operator: marks a member (by user name, any case; not blocked) dormant; answers their id or null. */
export async function markDormantByName(
  q: Queryable,
  name: string,
  dormantStatus: number,
  at: Date,
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `update member set status = $2, dormant_since = $3 where lower(name) = lower($1) and status <> 2
     returning id::int as id`,
    [name, dormantStatus, at],
  );
  return rows[0]?.id ?? null;
}

import type { Queryable } from '../../db/db.ts';

/** SQL of the single-use tickets a confirmed withdraw password issues (`withdraw_password_ticket`). */

export async function insertWithdrawTicket(
  q: Queryable,
  ticket: string,
  memberId: number,
  at: Date,
  expiresAt: Date,
): Promise<void> {
  await q.query(
    `insert into withdraw_password_ticket (ticket, member_id, created_at, expires_at) values ($1, $2, $3, $4)`,
    [ticket, memberId, at, expiresAt],
  );
}

/** Spends a live ticket of this member in one guarded update; true the first time only. */
export async function spendWithdrawTicket(q: Queryable, ticket: string, memberId: number, now: Date) {
  const { rows } = await q.query(
    `update withdraw_password_ticket set used_at = $3
      where ticket = $1 and member_id = $2 and used_at is null and expires_at > $3 returning ticket`,
    [ticket, memberId, now],
  );
  return rows.length === 1;
}

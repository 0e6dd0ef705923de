import type { Queryable } from '../../db/db.ts';

/** SQL of the forgot-password flow (`password_reset` tickets) and its member lookup. */

export type ResetChannel = 'phone' | 'email';

/** The member whose name (any case) and phone (+ area code, mainland when unset) or email (any case) match. */
export async function memberByNameAndContact(
  q: Queryable,
  channel: ResetChannel,
  m: { name: string; target: string; areaCode: string; mainland: string },
): Promise<{ id: number; target: string } | null> {
  const { rows } =
    channel === 'phone'
      ? await q.query<{ id: number; target: string }>(
          `select id::int as id, phone as target from member
            where lower(name) = lower($1) and phone = $2 and coalesce(area_code, $4) = $3 limit 1`,
          [m.name, m.target, m.areaCode, m.mainland],
        )
      : await q.query<{ id: number; target: string }>(
          `select id::int as id, email as target from member
            where lower(name) = lower($1) and lower(email) = lower($2) limit 1`,
          [m.name, m.target],
        );
  return rows[0] ?? null;
}

/** Ends the member's unfinished live tickets (a new one replaces them). */
export async function expireOpenResets(q: Queryable, memberId: number, now: Date): Promise<void> {
  await q.query(
    `update password_reset set expires_at = $2 where member_id = $1 and step <> 'done' and expires_at > $2`,
    [memberId, now],
  );
}

export async function insertReset(
  q: Queryable,
  r: { ticket: string; memberId: number; channel: ResetChannel; target: string; at: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `insert into password_reset (ticket, member_id, channel, target, step, created_at, expires_at)
     values ($1, $2, $3, $4, 'sent', $5, $6)`,
    [r.ticket, r.memberId, r.channel, r.target, r.at, r.expiresAt],
  );
}

/** The live ticket of this channel at `step`, or null. */
export async function liveReset(
  q: Queryable,
  channel: ResetChannel,
  ticket: string,
  step: string,
  now: Date,
): Promise<{ member_id: number; target: string } | null> {
  const { rows } = await q.query<{ member_id: number; target: string }>(
    `select member_id::int as member_id, target from password_reset
      where ticket = $1 and channel = $2 and step = $3 and expires_at > $4`,
    [ticket, channel, step, now],
  );
  return rows[0] ?? null;
}

/** Moves a live ticket from one step to the next in one guarded update; false when it was not there. */
export async function advanceReset(
  q: Queryable,
  ticket: string,
  from: 'sent' | 'verified',
  to: 'verified' | 'done',
  now: Date,
): Promise<boolean> {
  const { rows } = await q.query(
    `update password_reset set step = $3
      where ticket = $1 and step = $2 and expires_at > $4 returning ticket`,
    [ticket, from, to, now],
  );
  return rows.length > 0;
}

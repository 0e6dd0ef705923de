import type { Queryable } from '../../db/db.ts';

/** SQL of the members' requests to change a bound real name or phone (`member_review`). */

export type ReviewKind = 'name' | 'phone';
export type ReviewState = 'pending' | 'approved' | 'rejected';

export async function hasPendingReview(q: Queryable, memberId: number, kind: ReviewKind): Promise<boolean> {
  const { rows } = await q.query(
    `select 1 from member_review where member_id = $1 and kind = $2 and status = 'pending'`,
    [memberId, kind],
  );
  return rows.length > 0;
}

/** Inserts a pending review; one pending review per member and kind is kept by a partial unique index (23505). */
export async function insertPendingReview(
  q: Queryable,
  r: {
    memberId: number;
    kind: ReviewKind;
    oldValue: string;
    newValue: string;
    areaCode: string | null;
    reason: string;
    at: Date;
  },
): Promise<void> {
  await q.query(
    `insert into member_review (member_id, kind, status, old_value, new_value, area_code, reason, created_at)
     values ($1, $2, 'pending', $3, $4, $5, $6, $7)`,
    [r.memberId, r.kind, r.oldValue, r.newValue, r.areaCode, r.reason, r.at],
  );
}

/** The member's newest review of a kind, or null. */
export async function newestReview(q: Queryable, memberId: number, kind: ReviewKind) {
  const { rows } = await q.query<{ status: ReviewState; created_at: Date; remark: string }>(
    `select status, created_at, remark from member_review where member_id = $1 and kind = $2
      order by created_at desc, id desc limit 1`,
    [memberId, kind],
  );
  return rows[0] ?? null;
}

export interface ReviewRow {
  id: string;
  member_id: string;
  kind: ReviewKind;
  status: ReviewState;
  old_value: string | null;
  new_value: string;
  area_code: string | null;
  reason: string;
  remark: string;
  created_at: Date;
  decided_at: Date | null;
}

/** Reviews, oldest first, at most 200; filtered by status and/or id. */
export async function reviewRows(
  q: Queryable,
  filter: { status: ReviewState | null; id: string | null },
): Promise<ReviewRow[]> {
  const { rows } = await q.query<ReviewRow>(
    `select r.id::text as id, r.member_id::text as member_id, r.kind, r.status,
            r.old_value, r.new_value, r.area_code, r.reason, r.remark, r.created_at, r.decided_at
       from member_review r
      where ($1::text is null or r.status = $1) and ($2::bigint is null or r.id = $2::bigint)
      order by r.created_at, r.id limit 200`,
    [filter.status, filter.id],
  );
  return rows;
}

/** Decides a review still pending (guarded, so once); null when it is unknown or no longer pending. */
export async function decidePendingReview(
  q: Queryable,
  id: string,
  decision: 'approved' | 'rejected',
  remark: string,
  at: Date,
) {
  const { rows } = await q.query<{
    member_id: number;
    kind: ReviewKind;
    new_value: string;
    area_code: string | null;
  }>(
    `update member_review set status = $2, remark = $3, decided_at = $4
      where id = $1::bigint and status = 'pending'
      returning member_id::int as member_id, kind, new_value, area_code`,
    [id, decision, remark, at],
  );
  return rows[0] ?? null;
}

export async function reviewExists(q: Queryable, id: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from member_review where id = $1::bigint', [id]);
  return rows.length > 0;
}

import type { Queryable } from '../../db/db.ts';

/** All SQL of material_submission and material_file. */

export type MaterialStatus = 'pending' | 'approved' | 'rejected';
export type MaterialPurpose = 'bonus' | 'identity' | 'withdraw';

export async function insertSubmission(
  tx: Queryable,
  s: { memberId: number; purpose: MaterialPurpose; remark: string; files: { mime: string; bytes: Buffer }[] },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'insert into material_submission (member_id, purpose, remark) values ($1, $2, $3) returning id',
    [s.memberId, s.purpose, s.remark],
  );
  const id = rows[0]!.id;
  for (const [idx, f] of s.files.entries())
    await tx.query('insert into material_file (submission_id, idx, mime, bytes) values ($1, $2, $3, $4)', [
      id,
      idx,
      f.mime,
      f.bytes,
    ]);
  return id;
}

export interface SubmissionRow {
  id: number;
  memberId: number;
  purpose: MaterialPurpose;
  remark: string;
  files: number;
  status: MaterialStatus;
  reviewNote: string;
  createdAt: number;
  reviewedAt: number | null;
}

/** Submissions of one member, or (memberId null) of everyone with the given status, newest first. */
export async function listSubmissions(
  q: Queryable,
  filter: { memberId: number | null; status?: MaterialStatus | undefined },
): Promise<SubmissionRow[]> {
  const { rows } = await q.query<{
    id: number;
    member_id: number;
    purpose: MaterialPurpose;
    remark: string;
    files: number;
    status: MaterialStatus;
    review_note: string;
    created_at: Date;
    reviewed_at: Date | null;
  }>(
    `select s.id, s.member_id, s.purpose, s.remark, s.status, s.review_note,
            s.created_at, s.reviewed_at,
            (select count(*) from material_file f where f.submission_id = s.id) as files
     from material_submission s
     where ($1::bigint is null or s.member_id = $1) and ($2::text is null or s.status = $2)
     order by s.created_at desc, s.id desc limit 100`,
    [filter.memberId, filter.status ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    memberId: r.member_id,
    purpose: r.purpose,
    remark: r.remark,
    files: r.files,
    status: r.status,
    reviewNote: r.review_note,
    createdAt: r.created_at.getTime(),
    reviewedAt: r.reviewed_at === null ? null : r.reviewed_at.getTime(),
  }));
}

/** Decides a pending submission; false when it is not pending (decided before or unknown). */
export async function reviewSubmission(
  q: Queryable,
  id: number,
  status: 'approved' | 'rejected',
  note: string,
): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>(
    `update material_submission set status = $2, review_note = $3, reviewed_at = now()
     where id = $1 and status = 'pending' returning id`,
    [id, status, note],
  );
  return rows.length > 0;
}

export async function submissionFile(
  q: Queryable,
  id: number,
  idx: number,
): Promise<{ mime: string; bytes: Buffer } | null> {
  const { rows } = await q.query<{ mime: string; bytes: Uint8Array }>(
    'select mime, bytes from material_file where submission_id = $1 and idx = $2',
    [id, idx],
  );
  const r = rows[0];
  return r ? { mime: r.mime, bytes: Buffer.from(r.bytes) } : null;
}

import type { Queryable } from '../../db/db.ts';

/** SQL of the member's uploaded avatars (`member_avatar`); which one is in use sits on the member row. */

/** Ids of a member's uploads, oldest first. */
export async function uploadIds(q: Queryable, memberId: number): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'select a.id::text as id from member_avatar a where member_id = $1 order by a.id',
    [memberId],
  );
  return rows.map((r) => r.id);
}

export async function countUploads(q: Queryable, memberId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'select count(*)::int as n from member_avatar where member_id = $1',
    [memberId],
  );
  return rows[0]?.n ?? 0;
}

/** Stores an upload; answers its id. */
export async function insertUpload(
  q: Queryable,
  memberId: number,
  type: string,
  bytes: Uint8Array,
  at: Date,
): Promise<string | undefined> {
  const { rows } = await q.query<{ id: string }>(
    `insert into member_avatar (member_id, content_type, bytes, created_at) values ($1, $2, $3, $4)
     returning id::text as id`,
    [memberId, type, bytes, at],
  );
  return rows[0]?.id;
}

/** Deletes one of the member's uploads; false when it is not theirs. */
export async function deleteUpload(q: Queryable, memberId: number, id: string): Promise<boolean> {
  const { rows } = await q.query(
    'delete from member_avatar where id = $1::bigint and member_id = $2 returning id',
    [id, memberId],
  );
  return rows.length > 0;
}

export async function isMemberUpload(q: Queryable, memberId: number, id: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from member_avatar where id = $1::bigint and member_id = $2', [
    id,
    memberId,
  ]);
  return rows.length > 0;
}

export async function readUpload(q: Queryable, id: string) {
  const { rows } = await q.query<{ content_type: string; bytes: Uint8Array }>(
    'select content_type, bytes from member_avatar where id = $1::bigint',
    [id],
  );
  return rows[0] ?? null;
}

import type { Queryable } from '../../db/db.ts';

/* What the activities read of member accounts: who a member invited, and the newcomer tasks' facts. */

/** Members registered with recommender code `code` (spec §2 `r_code`), newest first, with the total. */
export async function membersByRecommenderCode(
  db: Queryable,
  code: string,
  page: { limit: number; offset: number },
): Promise<{ rows: { id: number; name: string; nickname: string; createdAt: number }[]; total: number }> {
  const [list, count] = await Promise.all([
    db.query<{ id: number; name: string; nickname: string; created_at: Date }>(
      `select id, name, nickname, created_at from member where upper(recommender_code) = upper($1)
       order by id desc limit $2 offset $3`,
      [code, page.limit, page.offset],
    ),
    db.query<{ n: number }>('select count(*) as n from member where upper(recommender_code) = upper($1)', [
      code,
    ]),
  ]);
  return {
    rows: list.rows.map((r) => ({
      id: r.id,
      name: r.name,
      nickname: r.nickname,
      createdAt: r.created_at.getTime(),
    })),
    total: count.rows[0]?.n ?? 0,
  };
}

/** What the activities' newcomer tasks read of a member: bound phone, real name, recommender, joined. */
export async function memberFacts(
  db: Queryable,
  id: number,
): Promise<{
  phoneBound: boolean;
  realNameSet: boolean;
  recommenderCode: string | null;
  createdAt: number;
} | null> {
  const { rows } = await db.query<{
    phone: string | null;
    real_name: string | null;
    recommender_code: string | null;
    created_at: Date;
  }>('select phone, real_name, recommender_code, created_at from member where id = $1', [id]);
  const r = rows[0];
  if (!r) return null;
  return {
    phoneBound: !!r.phone,
    realNameSet: !!r.real_name,
    recommenderCode: r.recommender_code,
    createdAt: r.created_at.getTime(),
  };
}

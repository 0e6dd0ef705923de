import type { Queryable } from '../../db/db.ts';

/** SQL of used login signatures (`signed_login_use`): each signature logs in once. */

/** Records a signature as used (forgetting expired ones first); false when it was used already. */
export async function useSignature(q: Queryable, sign: string, expiresAt: Date, now: Date): Promise<boolean> {
  await q.query('delete from signed_login_use where expires_at < $1', [now]);
  const { rows } = await q.query(
    `insert into signed_login_use (sign, expires_at) values ($1, $2) on conflict (sign) do nothing
     returning sign`,
    [sign, expiresAt],
  );
  return rows.length > 0;
}

import type { Queryable } from '../src/db/db.ts';
import { ADMIN_HEADERS, type TestApp } from './test-app.ts';

/** Many bare members at once (no session, no password use) for service-level concurrency tests. */
export async function bareMembers(q: Queryable, prefix: string, n: number): Promise<number[]> {
  const { rows } = await q.query<{ id: string | number }>(
    `insert into member (name, password_hash) select $1 || g, 'unused' from generate_series(1, $2::int) g
     returning id`,
    [prefix, n],
  );
  return rows.map((r) => Number(r.id));
}

/** An operator call (bearer ADMIN_TOKEN) with a JSON body. */
export async function adminCall(t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, body?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: ADMIN_HEADERS,
    ...(body !== undefined ? { payload: body } : {}),
  });
  return { status: res.statusCode, ...res.json<{ code: number; msg: string; data: unknown }>() };
}

/** Counts rows of the reward tables and the ledger (compared before and after a refused call). */
export async function rewardRowCounts(q: Queryable) {
  const out: Record<string, number> = {};
  for (const table of [
    'reward_grant',
    'reward_offer',
    'ledger_tx',
    'coupon',
    'material_submission',
    'points_progress',
  ]) {
    const { rows } = await q.query<{ n: string | number }>(`select count(*) as n from ${table}`);
    out[table] = Number(rows[0]?.n);
  }
  return out;
}

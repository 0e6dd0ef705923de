import type { Queryable } from '../../db/db.ts';

/**
 * SQL of the login counts kept as rows (`login_attempt`, `login_failure`, `login_failure_client`):
 * the database store of brute-force.ts, used when the instance has no Redis.
 */

/** Forgets attempts before `since`, notes this one from `ip`, and answers the address's attempts. */
export async function noteAttempt(
  db: Queryable,
  ip: string,
  now: Date,
  since: Date,
): Promise<{ count: number; first: Date }> {
  await db.query('delete from login_attempt where attempted_at < $1', [since]);
  await db.query('insert into login_attempt (ip, attempted_at) values ($1, $2)', [ip, now]);
  const { rows } = await db.query<{ n: number; first: Date }>(
    'select count(*)::int as n, min(attempted_at) as first from login_attempt where ip = $1',
    [ip],
  );
  return { count: rows[0]?.n ?? 1, first: new Date(rows[0]?.first ?? now) };
}

/** The misses on a name (name-wide with `client` null, else this client's) since `since`. */
export async function missesSince(
  db: Queryable,
  nameKey: string,
  client: string | null,
  since: Date,
): Promise<{ misses: number; last: Date } | null> {
  const { rows } = await (client === null
    ? db.query<{ misses: number; last: Date }>(
        'select misses, last_miss_at as last from login_failure where name_key = $1 and last_miss_at >= $2',
        [nameKey, since],
      )
    : db.query<{ misses: number; last: Date }>(
        `select misses, last_miss_at as last from login_failure_client
          where name_key = $1 and client_key = $2 and last_miss_at >= $3`,
        [nameKey, client, since],
      ));
  const row = rows[0];
  return row ? { misses: row.misses, last: new Date(row.last) } : null;
}

/**
 * Counts one miss for this client and name-wide, starting over when the last one is before
 * `forgotten`; answers the name-wide count. Now and then forgets old per-client rows.
 */
export async function addMiss(
  db: Queryable,
  nameKey: string,
  client: string,
  now: Date,
  forgotten: Date,
): Promise<number> {
  await db.query(
    `insert into login_failure_client (name_key, client_key, misses, last_miss_at) values ($1, $2, 1, $3)
     on conflict (name_key, client_key) do update
       set misses = case when login_failure_client.last_miss_at < $4 then 1
                         else login_failure_client.misses + 1 end,
           last_miss_at = $3`,
    [nameKey, client, now, forgotten],
  );
  if (Math.random() < 0.01) {
    await db.query('delete from login_failure_client where last_miss_at < $1', [forgotten]);
  }
  const { rows } = await db.query<{ misses: number }>(
    `insert into login_failure (name_key, misses, last_miss_at) values ($1, 1, $2)
     on conflict (name_key) do update
       set misses = case when login_failure.last_miss_at < $3 then 1 else login_failure.misses + 1 end,
           last_miss_at = $2
     returning misses`,
    [nameKey, now, forgotten],
  );
  return rows[0]?.misses ?? 1;
}

/** Clears the name-wide count and this client's. */
export async function deleteMissRows(db: Queryable, nameKey: string, client: string): Promise<void> {
  await db.query('delete from login_failure where name_key = $1', [nameKey]);
  await db.query('delete from login_failure_client where name_key = $1 and client_key = $2', [
    nameKey,
    client,
  ]);
}

/** A member's wrong old passwords on password changes since `since` (`password_change_miss`). */
export async function passwordChangeMissesSince(
  db: Queryable,
  memberId: number,
  since: Date,
): Promise<{ misses: number; last: Date } | null> {
  const { rows } = await db.query<{ misses: number; last: Date }>(
    'select misses, last_miss_at as last from password_change_miss where member_id = $1 and last_miss_at >= $2',
    [memberId, since],
  );
  return rows[0] ?? null;
}

/**
 * Counts one try of the old password before it is checked, starting over when the last one is
 * before `forgotten`, unless `max` tries since then are already counted: answers whether the try
 * was counted (false: refused). One statement, so tries at once on several connections or
 * instances each see the others' (the row lock of `on conflict do update` orders them).
 */
export async function countPasswordChangeTry(
  db: Queryable,
  memberId: number,
  now: Date,
  forgotten: Date,
  max: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `insert into password_change_miss (member_id, misses, last_miss_at) values ($1, 1, $2)
     on conflict (member_id) do update
       set misses = case when password_change_miss.last_miss_at < $3 then 1
                         else password_change_miss.misses + 1 end,
           last_miss_at = $2
       where password_change_miss.last_miss_at < $3 or password_change_miss.misses < $4
     returning member_id`,
    [memberId, now, forgotten, max],
  );
  return rows.length > 0;
}

export async function clearPasswordChangeMissRow(db: Queryable, memberId: number): Promise<void> {
  await db.query('delete from password_change_miss where member_id = $1', [memberId]);
}
